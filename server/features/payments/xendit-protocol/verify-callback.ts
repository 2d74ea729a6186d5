import type { CallbackHeaders, CallbackInput, VerifiedCallback } from "../gateway.ts";
import {
  CALLBACK_TOKEN_HEADER,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from "./callback-headers.ts";
import { readCallback } from "./read-callback.ts";
import { secretsEqual, verifySignature } from "./signing.ts";

const TIMESTAMP_TOLERANCE_S = 300;

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
 * The whole callback check (token, Standard Webhooks signature over the raw body, timestamp window) and
 * the read of the body. One copy, so the sandbox and the Xendit HTTP adapter refuse exactly the same.
 */
export function verifyXenditCallback(callbackToken: string, input: CallbackInput): VerifiedCallback | null {
  if (!hasValidCallbackToken(callbackToken, input.headers)) return null;
  const id = header(input.headers, WEBHOOK_ID_HEADER);
  const timestamp = header(input.headers, WEBHOOK_TIMESTAMP_HEADER);
  const signature = header(input.headers, WEBHOOK_SIGNATURE_HEADER);
  if (!id || !timestamp || !signature || id.length > 200) return null;
  if (!verifySignature(callbackToken, id, timestamp, input.rawBody, signature)) return null;
  if (Math.abs(input.now.getTime() / 1000 - Number(timestamp)) > TIMESTAMP_TOLERANCE_S) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(input.rawBody.toString("utf8"));
  } catch {
    return null;
  }
  return readCallback(input.product, id, parsed);
}
