import type { Config } from "../../config/env.ts";

/** The name authenticators show beside the account when asking to use a passkey. */
export const RP_NAME = "Tiketin";
/** How long a ceremony's challenge may be answered. */
export const CHALLENGE_SECONDS = 5 * 60;

/**
 * The origin browsers must report and the RP ID (its host) passkeys are bound to: the site's public
 * origin, so a passkey made on a look-alike site or another port is refused here.
 */
export function relyingParty(config: Pick<Config, "PUBLIC_BASE_URL" | "PASSKEY_ORIGIN">) {
  const url = new URL(config.PASSKEY_ORIGIN ?? config.PUBLIC_BASE_URL);
  return { origin: url.origin, rpId: url.hostname };
}
