import { standardWebhookHeaders } from "../../../http/standard-webhooks.ts";

export {
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from "../../../http/standard-webhooks.ts";

/** Xendit's own scheme: a static token, compared as a raw string (Dashboard -> Webhooks). */
export const CALLBACK_TOKEN_HEADER = "x-callback-token";

/** The secrets a callback is authenticated by (ADR 0120). */
export interface CallbackSecrets {
  /** Xendit's `x-callback-token`: raw, sent as is, checked by string equality. */
  callbackToken: string;
  /** Standard Webhooks `whsec_` secret(s): the base64-decoded key signs id, timestamp and body. */
  webhookSecret: string;
}

/** What a provider sends with a callback body: Xendit's token, and the Standard Webhooks trio. */
export function signedCallbackHeaders(input: {
  secrets: CallbackSecrets;
  webhookId: string;
  /** Unix seconds. */
  timestamp: number;
  body: string;
}): Record<string, string> {
  return {
    [CALLBACK_TOKEN_HEADER]: input.secrets.callbackToken,
    ...standardWebhookHeaders({
      secrets: input.secrets.webhookSecret,
      id: input.webhookId,
      timestamp: input.timestamp,
      body: input.body,
    }),
  };
}
