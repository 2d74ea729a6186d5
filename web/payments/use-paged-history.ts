import { useCallback, useRef, useState } from "react";
import type { HistoryRow } from "#shared/contracts/payments.ts";
import type { HistoryList } from "./payments-api.ts";

export interface PagedHistory {
  rows: HistoryRow[];
  isLastPage: boolean;
  total: number;
  loading: boolean;
  failed: boolean;
  loadMore(): Promise<void>;
}

/**
 * The transaction list: first page from the loader, "load more" in the browser. A transaction that
 * shifted pages while reading (a new order pushes the list down) is not shown twice.
 */
export function usePagedHistory(
  first: HistoryList,
  fetchPage: (page: number) => Promise<HistoryList>,
): PagedHistory {
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
        const seen = new Set(current.map((row) => row.external_id));
        return [...current, ...next.rows.filter((row) => !seen.has(row.external_id))];
      });
      setMeta(next.meta);
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [fetchPage, meta]);
  return { rows, isLastPage: meta.is_last_page, total: meta.total, loading, failed, loadMore };
}
