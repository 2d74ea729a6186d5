import type { CancelPreview } from "#shared/contracts/organizer.ts";
import { AppError } from "../../http/app-error.ts";
import { type OrganiserAccess, type OrganizerDeps, requireOrgEvent } from "../organizations/index.ts";
import { countCancelEffects } from "./cancel-data.ts";

/**
 * What cancelling the event would do, for the organiser's confirmation: the same rows cancel-effects.ts
 * would touch, counted now. Changes nothing; a cancelled event answers 409 as the cancel would.
 */
export async function previewCancelEvent(
  deps: Pick<OrganizerDeps, "db">,
  access: OrganiserAccess,
  rawEventId: string,
): Promise<CancelPreview> {
  const event = await requireOrgEvent(deps.db, access.organiserId, rawEventId);
  if (event.lifecycle === "cancelled")
    throw new AppError("conflict", { messageKey: "organizer.errors.alreadyCancelled" });
  const row = await countCancelEffects(deps.db, event.id);
  return {
    voidedTickets: Number(row.voided_tickets),
    mailedBuyers: Number(row.mailed_buyers),
    ordersToRefund: Number(row.orders_to_refund),
    refundTotal: Number(row.refund_total ?? 0),
    cancelledOrders: Number(row.cancelled_orders),
  };
}
