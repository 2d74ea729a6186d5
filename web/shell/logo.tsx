import { Link } from "react-router";
import { useRouteHref, useT } from "../lib/i18n.tsx";

/**
 * The brand link to the landing page. The mark is drawn, not a letter: a visible "T" would be text
 * that the accessible name ("Tiketin, Home") does not contain (WCAG 2.5.3 label in name).
 */
export function Logo() {
  const t = useT();
  const href = useRouteHref();
  return (
    <Link
      to={href("LandingPage")}
      className="flex shrink-0 items-center gap-2 font-extrabold tracking-tight text-brand-700"
      aria-label={`${t("brand.name")}, ${t("nav.home")}`}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" className="fill-brand-600" />
        <path d="M9 9h14v4h-5v11h-4V13H9z" fill="#fff" />
      </svg>
      <span className="text-xl">{t("brand.name")}</span>
    </Link>
  );
}
