import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { guardedLookup } from "./url-policy.ts";

export type PostOutcome =
  | { ok: true; statusCode: number }
  | { ok: false; statusCode: number | null; error: string };

/** The most of a receiver's answer we read (and then drop): we only need its status. */
const RESPONSE_BYTES_MAX = 64 * 1024;

/** A short cause for the log: never the URL, a response body or a header value. */
function cause(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case "ECONNREFUSED":
      return "connection refused";
    case "ECONNRESET":
      return "connection reset";
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "name not resolved";
    case "EPRIVATEADDRESS":
      return "private address refused";
    case "ETIMEDOUT":
      return "timeout";
    default:
      return error.code ? `network error (${error.code})` : "network error";
  }
}

/**
 * POSTs one signed webhook with a hard deadline for the whole exchange (connect, send, answer). A 2xx is
 * delivered; anything else (redirects are not followed) is a failure to retry. In production the name
 * is resolved through `guardedLookup`, so no private address is ever connected to.
 */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; production: boolean },
): Promise<PostOutcome> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const send = target.protocol === "https:" ? httpsRequest : httpRequest;
    let settled = false;
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(outcome);
    };
    const request = send(
      target,
      {
        method: "POST",
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "Tiketin-Webhooks/1",
        },
        agent: false,
        ...(options.production ? { lookup: guardedLookup } : {}),
      },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > RESPONSE_BYTES_MAX) response.destroy();
        });
        const done = () =>
          finish(
            statusCode >= 200 && statusCode < 300
              ? { ok: true, statusCode }
              : { ok: false, statusCode, error: `HTTP ${statusCode}` },
          );
        response.on("end", done);
        response.on("close", done);
        response.on("error", done);
      },
    );
    const deadline = setTimeout(() => {
      finish({ ok: false, statusCode: null, error: "timeout" });
      request.destroy();
    }, options.timeoutMs);
    request.on("error", (error: NodeJS.ErrnoException) =>
      finish({ ok: false, statusCode: null, error: cause(error) }),
    );
    request.end(body);
  });
}
