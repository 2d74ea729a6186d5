import type { Clock } from "../../clock.ts";
import type { Config } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import type { DataCipher } from "../../security/data-cipher.ts";
import type { LockingPolicy } from "../stock/index.ts";
import type { AdmissionGate } from "../waiting-room/index.ts";
import type { HoldOutcome } from "./claim-stock.ts";
import type { Combiner } from "./hold-combiner.ts";
import type { TicketRequest } from "./ticket-request.ts";

export interface CheckoutDeps {
  db: Db;
  config: Config;
  clock: Clock;
  /** Seals visitors' identity and health answers on the hold (server/security/sealed-answers.ts). */
  cipher: DataCipher;
  /** Always `STRICT_LOCKING`, but in the concurrency tests' control runs. */
  locking: LockingPolicy;
  /** The per-event combiner (ADR 0105); without it every checkout is its own transaction. */
  holds?: Combiner<TicketRequest, HoldOutcome>;
  /** The waiting room's guard: a queued event takes holds only from admitted accounts. */
  admission?: AdmissionGate;
}
