import { Gauge, Registry } from "prom-client";
import type { Db } from "../../db/client.ts";
import type { PaymentStatus } from "../../db/schema/index.ts";
import { eventsOnSale } from "../events/index.ts";
import { outboxBacklog } from "../mail/index.ts";
import { paymentExpiryLagSeconds, paymentStatesOfEvents } from "../payments/index.ts";
import { eventStockTotals, holdSweepLagSeconds } from "../stock/index.ts";
import type { LineReading } from "../waiting-room/index.ts";
import { deliveryBacklog } from "../webhooks/index.ts";

/** Per-event series are kept to this many events (on sale, or rooms that are on): bounded labels. */
export const EVENT_SERIES_LIMIT = 100;
/** The database part of one scrape gives up after this long; sections not read by then are reported down. */
const SCRAPE_BUDGET_MS = 3_000;

const STATE_LABELS: Record<PaymentStatus, string> = {
  "Waiting For Payment": "waiting",
  "Payment Success": "paid",
  "Payment Expired": "expired",
  Cancelled: "cancelled",
};

export interface DatabaseMetricsDeps {
  /** The connection the scrape reads with (its own, so it never waits behind buyers' queries). */
  db: () => Db;
  waitingRoom: { lines(limit: number): Promise<LineReading[]> };
  /** SMTP delivery is configured: without it the outbox is the mail's destination and has no lag. */
  mailDelivery: boolean;
}

/**
 * What the database knows, read once per scrape (ADR 0135) with a handful of index-backed queries:
 * per event on sale (at most EVENT_SERIES_LIMIT) the tickets sold, held and left, the waiting rooms'
 * lines and admissions, orders by payment state, and the lags of the work queued in tables (payment
 * expiry, the hold sweeper, organisers' webhooks, the mail outbox). Gauges, recomputed each time, so an
 * event that leaves the sale leaves the answer and a cluster's workers never count it twice. Each
 * section is read on its own: one that fails or runs out of time is reported by
 * `tiketin_database_metrics_up{section}` 0 and leaves the others standing.
 */
