import { useEffect, useRef } from "react";
import { useT } from "../lib/i18n.tsx";
import { EventCardView } from "./event-card.tsx";
import { BUTTON_CLASS } from "./ui-classes.ts";
import type { PagedEvents } from "./use-paged-events.ts";

/** Cards in a responsive grid: one column on phones, up to four on wide screens. */
export function EventGrid({ list, eagerCount = 0 }: { list: PagedEvents; eagerCount?: number }) {
  return (
    <ul
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      data-testid="event-grid"
    >
      {list.rows.map((event, index) => (
        <li key={event.id}>
          <EventCardView event={event} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

/**
 * "Load more" under a list, with how many are shown announced politely (so a screen reader hears the
 * new count), and a retry message when a page fails. Hidden on the last page.
 */
export function LoadMore({ list }: { list: PagedEvents }) {
  const t = useT();
  const self = useRef<HTMLDivElement>(null);
  const shown = list.rows.length;
  // Focus moves to the first new card, so keyboard users continue where the new events start (and
  // focus is not lost when the button goes away on the last page).
  const focusFrom = useRef<number | null>(null);
  const loadMore = () => {
    focusFrom.current = list.rows.length;
    void list.loadMore();
  };
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    const items = self.current?.parentElement?.querySelectorAll<HTMLElement>(
      '[data-testid="event-grid"] > li',
    );
    items?.[from]?.querySelector("a")?.focus();
  }, [shown]);
  return (
    <div ref={self} className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="load-more-count">
        {t("catalogue.common.showing", { shown, total: Math.max(shown, list.meta.total) })}
      </p>
      {list.failed ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t("catalogue.common.loadFailed")}
        </p>
      ) : null}
      {list.meta.is_last_page ? null : (
        <button
          type="button"
          onClick={loadMore}
          aria-disabled={list.loading}
          aria-busy={list.loading}
          className={BUTTON_CLASS.secondary}
        >
          {list.loading ? t("catalogue.common.loading") : t("catalogue.common.loadMore")}
        </button>
      )}
    </div>
  );
}
