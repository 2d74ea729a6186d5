import type { PublicConfig } from "#shared/contracts/public-config.ts";
import { type Config, paymentSandboxEnabled } from "./env.ts";

export function toPublicConfig(config: Config): PublicConfig {
  return {
    baseUrl: config.PUBLIC_BASE_URL.replace(/\/$/, ""),
    googleClientId: config.GOOGLE_CLIENT_ID ?? null,
    paymentSandbox: paymentSandboxEnabled(config),
    links: {
      registerEvent: config.PUBLIC_REGISTER_EVENT_URL,
      customerService: config.PUBLIC_CUSTOMER_SERVICE_URL,
      partnership: config.PUBLIC_PARTNERSHIP_URL,
      instagram: config.PUBLIC_INSTAGRAM_URL,
      youtube: config.PUBLIC_YOUTUBE_URL,
      x: config.PUBLIC_X_URL,
      tiktok: config.PUBLIC_TIKTOK_URL,
    },
  };
}