export function createDatabaseMetrics(deps: DatabaseMetricsDeps) {
  const registry = new Registry();
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });

  const up = gauge(
    "tiketin_database_metrics_up",
    "1 when this section of the database metrics was read for this scrape, 0 when it failed or ran out of time.",
    ["section"],
  );
  const took = gauge(
    "tiketin_database_metrics_duration_seconds",
    "Time each section of the database metrics took to read for this scrape.",
    ["section"],
  );
  const onSale = gauge(
    "tiketin_events_on_sale",
    `Events on sale (published, not ended, a listed category open or opening within the hour); per-event series cover at most ${EVENT_SERIES_LIMIT}.`,
  );
  const sold = gauge("tiketin_event_tickets_sold", "Tickets sold (paid) per event on sale.", ["event"]);
  const held = gauge("tiketin_event_tickets_held", "Tickets in unexpired holds per event on sale.", [
    "event",
  ]);
  const left = gauge("tiketin_event_tickets_remaining", "Tickets left to sell per event on sale.", ["event"]);
  const payments = gauge(
    "tiketin_payments",
    "Orders of the events on sale by payment state: waiting, paid, expired, cancelled.",
    ["state"],
  );
  const refunds = gauge(
    "tiketin_payments_needing_refund",
    "Orders of the events on sale paid too late for their stock: money to give back.",
  );
  const inLine = gauge("tiketin_waiting_room_in_line", "Places in a waiting room's line not yet admitted.", [
    "event",
  ]);
  const admitted = gauge("tiketin_waiting_room_admitted", "Admitted since the line opened (only grows).", [
    "event",
  ]);
  const lastMinute = gauge(
    "tiketin_waiting_room_admitted_last_minute",
    "Admissions during the last minute.",
    ["event"],
  );
  const rate = gauge("tiketin_waiting_room_admit_per_minute", "The room's admission rate setting.", [
    "event",
  ]);
  const open = gauge(
    "tiketin_waiting_room_open",
    "1 once the room's opening has passed and admission began, 0 while places wait for the draw.",
    ["event"],
  );
  const jobLag = gauge(
    "tiketin_job_lag_seconds",
    "How far background work is behind: the oldest item due and not done, in seconds (payment_expiry, hold_sweep, webhook_delivery).",
    ["job"],
  );
  const webhooksPending = gauge(
    "tiketin_webhook_deliveries_pending",
    "Organisers' webhooks still to deliver.",
  );
  const webhooksRetrying = gauge(
    "tiketin_webhook_deliveries_retrying",
    "Organisers' webhooks that failed at least once and wait for their next attempt.",
  );
  const outboxPending = deps.mailDelivery
    ? gauge("tiketin_mail_outbox_pending", "Mail in the outbox not yet sent (SMTP_URL set).")
    : null;
  const outboxOldest = deps.mailDelivery
    ? gauge("tiketin_mail_outbox_oldest_seconds", "Age of the oldest mail not yet sent: the outbox lag.")
    : null;
  const outboxGivenUp = deps.mailDelivery
    ? gauge(
        "tiketin_mail_outbox_given_up",
        "Mail not sent after every attempt (kept in the outbox to inspect).",
      )
    : null;

  async function read(deadline: number): Promise<void> {
    const db = deps.db();
    const section = async (name: string, work: () => Promise<void>) => {
      const remaining = deadline - Date.now();
      let timer: NodeJS.Timeout | undefined;
      const started = performance.now();
      try {
        if (remaining <= 0) throw new Error("out of time");
        await Promise.race([
          work(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error("out of time")), remaining);
          }),
        ]);
        up.set({ section: name }, 1);
      } catch {
        up.set({ section: name }, 0);
      } finally {
        clearTimeout(timer);
        took.set({ section: name }, (performance.now() - started) / 1000);
      }
    };

    let eventIds: number[] = [];
    await section("events", async () => {
      const found = await eventsOnSale(db, EVENT_SERIES_LIMIT);
      const totals = await eventStockTotals(
        db,
        found.events.map((event) => event.id),
      );
      onSale.set(found.total);
      for (const event of found.events) {
        const stock = totals.get(event.id);
        sold.set({ event: event.slug }, stock?.sold ?? 0);
        held.set({ event: event.slug }, stock?.held ?? 0);
        left.set({ event: event.slug }, stock?.remaining ?? 0);
      }
      eventIds = found.events.map((event) => event.id);
    });
    await section("payments", async () => {
      const counts = new Map(Object.values(STATE_LABELS).map((state) => [state, 0]));
      let needingRefund = 0;
      for (const row of await paymentStatesOfEvents(db, eventIds)) {
        const state = STATE_LABELS[row.status];
        counts.set(state, (counts.get(state) ?? 0) + row.count);
        if (row.needsRefund) needingRefund += row.count;
      }
      for (const [state, count] of counts) payments.set({ state }, count);
      refunds.set(needingRefund);
    });
    await section("waiting_rooms", async () => {
      for (const line of await deps.waitingRoom.lines(EVENT_SERIES_LIMIT)) {
        inLine.set({ event: line.slug }, line.inLine);
        admitted.set({ event: line.slug }, line.admitted);
        lastMinute.set({ event: line.slug }, line.admittedLastMinute);
        rate.set({ event: line.slug }, line.admitPerMinute);
        open.set({ event: line.slug }, line.opened ? 1 : 0);
      }
    });
    await section("jobs", async () => {
      jobLag.set({ job: "payment_expiry" }, await paymentExpiryLagSeconds(db));
      jobLag.set({ job: "hold_sweep" }, await holdSweepLagSeconds(db));
      const webhooks = await deliveryBacklog(db);
      jobLag.set({ job: "webhook_delivery" }, webhooks.lagSeconds);
      webhooksPending.set(webhooks.pending);
      webhooksRetrying.set(webhooks.retrying);
    });
    if (outboxPending && outboxOldest && outboxGivenUp)
      await section("mail", async () => {
        const outbox = await outboxBacklog(db);
        outboxPending.set(outbox.pending);
        outboxOldest.set(outbox.oldestSeconds);
        outboxGivenUp.set(outbox.givenUp);
      });
  }

  // One scrape at a time per process: each resets the gauges, reads, then renders what it read.
  let last: Promise<unknown> = Promise.resolve();
  return {
    render(): Promise<string> {
      const next = last.then(async () => {
        registry.resetMetrics();
        await read(Date.now() + SCRAPE_BUDGET_MS);
        return registry.metrics();
      });
      last = next.catch(() => {});
      return next;
    },
  };
}

export type DatabaseMetrics = ReturnType<typeof createDatabaseMetrics>;
