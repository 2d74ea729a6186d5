import { useCallback, useRef, useState } from "react";
import type { PagingMeta } from "#shared/contracts/envelope.ts";
import type { EventCard, EventList } from "#shared/contracts/events.ts";

export interface PagedEvents {
  rows: EventCard[];
  meta: PagingMeta;
  loading: boolean;
  failed: boolean;
  loadMore(): Promise<void>;
}

/**
 * A list whose first page came from the loader and whose next pages are fetched in the browser. An
 * event that moved between pages while reading (the list is ordered by time) is not shown twice.
 */
export function usePagedEvents(
  first: EventList,
  fetchPage: (page: number) => Promise<EventList>,
): PagedEvents {
  const [rows, setRows] = useState(first.rows);
  const [meta, setMeta] = useState(first.meta);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const loadMore = useCallback(async () => {
    if (busy.current || meta.is_last_page) return;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    try {
      const next = await fetchPage(meta.current_page + 1);
      setRows((current) => {
        const seen = new Set(current.map((row) => row.id));
        return [...current, ...next.rows.filter((row) => !seen.has(row.id))];
      });
      setMeta(next.meta);
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [fetchPage, meta]);
  return { rows, meta, loading, failed, loadMore };
}
