/**
 * Xendit's own schemes compare raw strings (the `x-callback-token` header and the API key) with the
 * shared constant-time comparison. Body signatures are Standard Webhooks (`server/http/standard-webhooks.ts`,
 * ADR 0120).
 */
export { secretsEqual } from "../../../security/secrets-equal.ts";
