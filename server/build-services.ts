import { type Clock, systemClock } from "./clock.ts";
import type { Config } from "./config/env.ts";
import type { Database, Db } from "./db/client.ts";
import { createCheckoutLoad } from "./features/checkout/load-shedding.ts";
import {
  TICKETS_ATTACHMENT_KIND,
  ticketsAttachmentResolver,
} from "./features/e-tickets/confirmation-attachment.ts";
import { catalogueSearch } from "./features/events/catalogue-search.ts";
import { liveUpdatesFor } from "./features/live-updates/index.ts";
import type { AttachmentResolvers } from "./features/mail/attachment-resolvers.ts";
import { mailerFromConfig } from "./features/mail/mailer-from-config.ts";
import type { MediaStore } from "./features/media/media-store.ts";
import { mediaStoreFromConfig } from "./features/media/media-store-from-config.ts";
import { databaseSessionReader, type SessionReader } from "./features/sessions/session-reader.ts";
import {
  createWaitingRoom,
  postgresWaitingRoomStore,
  redisWaitingRoomStore,
  type WaitingRoomStore,
} from "./features/waiting-room/index.ts";
import { createAppMetrics } from "./metrics/app-metrics.ts";
import { buildPaymentGateways } from "./payment-gateways.ts";
import { type DataCipher, dataCipherFromConfig, dataEncryptionKey } from "./security/data-cipher.ts";
import type { AppServices } from "./services.ts";

export interface ServiceInputs {
  config: Config;
  database: Database;
  /** Overrides "now" for time-window rules (tests move the clock instead of waiting). */
  clock?: Clock;
  /** Overrides how session tokens are read (tests). */
  sessions?: SessionReader;
  /** Overrides where uploaded images go (tests). */
  media?: MediaStore;
  /** Overrides the waiting room's store (tests give each app its own Redis prefix). */
  waitingRoomStore?: WaitingRoomStore;
}

/**
 * The composition root: every provider of one app is built here, once, and handed to the features,
 * the webhook receiver, the jobs, the sandbox endpoints and the test routes. Call once per app (tests
 * build several apps in one process, each with its own services).
 */
export function buildServices(inputs: ServiceInputs): AppServices {
  const { config, database } = inputs;
  const db = database.db;
  const clock = inputs.clock ?? systemClock;
  const cipher = dataCipherFromConfig(config);
  const live = liveUpdatesFor(config, database);
  // Checkouts wait in the category's combiner, not on a connection (ADR 0105), so many can be in
  // flight: each batch then carries more holds per commit. The limit falls from this ceiling when
  // checkout answers slower than its target (load-shedding.ts).
  const checkoutLoad = createCheckoutLoad({
    maxInFlight: config.DATABASE_POOL_MAX * 64,
    minInFlight: Math.max(2, Math.ceil(config.DATABASE_POOL_MAX / 4)),
    latencyTargetMs: config.CHECKOUT_LATENCY_TARGET_MS,
  });
  return {
    config,
    database,
    db,
    clock,
    sessions: inputs.sessions ?? databaseSessionReader(db),
    cipher,
    mailer: mailerFromConfig(db, config, mailAttachmentResolvers({ db, cipher })),
    media: inputs.media ?? mediaStoreFromConfig(config),
    payments: buildPaymentGateways(config, clock, database),
    live,
    catalogue: catalogueSearch(database, live),
    waitingRoom: createWaitingRoom({
      db,
      clock,
      store:
        inputs.waitingRoomStore ??
        (config.REDIS_URL
          ? redisWaitingRoomStore(config.REDIS_URL, db, `${config.REDIS_KEY_PREFIX}wr:`)
          : postgresWaitingRoomStore(db)),
      dataKey: dataEncryptionKey(config),
      autoAdmitPerMinute: config.WAITING_ROOM_AUTO_RATE,
      checkoutOverloaded: checkoutLoad.overloaded,
    }),
    checkoutLoad,
    metrics: createAppMetrics({ engine: database.kind, pools: () => database.pools?.() ?? [] }),
  };
}

/**
 * Every kind of attachment a feature may enqueue, registered with the mailer so the mail feature never
 * imports the features it draws for: the payment confirmation's e-tickets PDF.
 */
export function mailAttachmentResolvers(services: { db: Db; cipher: DataCipher }): AttachmentResolvers {
  return { [TICKETS_ATTACHMENT_KIND]: ticketsAttachmentResolver(services) };
}
