/** The payments feature as other features may use it: its public entry (ADR 0117). */

export { type ConfirmationFacts, confirmationMail } from "./confirmation-mail.ts";
export type {
  CallbackHeaders,
  CallbackInput,
  CreateDisbursementInput,
  CreatedInstrument,
  CreatedPayout,
  CreateInstrumentInput,
  CreateRefundInput,
  EwalletActions,
  GatewayStatus,
  PaymentGateway,
  PayoutStatus,
  VerifiedCallback,
  VerifiedPayoutCallback,
} from "./gateway.ts";
export {
  type PaymentStateCount,
  paymentExpiryLagSeconds,
  paymentStatesOfEvents,
} from "./metrics-data.ts";
export { hasApiKey } from "./xendit-protocol/api-key-auth.ts";
export {
  CALLBACK_TOKEN_HEADER,
  type CallbackSecrets,
  signedCallbackHeaders,
} from "./xendit-protocol/callback-headers.ts";
export {
  hasValidCallbackToken,
  verifyXenditCallback,
  verifyXenditPayoutCallback,
} from "./xendit-protocol/verify-callback.ts";
