import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { type OrderRecord, orderById } from "../records/index.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order `rawOrderId` names, only if it is of this (already checked) event; else 404. */
export async function requireEventOrder(db: Db, eventId: number, rawOrderId: string): Promise<OrderRecord> {
  const found = UUID.test(rawOrderId) ? await orderById(db, eventId, rawOrderId.toLowerCase()) : null;
  if (!found) throw new AppError("not_found");
  return found;
}

/** A paid order of a live event with at least one valid ticket: there is something to resend. */
export function mayResend(record: OrderRecord, tickets: readonly { status: string }[]): boolean {
  return (
    record.status === "Payment Success" &&
    !record.needs_refund &&
    tickets.some((ticket) => ticket.status === "valid")
  );
}
