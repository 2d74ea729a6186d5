import { AppError } from "../../http/app-error.ts";

/** Every refusal of the payments feature, so messages and statuses stay in one place. */
export const paymentError = {
  /** Unknown id AND another buyer's id: the same 404, so existence is never disclosed. */
  notFound: () => new AppError("not_found", { messageKey: "payments.errors.notFound" }),
  noRunningCheckout: () => new AppError("not_found", { messageKey: "payments.errors.noRunningCheckout" }),
  visitorDataMissing: () =>
    new AppError("validation_failed", { messageKey: "payments.errors.visitorDataMissing" }),
  methodUnavailable: () => new AppError("rule_refused", { messageKey: "payments.errors.methodUnavailable" }),
  voucherMethod: () => new AppError("rule_refused", { messageKey: "payments.errors.voucherMethod" }),
  methodFixed: () => new AppError("conflict", { messageKey: "payments.errors.methodFixed" }),
  notWaiting: () => new AppError("conflict", { messageKey: "payments.errors.notWaiting" }),
  phoneRequired: () =>
    new AppError("validation_failed", {
      messageKey: "payments.errors.phoneRequired",
      fields: { phone_number: { key: "validation.field_empty" } },
    }),
  cardTokenRequired: () =>
    new AppError("validation_failed", {
      messageKey: "payments.errors.cardTokenRequired",
      fields: { card_token: { key: "validation.field_empty" } },
    }),
  cardTokenInvalid: () => new AppError("rule_refused", { messageKey: "payments.errors.cardTokenInvalid" }),
  idempotencyMismatch: () =>
    new AppError("rule_refused", { messageKey: "payments.errors.idempotencyMismatch" }),
  gatewayUnavailable: (cause: unknown) =>
    new AppError("service_unavailable", {
      messageKey: "payments.errors.gatewayUnavailable",
      headers: { "retry-after": "2" },
      cause,
    }),
  callbackRefused: () => new AppError("unauthorized", { messageKey: "payments.errors.callbackRefused" }),
  callbackUnreadable: () => new AppError("bad_request", { messageKey: "payments.errors.callbackUnreadable" }),
};
