import { createHash, createHmac } from "node:crypto";
import type { MediaStore } from "./media-store.ts";
import { MEDIA_KEY } from "./media-store.ts";

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/**
 * AWS Signature Version 4 for one request (path-style URL, payload hash signed): the headers to send.
 * Small enough to write by hand with node:crypto instead of pulling an SDK in.
 */
export function signS3Request(
  settings: S3Settings,
  request: { method: "GET" | "PUT"; url: URL; body: Buffer; contentType?: string },
  now: Date,
): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.[0-9]{3}/, "");
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256Hex(request.body);
  const headers: Record<string, string> = {
    host: request.url.host,
    "x-amz-content-sha256": payloadHash,
    "x-amz-date": amzDate,
    ...(request.contentType ? { "content-type": request.contentType } : {}),
  };
  const names = Object.keys(headers).sort();
  const canonicalRequest = [
    request.method,
    request.url.pathname,
    "",
    ...names.map((name) => `${name}:${headers[name]!.trim()}`),
    "",
    names.join(";"),
    payloadHash,
  ].join("\n");
  const scope = `${day}/${settings.region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${settings.secretAccessKey}`, day), settings.region), "s3"),
    "aws4_request",
  );
  const signature = createHmac("sha256", signingKey).update(stringToSign).digest("hex");
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${settings.accessKeyId}/${scope}, SignedHeaders=${names.join(";")}, Signature=${signature}`,
  };
}

export function s3MediaStore(settings: S3Settings, now: () => Date = () => new Date()): MediaStore {
  const objectUrl = (key: string) =>
    new URL(`${settings.endpoint.replace(/\/$/, "")}/${settings.bucket}/${key}`);
  return {
    kind: "s3",
    async put(key, body, contentType) {
      if (!MEDIA_KEY.test(key)) throw new RangeError("invalid media key");
      const url = objectUrl(key);
      const headers = signS3Request(settings, { method: "PUT", url, body, contentType }, now());
      const { host: _host, ...sent } = headers;
      const response = await fetch(url, { method: "PUT", headers: sent, body: new Uint8Array(body) });
      // The status only: an S3 error body may echo request details, never logged or shown.
      if (!response.ok) throw new Error(`S3 PUT answered ${response.status}`);
    },
    async get(key) {
      if (!MEDIA_KEY.test(key)) return null;
      const url = objectUrl(key);
      const headers = signS3Request(settings, { method: "GET", url, body: Buffer.alloc(0) }, now());
      const { host: _host, ...sent } = headers;
      const response = await fetch(url, { headers: sent });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET answered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
