import { Link } from "react-router";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { EVENT_KINDS } from "./event-kinds.ts";

/**
 * The landing page's category chips: each is a plain link to the search page with
 * that kind's filter in the URL, so it works before hydration and can be shared.
 */
export function CategoryChips() {
  const t = useT();
  const href = useRouteHref();
  return (
    <nav aria-labelledby="category-chips-heading" className="mx-auto max-w-7xl px-4 pt-8 desktop:px-6">
      <h2 id="category-chips-heading" className="text-lg font-semibold text-slate-900">
        {t("landingContent.categoriesHeading")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2" data-testid="category-chips">
        {EVENT_KINDS.map((kind) => (
          <li key={kind}>
            <Link
              to={href("SearchPage", undefined, { kind })}
              className="inline-flex min-h-11 items-center rounded-full border border-brand-200 bg-white px-5 text-sm font-semibold text-brand-800 shadow-sm hover:border-brand-600 hover:bg-brand-50"
            >
              {t(`events.category.${kind}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
