import type { VoucherList } from "#shared/contracts/events.ts";
import type { Db } from "../../db/client.ts";
import { eventNotFound, findEventKey, requireEventRef, singlePageMeta } from "../events/index.ts";
import { listPublicVouchers } from "./public-vouchers-data.ts";
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
