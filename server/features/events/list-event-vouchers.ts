import type { VoucherList } from "#shared/contracts/events.ts";
import type { Db } from "../../db/client.ts";
import { findEventKey } from "./data.ts";
import { eventNotFound, requireEventRef } from "./event-errors.ts";
import { listPublicVouchers } from "./extras-data.ts";
import { singlePageMeta } from "./paging.ts";
import { toVoucher } from "./to-contract.ts";

/** Vouchers a buyer can use now: public, inside their window, with uses left. */
export async function listEventVouchers(db: Db, rawRef: string, now: Date): Promise<VoucherList> {
  const event = await findEventKey(db, requireEventRef(rawRef));
  if (!event) throw eventNotFound();
  const vouchers = await listPublicVouchers(db, event.id, now);
  const rows = vouchers
    .map(toVoucher)
    .filter((voucher) => voucher.remaining === null || voucher.remaining > 0);
  return { rows, meta: singlePageMeta(rows.length) };
}
