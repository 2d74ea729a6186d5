import type { Clock } from "../../clock.ts";
import type { Config } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import type { DataCipher } from "../../security/data-cipher.ts";
import type { AppServices } from "../../services.ts";
import type { SenderDeps } from "./sender.ts";

/** What the webhook use cases need, picked from the app's services (composition root, ADR 0116). */
export interface WebhooksDeps {
  db: Db;
  config: Config;
  clock: Clock;
  /** Seals each endpoint's `whsec_` secret at rest (ADR 0118). */
  cipher: DataCipher;
}

export function webhooksDeps(
  services: Pick<AppServices, "db" | "config" | "clock" | "cipher">,
): WebhooksDeps {
  return { db: services.db, config: services.config, clock: services.clock, cipher: services.cipher };
}

export function senderDeps(
  services: Pick<AppServices, "db" | "config" | "clock" | "cipher"> & Partial<Pick<AppServices, "metrics">>,
): SenderDeps {
  const metrics = services.metrics;
  return {
    db: services.db,
    cipher: services.cipher,
    clock: services.clock,
    production: services.config.NODE_ENV === "production",
    ...(metrics ? { countAttempt: (result) => metrics.webhookAttempt(result) } : {}),
  };
}
