import type { Clock } from "../../clock.ts";
import type { Config } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import type { DataCipher } from "../../security/data-cipher.ts";
import type { AppServices } from "../../services.ts";
import type { Mailer } from "../mail/index.ts";

/** What the organiser's use cases need, picked from the app's services (composition root, ADR 0116). */
export interface OrganizerDeps {
  db: Db;
  config: Config;
  clock: Clock;
  /** Seals the payout account number (ADR 0118). */
  cipher: DataCipher;
  mailer: Mailer;
}

export function organizerDeps(
  services: Pick<AppServices, "db" | "config" | "clock" | "cipher" | "mailer">,
): OrganizerDeps {
  return {
    db: services.db,
    config: services.config,
    clock: services.clock,
    cipher: services.cipher,
    mailer: services.mailer,
  };
}
