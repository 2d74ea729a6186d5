import type { z } from "zod";
import { normalizeSearch } from "#shared/contracts/events.ts";
import type { HistoryQuery, historyListSchema } from "#shared/contracts/payments.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { listHistory } from "./data.ts";
import type { PaymentsDeps } from "./deps.ts";
import { toHistoryRow } from "./to-contract.ts";

/** GET /transaction/transaction-histories: the buyer's own transactions, newest first, 10 a page. */
export async function listHistories(
  deps: PaymentsDeps,
  buyerId: AuthorizedBuyerId,
  query: HistoryQuery,
): Promise<z.infer<typeof historyListSchema>> {
  const search = query.search === undefined ? undefined : normalizeSearch(query.search);
  const { total, rows } = await listHistory(deps.db, buyerId, { ...query, search });
  const lastPage = Math.max(1, Math.ceil(total / query.show));
  return {
    rows: rows.map(toHistoryRow),
    meta: {
      current_page: query.page,
      is_last_page: query.page >= lastPage,
      total,
      per_page: query.show,
      last_page: lastPage,
    },
  };
}
