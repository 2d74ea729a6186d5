import type { Clock } from "../../clock.ts";
import type { Config } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import { createDataCipher, type DataCipher, dataEncryptionKey } from "../../security/data-cipher.ts";
import type { AppServices } from "../../services.ts";
import type { Mailer } from "../mail/mailer.ts";
import { mailerFromConfig } from "../mail/mailer-from-config.ts";

/** What the e-tickets use cases need, assembled once from the app's services. */
export interface ETicketsDeps {
  db: Db;
  config: Config;
  clock: Clock;
  /** Seals the events' private signing keys (the same key material as the buyers' identity numbers). */
  cipher: DataCipher;
  mailer: Mailer;
}

export function eTicketsDeps(services: Pick<AppServices, "db" | "config" | "clock">): ETicketsDeps {
  return {
    db: services.db,
    config: services.config,
    clock: services.clock,
    cipher: createDataCipher(dataEncryptionKey(services.config)),
    mailer: mailerFromConfig(services.db, services.config),
  };
}
