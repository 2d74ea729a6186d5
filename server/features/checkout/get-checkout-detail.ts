import type { z } from "zod";
import type {
  checkoutBuyerSchema,
  checkoutDetailSchema,
  HoldLine,
  myCartSchema,
} from "#shared/contracts/checkout.ts";
import { holdAnswersContext, openAnswers } from "../../security/sealed-answers.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { voucherSummary } from "../vouchers/index.ts";
import { findRunningHold, type HoldRow } from "./data.ts";
import type { CheckoutDeps } from "./deps.ts";
import { checkoutError } from "./errors.ts";
import { participantSlots } from "./participants.ts";
import { loadVisitorFields } from "./visitor-fields-data.ts";

export async function requireRunningHold(deps: CheckoutDeps, buyerId: AuthorizedBuyerId, holdId?: string) {
  const hold = await findRunningHold(deps.db, buyerId, holdId);
  if (!hold) throw checkoutError.noRunningCheckout();
  return hold;
}

/** The hold's visitors with their sealed answers opened (each slot is bound to its own context). */
export function openHoldAnswers(
  deps: Pick<CheckoutDeps, "cipher">,
  hold: Pick<HoldRow, "id" | "participants">,
) {
  if (!Array.isArray(hold.participants)) return null;
  return hold.participants.map((stored: unknown, index) =>
    openAnswers(stored, deps.cipher, holdAnswersContext(hold.id, index)),
  );
}

/** The saved buyer block, only its three strings (the stored JSON is what the buyer sent). */
function savedBuyer(stored: unknown): z.infer<typeof checkoutBuyerSchema> | null {
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return null;
  const data = stored as Record<string, unknown>;
  const text = (key: string) => (typeof data[key] === "string" ? data[key] : "");
  return { name: text("name"), email: text("email"), phone_number: text("phone_number") };
}

export const holdLines = (hold: HoldRow): HoldLine[] => hold.lines as HoldLine[];

/** POST /transaction/checkout/detail: the running hold with its participants and voucher. */
export async function getCheckoutDetail(
  deps: CheckoutDeps,
  buyerId: AuthorizedBuyerId,
  holdId?: string,
): Promise<z.infer<typeof checkoutDetailSchema>> {
  const hold = await requireRunningHold(deps, buyerId, holdId);
  const lines = holdLines(hold);
  const voucher = await voucherSummary(deps.db, hold);
  return {
    hold_id: hold.id,
    event_slug: hold.event_slug,
    status: hold.status,
    expired_at: hold.expires_at,
    is_seat_ticket: hold.is_seat_ticket,
    // The hold's owner sees their own answers again (to review or correct them), unsealed.
    participants: participantSlots(lines, openHoldAnswers(deps, hold)),
    tickets: lines,
    sub_total: hold.sub_total,
    voucher: voucher ? { code: voucher.code, voucher_discount: voucher.discount } : null,
    visitor_fields: (await loadVisitorFields(deps.db, hold.event_id)) as Record<string, unknown>[],
    additional: { bank_payment: [...(voucher?.allowedPaymentMethods ?? [])] },
    buyer: savedBuyer(hold.buyer_data),
  };
}

/** POST /transaction/my-cart: whether an unpaid cart exists (the web warns before replacing it). */
export async function getMyCart(
  deps: CheckoutDeps,
  buyerId: AuthorizedBuyerId,
): Promise<z.infer<typeof myCartSchema>> {
  const hold = await findRunningHold(deps.db, buyerId);
  return {
    is_cart: hold?.status === "held",
    awaiting_payment: hold?.status === "awaiting_payment",
    hold_id: hold?.id ?? null,
    event_slug: hold?.event_slug ?? null,
    expired_at: hold?.expires_at ?? null,
  };
}
