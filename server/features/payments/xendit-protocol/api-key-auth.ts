import { secretsEqual } from "./signing.ts";

/**
 * Xendit's API authentication: HTTP Basic with the secret key as the username and an empty password.
 * The adapter sends it; the sandbox's mirror checks it (in constant time).
 */
export function apiKeyAuthorization(secretKey: string): string {
  return `Basic ${Buffer.from(`${secretKey}:`).toString("base64")}`;
}

export function hasApiKey(authorization: string | undefined, secretKey: string): boolean {
  if (typeof authorization !== "string" || !authorization.startsWith("Basic ")) return false;
  const decoded = Buffer.from(authorization.slice(6), "base64").toString("utf8");
  return secretsEqual(decoded, `${secretKey}:`);
}
