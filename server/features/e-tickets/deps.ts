import type { Clock } from "../../clock.ts";
import type { Config } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import type { DataCipher } from "../../security/data-cipher.ts";
import type { AppServices } from "../../services.ts";
import { coalescedActivity } from "../live-updates/index.ts";
import type { Mailer } from "../mail/index.ts";

/** What the e-tickets use cases need, picked from the app's services (built once by the composition root). */
export interface ETicketsDeps {
  db: Db;
  config: Config;
  clock: Clock;
  /** Seals the events' private signing keys (the same key material as the buyers' identity numbers). */
  cipher: DataCipher;
  mailer: Mailer;
  /**
   * Tells the organiser's open dashboards, on any process, that an event's tickets were admitted,
   * coalesced to at most one update a second per event, so a gate rush publishes no update
   * per scan and a scan's answer never waits for it.
   */
  announceAdmitted: (eventSlug: string) => void;
}

export function eTicketsDeps(
  services: Pick<AppServices, "db" | "config" | "clock" | "cipher" | "mailer" | "live">,
): ETicketsDeps {
  return {
    db: services.db,
    config: services.config,
    clock: services.clock,
    cipher: services.cipher,
    mailer: services.mailer,
    announceAdmitted: coalescedActivity(services, "check_in"),
  };
}
