import { verifyStandardWebhook } from "../../../http/standard-webhooks.ts";
import type { CallbackHeaders, CallbackInput, VerifiedCallback, VerifiedPayoutCallback } from "../gateway.ts";
import {
  CALLBACK_TOKEN_HEADER,
  type CallbackSecrets,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from "./callback-headers.ts";
import { readCallback, readPayoutCallback } from "./read-callback.ts";
import { secretsEqual } from "./signing.ts";

function header(headers: CallbackHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Xendit's static `x-callback-token` check, constant-time. Shared by the sandbox and the HTTP adapter. */
export function hasValidCallbackToken(callbackToken: string, headers: CallbackHeaders): boolean {
  const token = header(headers, CALLBACK_TOKEN_HEADER);
  return typeof token === "string" && secretsEqual(token, callbackToken);
}

/**
 * The whole callback check (Xendit's token, the Standard Webhooks signature over the raw body and its
 * timestamp window) and the read of the body. One copy, so the sandbox and the Xendit HTTP adapter
 * refuse exactly the same.
 */
export function verifyXenditCallback(
  secrets: CallbackSecrets,
  input: CallbackInput,
): VerifiedCallback | null {
  const parsed = verifiedBody(secrets, input);
  if (parsed === undefined) return null;
  return readCallback(input.product, header(input.headers, WEBHOOK_ID_HEADER) ?? "", parsed);
}

/** The same check for the refund and disbursement callbacks. */
export function verifyXenditPayoutCallback(
  secrets: CallbackSecrets,
  input: CallbackInput,
): VerifiedPayoutCallback | null {
  const parsed = verifiedBody(secrets, input);
  if (parsed === undefined) return null;
  return readPayoutCallback(input.product, header(input.headers, WEBHOOK_ID_HEADER) ?? "", parsed);
}

/** The body of an authentic callback, parsed; undefined when anything about it is refused. */
function verifiedBody(secrets: CallbackSecrets, input: CallbackInput): unknown {
  if (!hasValidCallbackToken(secrets.callbackToken, input.headers)) return undefined;
  const signed = verifyStandardWebhook(
    secrets.webhookSecret,
    {
      id: header(input.headers, WEBHOOK_ID_HEADER),
      timestamp: header(input.headers, WEBHOOK_TIMESTAMP_HEADER),
      signature: header(input.headers, WEBHOOK_SIGNATURE_HEADER),
    },
    input.rawBody,
    input.now,
  );
  if (!signed) return undefined;
  try {
    return JSON.parse(input.rawBody.toString("utf8"));
  } catch {
    return undefined;
  }
}
