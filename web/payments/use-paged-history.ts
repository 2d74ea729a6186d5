import type { HistoryRow } from "#shared/contracts/payments.ts";
import { usePagedList } from "../lib/use-paged-list.ts";
import type { HistoryList } from "./payments-api.ts";

export interface PagedHistory {
  rows: HistoryRow[];
  isLastPage: boolean;
  total: number;
  loading: boolean;
  failed: boolean;
  loadMore(): Promise<void>;
}

const transactionKey = (row: HistoryRow) => row.external_id;

/** The transaction list: first page from the loader, "load more" in the browser. */
export function usePagedHistory(
  first: HistoryList,
  fetchPage: (page: number) => Promise<HistoryList>,
): PagedHistory {
  const { meta, ...list } = usePagedList(first, fetchPage, transactionKey);
  return { ...list, isLastPage: meta.is_last_page, total: meta.total };
}
