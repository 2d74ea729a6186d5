import type { ReactNode } from "react";

/**
 * Guard level 3 (mobile only, width <= 800 px). The server cannot know the viewport, so both bodies are
 * rendered and CSS shows the right one: no layout shift on hydration, and resizing switches instantly.
 */
export function MobileOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return (
    <>
      <div className="desktop:hidden" data-testid="mobile-only-content">
        {children}
      </div>
      <div className="mobile:hidden" data-testid="mobile-only-fallback">
        {fallback}
      </div>
    </>
  );
}
