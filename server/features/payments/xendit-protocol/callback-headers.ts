import { signCallback } from "./signing.ts";

/** The headers a Xendit callback is authenticated by: the static token and the Standard Webhooks trio. */
export const CALLBACK_TOKEN_HEADER = "x-callback-token";
export const WEBHOOK_ID_HEADER = "webhook-id";
export const WEBHOOK_TIMESTAMP_HEADER = "webhook-timestamp";
export const WEBHOOK_SIGNATURE_HEADER = "webhook-signature";

/** What a provider sends with a callback body: the token, and a signature over id, time and body. */
export function signedCallbackHeaders(input: {
  token: string;
  webhookId: string;
  /** Unix seconds. */
  timestamp: number;
  body: string;
}): Record<string, string> {
  return {
    [CALLBACK_TOKEN_HEADER]: input.token,
    [WEBHOOK_ID_HEADER]: input.webhookId,
    [WEBHOOK_TIMESTAMP_HEADER]: String(input.timestamp),
    [WEBHOOK_SIGNATURE_HEADER]: signCallback(input.token, input.webhookId, input.timestamp, input.body),
  };
}
