import type { Clock } from "./clock.ts";
import type { Config } from "./config/env.ts";
import type { Database, Db } from "./db/client.ts";
import type { CheckoutLoad } from "./features/checkout/load-shedding.ts";
import type { CatalogueSearch } from "./features/events/catalogue-search.ts";
import type { LiveUpdates } from "./features/live-updates/index.ts";
import type { Mailer } from "./features/mail/mailer.ts";
import type { MediaStore } from "./features/media/media-store.ts";
import type { SessionReader } from "./features/sessions/session-reader.ts";
import type { WaitingRoom } from "./features/waiting-room/waiting-room.ts";
import type { AppMetrics } from "./metrics/app-metrics.ts";
import type { PaymentGateways } from "./payment-gateways.ts";
import type { DataCipher } from "./security/data-cipher.ts";

/**
 * What use cases and route factories may depend on, built once per app by `buildServices`
 * (`server/build-services.ts`, the composition root). Features receive it explicitly and only pick
 * from it (no module-level singletons, nothing built twice), so tests can swap any provider and
 * several apps in one process each keep their own.
 */
export interface AppServices {
  config: Config;
  database: Database;
  db: Db;
  sessions: SessionReader;
  clock: Clock;
  /** Seals personal data at rest and the events' signing keys (`DATA_ENCRYPTION_KEY`). */
  cipher: DataCipher;
  /** The outbox, plus SMTP delivery with the registered attachment resolvers when `SMTP_URL` is set. */
  mailer: Mailer;
  /** Uploaded images' files: `MEDIA_DIR` or an S3-compatible store (`S3_*`). */
  media: MediaStore;
  /** The built-in sandbox provider and the gateway the payments use cases call (`PAYMENT_GATEWAY`). */
  payments: PaymentGateways;
  /** Cross-process publish/subscribe with a replay log (Redis when `REDIS_URL` is set, else the database). */
  live: LiveUpdates;
  /** The listed catalogue's in-process search index, kept current through the live updates (ADR 0134). */
  catalogue: CatalogueSearch;
  /** Each event's waiting room: Redis when `REDIS_URL` is set, else the database (ADR 0124). */
  waitingRoom: WaitingRoom;
  /** Checkout's load in this process: the limit that sheds new checkouts, read by the waiting room. */
  checkoutLoad: CheckoutLoad;
  /** This process's Prometheus counters and gauges (ADR 0135): HTTP, pools, callbacks, streams. */
  metrics: AppMetrics;
}
