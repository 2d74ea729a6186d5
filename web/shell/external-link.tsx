import type { ReactNode } from "react";
import { useT } from "../lib/i18n.tsx";

/** A link to another site: new tab, no opener, and the "opens in a new tab" hint for screen readers. */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t("nav.opensInNewTab")}</span>
    </a>
  );
}
