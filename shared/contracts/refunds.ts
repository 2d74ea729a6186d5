import { z } from "zod";
import { VA_BANK_CODES } from "../payment-methods/gateway-codes.ts";
import { REFUND_STATES } from "./organizer-refunds.ts";

/**
 * The buyer's side of refunds: where each of their tickets' money stands, cancelling a ticket under the
 * event's refund policy, and the page (reached through a mailed single-use link) where they name the
 * bank account a refund of a virtual-account or retail payment is sent to.
 */

/** Banks a refund can be disbursed to: the gateway's bank codes. */
export const DISBURSEMENT_BANKS = VA_BANK_CODES;
export const ACCOUNT_HOLDER_MAX = 100;

const token = z
  .string()
  .min(20)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);
export const refundAccountTokenSchema = z.strictObject({ token });
export const refundAccountBodySchema = z.strictObject({
  token,
  bankCode: z.enum(DISBURSEMENT_BANKS),
  accountNumber: z.string().regex(/^[0-9]{5,20}$/),
  holderName: z.string().trim().min(2).max(ACCOUNT_HOLDER_MAX),
});
export type RefundAccountBody = z.infer<typeof refundAccountBodySchema>;

export const refundAccountViewSchema = z.object({
  eventTitle: z.string(),
  invoiceNumber: z.string(),
  amount: z.number().int(),
  state: z.enum(REFUND_STATES),
  /** True while the link can still be used (unused, unexpired, the refund waiting for an account). */
  open: z.boolean(),
  account: z.object({ bank: z.string(), last4: z.string() }).nullable(),
  failureCode: z.string().nullable(),
});
export type RefundAccountView = z.infer<typeof refundAccountViewSchema>;

/** Per ticket of My tickets: its refund (if any) and whether its buyer may cancel it now. */
export const myTicketRefundSchema = z.object({
  ticket_id: z.string(),
  refund: z
    .object({
      state: z.enum(REFUND_STATES),
      amount: z.number().int(),
      fee: z.number().int(),
      failure_code: z.string().nullable(),
      awaiting_account: z.boolean(),
    })
    .nullable(),
  /** Set when the event's policy lets the buyer cancel this ticket now: until when, the fee, what returns. */
  self_cancel: z.object({ until: z.string(), fee: z.number().int(), amount: z.number().int() }).nullable(),
});
export const myTicketRefundsSchema = z.object({ rows: z.array(myTicketRefundSchema) });
export type MyTicketRefunds = z.infer<typeof myTicketRefundsSchema>;

export const cancelTicketResultSchema = z.object({
  ticket_id: z.string(),
  state: z.enum(REFUND_STATES),
  amount: z.number().int(),
  fee: z.number().int(),
  awaiting_account: z.boolean(),
});
