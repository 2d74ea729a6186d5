import type { ListedVoucher } from "#shared/contracts/vouchers.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { eventNotFound, findEventKey, requireEventRef } from "../events/index.ts";
import { findUsableVoucher } from "./public-vouchers-data.ts";
import { toListedVoucher } from "./to-contract.ts";

const CODE = /^[A-Z0-9]{3,32}$/;
const voucherNotFound = () => new AppError("not_found", { messageKey: "vouchersWeb.errors.notFound" });

/** The voucher detail screen: one usable voucher of an event; unknown, private or used up is 404. */
export async function getVoucher(db: Db, rawRef: string, rawCode: string, now: Date): Promise<ListedVoucher> {
  const code = rawCode.toUpperCase();
  if (!CODE.test(code)) throw voucherNotFound();
  const event = await findEventKey(db, requireEventRef(rawRef));
  if (!event) throw eventNotFound();
  const row = await findUsableVoucher(db, event.id, code, now);
  if (!row) throw voucherNotFound();
  return toListedVoucher(row);
}
