import { Link } from "react-router";
import { useRouteHref, useT } from "../lib/i18n.tsx";

export function Logo() {
  const t = useT();
  const href = useRouteHref();
  return (
    <Link
      to={href("LandingPage")}
      className="flex shrink-0 items-center gap-2 font-extrabold tracking-tight text-brand-700"
    >
      <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white">
        T
      </span>
      {/* The accessible name starts with the visible text (WCAG 2.5.3 label in name). */}
      <span className="text-xl">{t("brand.name")}</span>
      <span className="sr-only">, {t("nav.home")}</span>
    </Link>
  );
}
