import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { HistoryIcon } from "./event-icons.tsx";
import { addSavedSearch, readSavedSearches, writeSavedSearches } from "./saved-searches.ts";

/**
 * The 10 most recent searches kept in this browser (spec sections 2 and 9), newest first, each a link
 * to search again, with a button that clears them. `current` is recorded once it has been searched.
 * Read after hydration: the server cannot see localStorage, so the first render has none.
 */
export function RecentSearches({ current }: { current: string | null }) {
  const t = useT();
  const href = useRouteHref();
  const [saved, setSaved] = useState<string[]>([]);
  useEffect(() => {
    const list = current ? addSavedSearch(readSavedSearches(), current) : readSavedSearches();
    if (current) writeSavedSearches(list);
    setSaved(list);
  }, [current]);
  if (saved.length === 0) return null;
  const clear = () => {
    writeSavedSearches([]);
    setSaved([]);
  };
  return (
    <section aria-labelledby="recent-heading" className="mt-6" data-testid="recent-searches">
      <div className="flex items-center justify-between gap-4">
        <h2 id="recent-heading" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {t("discovery.search.recent")}
        </h2>
        <button
          type="button"
          onClick={clear}
          aria-label={t("discovery.search.clearLabel")}
          className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t("discovery.search.clear")}
        </button>
      </div>
      <ul className="mt-2 flex flex-wrap gap-2">
        {saved.map((term) => (
          <li key={term}>
            <Link
              to={href("SearchPage", undefined, { search: term })}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-800 hover:border-brand-500 hover:text-brand-700"
            >
              <HistoryIcon width={16} height={16} className="text-slate-400" />
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
