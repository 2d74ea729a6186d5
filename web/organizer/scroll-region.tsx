import type { ReactNode } from "react";
import { useT } from "../lib/i18n.tsx";

/**
 * A wide table's box that scrolls sideways on a phone. Keyboard users reach it (tab stop) and screen
 * readers hear what it holds (WCAG 2.1.1: a scrollable region must be operable without a mouse).
 * Several on one page each need their own `label` (landmarks are told apart by name).
 */
export function ScrollRegion({ children, label }: { children: ReactNode; label?: string }) {
  const t = useT();
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
      tabIndex={0}
      aria-label={label ?? t("organizer.records.tableRegion")}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {children}
    </section>
  );
}
