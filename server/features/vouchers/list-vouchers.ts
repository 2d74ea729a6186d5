import type { PagingQuery } from "#shared/contracts/events.ts";
import type { ListedVoucherPage } from "#shared/contracts/vouchers.ts";
import type { Db } from "../../db/client.ts";
import { pageOffset, pagingMeta } from "../events/index.ts";
import { countUsableVouchers, listUsableVouchers } from "./public-vouchers-data.ts";
import { toListedVoucher } from "./to-contract.ts";

/** The voucher list screen: every voucher a buyer can use now, soonest event first, one page of them. */
export async function listVouchers(db: Db, query: PagingQuery, now: Date): Promise<ListedVoucherPage> {
  const total = await countUsableVouchers(db, now);
  const offset = pageOffset(query.page, query.show);
  const rows = offset < total ? await listUsableVouchers(db, now, query.show, offset) : [];
  return { rows: rows.map(toListedVoucher), meta: pagingMeta(total, query.page, query.show) };
}
