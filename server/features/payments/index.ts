/** The payments feature as other features may use it: its public entry (ADR 0117). */

export { type ConfirmationFacts, confirmationMail } from "./confirmation-mail.ts";
export type {
  CallbackHeaders,
  CallbackInput,
  CreatedInstrument,
  CreateInstrumentInput,
  EwalletActions,
  GatewayStatus,
  PaymentGateway,
  VerifiedCallback,
} from "./gateway.ts";
export { hasApiKey } from "./xendit-protocol/api-key-auth.ts";
export {
  CALLBACK_TOKEN_HEADER,
  type CallbackSecrets,
  signedCallbackHeaders,
} from "./xendit-protocol/callback-headers.ts";
export { hasValidCallbackToken, verifyXenditCallback } from "./xendit-protocol/verify-callback.ts";
