import { useCallback, useRef, useState } from "react";
import type { PagingMeta } from "#shared/contracts/envelope.ts";

export interface PagedList<Row> {
  rows: Row[];
  meta: PagingMeta;
  loading: boolean;
  failed: boolean;
  loadMore(): Promise<void>;
}

/**
 * A list whose first page came from the loader and whose next pages are fetched in the browser
 * ("load more"). A row that moved between pages while reading (a new event or order shifts the list)
 * is not shown twice: rows are told apart by `keyOf`.
 */
export function usePagedList<Row>(
  first: { rows: Row[]; meta: PagingMeta },
  fetchPage: (page: number) => Promise<{ rows: Row[]; meta: PagingMeta }>,
  keyOf: (row: Row) => string | number,
): PagedList<Row> {
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
        const seen = new Set(current.map(keyOf));
        return [...current, ...next.rows.filter((row) => !seen.has(keyOf(row)))];
      });
      setMeta(next.meta);
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [fetchPage, keyOf, meta]);
  return { rows, meta, loading, failed, loadMore };
}
