import type { TicketStatus } from "#shared/contracts/events.ts";
import type { MessageVars } from "#shared/i18n/translate.ts";
import { AppError } from "../../http/app-error.ts";

/** Every refusal the checkout can answer, so messages and statuses stay in one place. */
export const checkoutError = {
  eventNotFound: () => new AppError("not_found", { messageKey: "checkout.errors.eventNotFound" }),
  categoryNotFound: () => new AppError("rule_refused", { messageKey: "checkout.errors.categoryNotFound" }),
  notOnSale: (status: TicketStatus, name: string) =>
    new AppError(status === "sold_out" || status === "fully_booked" ? "conflict" : "rule_refused", {
      messageKey: `checkout.errors.notOnSale.${status}`,
      vars: { name },
    }),
  perTransactionMax: (ticket: number) =>
    new AppError("rule_refused", { messageKey: "checkout.errors.perTransactionMax", vars: { ticket } }),
  perTransactionMin: (ticket: number, name: string) =>
    new AppError("rule_refused", { messageKey: "checkout.errors.perTransactionMin", vars: { ticket, name } }),
  bundleChoiceInvalid: (name: string) =>
    new AppError("rule_refused", { messageKey: "checkout.errors.bundleChoiceInvalid", vars: { name } }),
  seatsMismatch: () => new AppError("rule_refused", { messageKey: "checkout.errors.seatsMismatch" }),
  seatUnavailable: () => new AppError("conflict", { messageKey: "checkout.errors.seatUnavailable" }),
  /** Quantity above what is left: 'Failed to Checkout' with what remains per category. */
  failedToCheckout: (fields: Record<string, MessageVars>) =>
    new AppError("conflict", {
      messageKey: "checkout.errors.failedToCheckout",
      fields: Object.fromEntries(
        Object.entries(fields).map(([path, vars]) => [path, { key: "checkout.errors.quotaRemaining", vars }]),
      ),
    }),
  categoryLimit: (fields: Record<string, MessageVars>) =>
    new AppError("rule_refused", {
      messageKey: "checkout.errors.categoryLimitExceeded",
      fields: Object.fromEntries(
        Object.entries(fields).map(([path, vars]) => [
          path,
          { key: "checkout.errors.categoryRemaining", vars },
        ]),
      ),
    }),
  accountLimitReached: (total: number) =>
    new AppError("rule_refused", { messageKey: "checkout.errors.accountLimitReached", vars: { total } }),
  accountLimitLeft: (ticketLeft: number, maxTicket: number) =>
    new AppError("rule_refused", {
      messageKey: "checkout.errors.accountLimitLeft",
      vars: { ticketLeft, maxTicket },
    }),
  alreadyHaveTransaction: () =>
    new AppError("rule_refused", { messageKey: "checkout.errors.alreadyHaveTransaction" }),
  previousTransaction: () => new AppError("conflict", { messageKey: "checkout.errors.previousTransaction" }),
  idempotencyMismatch: () =>
    new AppError("rule_refused", { messageKey: "checkout.errors.idempotencyMismatch" }),
  noRunningCheckout: () => new AppError("not_found", { messageKey: "checkout.errors.noRunningCheckout" }),
  voucherInvalid: () => new AppError("rule_refused", { messageKey: "checkout.errors.voucherInvalid" }),
  voucherCannotBeUsed: () =>
    new AppError("rule_refused", { messageKey: "checkout.errors.voucherCannotBeUsed" }),
  voucherMethod: () => new AppError("rule_refused", { messageKey: "checkout.errors.voucherMethod" }),
  methodUnavailable: () => new AppError("rule_refused", { messageKey: "checkout.errors.methodUnavailable" }),
  visitorDataMissing: () =>
    new AppError("validation_failed", { messageKey: "checkout.errors.visitorDataMissing" }),
  busy: () =>
    new AppError("service_unavailable", {
      messageKey: "checkout.errors.busy",
      headers: { "retry-after": "1" },
    }),
};
