import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config/env.ts";
import { events } from "../../server/db/schema/index.ts";
import { rows } from "../../server/db/sql-helpers.ts";
import { type AdmissionProtection, checkInTicket } from "../../server/features/e-tickets/check-in-ticket.ts";
import { findEventBySlug } from "../../server/features/e-tickets/data.ts";
import { currentTicketCode } from "../../server/features/e-tickets/ticket-code-for.ts";
import type { Mailer } from "../../server/features/mail/mailer.ts";
import type { OrganiserAccess } from "../../server/features/organizations/access.ts";
import { type RefundLocks, STRICT_REFUND_LOCKS } from "../../server/features/refunds/open-refund.ts";
import type { RefundsDeps } from "../../server/features/refunds/refunds-deps.ts";
import { requestRefund } from "../../server/features/refunds/request-refund.ts";
import { SandboxGateway } from "../../server/features/sandbox-gateway/sandbox-gateway.ts";
import { createDataCipher } from "../../server/security/data-cipher.ts";
import { refundsId } from "../../shared/i18n/catalogs/organizer/refunds-id.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { createBuyers } from "../support/checkout-fixtures.ts";
import { issuePaidTickets } from "../support/e-tickets-fixtures.ts";
import { createCategory, createEvent, createOrganiser } from "../support/events-fixtures.ts";
import { testPostgresUrl } from "../support/postgres-url.ts";
import { raceUntilDefect } from "../support/race-control.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

/**
 * Refunds racing each other and the gate, on real PostgreSQL (PGlite has one connection: nothing races
 * there). Each race has a CONTROL: the same race with the protection switched off must show the defect,
 * proving the test can fail.
 */
const postgres = testPostgresUrl() !== null;

let database: TestDatabase;
let deps: RefundsDeps;
const quietMailer: Mailer = { enqueue: async () => {}, deliver: () => {} };

beforeAll(async () => {
  if (!postgres) return;
  database = await createTestDatabase();
  const clock = { now: () => new Date() };
  deps = {
    db: database.db,
    config: loadConfig({ NODE_ENV: "test" }),
    clock,
    cipher: createDataCipher(Buffer.alloc(32, 3)),
    mailer: quietMailer,
    gateway: new SandboxGateway({
      clock,
      callbackToken: "t".repeat(32),
      webhookSecret: `whsec_${Buffer.alloc(24, 1).toString("base64")}`,
      simulatorUrl: () => "",
    }),
  };
});
afterAll(async () => {
  await database?.destroy();
});

async function paidTicket() {
  const organiser = await createOrganiser(database.db);
  const event = await createEvent(database.db, { organiserId: organiser.id, lifecycle: "published" });
  const category = await createCategory(database.db, event.id);
  const [buyer, member] = await createBuyers(database.db, 2);
  const sold = await issuePaidTickets(database.db, {
    buyerId: buyer!.id,
    eventId: event.id,
    categoryId: category.id,
    visitors: ["Rika", "Dewi"],
  });
  const [row] = await database.db.select().from(events).where(eq(events.id, event.id));
  const access = { buyerId: member!.id, organiserId: organiser.id, role: "owner" } as OrganiserAccess;
  return { event: row!, access, orderId: sold.transactionId, ticketId: sold.ticketIds[0]! };
}

const refundTicket = (f: Awaited<ReturnType<typeof paidTicket>>, locks: RefundLocks = STRICT_REFUND_LOCKS) =>
  requestRefund(
    deps,
    f.access,
    f.event,
    f.orderId,
    { kind: "tickets", ticketIds: [f.ticketId] },
    { locale: "id", requestKey: null },
    locks,
  );

async function refundsOfTicket(ticketId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM order_refund_tickets WHERE ticket_id = ${ticketId}`,
  );
  return row!.n;
}

describe.skipIf(!postgres)("refunds racing (PostgreSQL)", () => {
  it("50 parallel refunds of one ticket: one succeeds, 49 hear a translated 409", async () => {
    const f = await paidTicket();
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => refundTicket(f)));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    for (const outcome of outcomes)
      if (outcome.status === "rejected")
        expect(outcome.reason).toMatchObject({
          code: "conflict",
          options: { messageKey: "organizer.refunds.errors.ticketRefunded" },
        });
    expect(await refundsOfTicket(f.ticketId)).toBe(1);
    const [money] = await rows<{ n: number; amount: number }>(
      database.db,
      sql`SELECT count(*)::int AS n, sum(amount)::int AS amount FROM order_refunds WHERE transaction_id = ${f.orderId}`,
    );
    expect(money).toEqual({ n: 1, amount: 150_000 });
  }, 60_000);

  it("control: without the row locks and the ticket's key, the same race refunds a ticket twice", async () => {
    await database.db.execute(
      sql`ALTER TABLE order_refund_tickets DROP CONSTRAINT order_refund_tickets_pkey`,
    );
    try {
      const worst = await raceUntilDefect(
        async () => {
          const f = await paidTicket();
          await Promise.allSettled(
            Array.from({ length: 50 }, () => refundTicket(f, { lockOrder: false, lockTickets: false })),
          );
          return refundsOfTicket(f.ticketId);
        },
        (count) => count > 1,
        { withinMs: 60_000 },
      );
      expect(worst).toBeGreaterThan(1);
    } finally {
      await database.db.execute(sql`DELETE FROM order_refund_tickets a USING order_refund_tickets b
        WHERE a.ticket_id = b.ticket_id AND a.refund_id > b.refund_id`);
      await database.db.execute(
        sql`ALTER TABLE order_refund_tickets ADD CONSTRAINT order_refund_tickets_pkey PRIMARY KEY (ticket_id)`,
      );
    }
  }, 90_000);

  /** A refund and a check-in of the same ticket at once; which won, by what each heard. */
  async function refundVersusCheckIn(locks: RefundLocks, protection: AdmissionProtection) {
    const f = await paidTicket();
    const gate = (await findEventBySlug(database.db, f.event.slug))!;
    const code = await currentTicketCode(deps, { id: f.ticketId, eventId: f.event.id, codeVersion: 1 });
    const gateDeps = { db: database.db, clock: deps.clock, cipher: deps.cipher };
    const [refunded, admitted] = await Promise.allSettled([
      refundTicket(f, locks),
      checkInTicket(gateDeps, gate, { code, gate: "Gate A" }, protection),
    ]);
    return {
      refundWon: refunded.status === "fulfilled",
      refundError:
        refunded.status === "rejected"
          ? (refunded.reason as { options?: { messageKey?: string } }).options
          : null,
      checkInWon: admitted.status === "fulfilled" && admitted.value.verdict === "valid",
      verdict: admitted.status === "fulfilled" ? admitted.value.verdict : "error",
    };
  }

  it("a refund racing a check-in, 30 times: exactly one wins each time, the loser told why", async () => {
    const t = createTranslator("id");
    const winners = { refund: 0, checkIn: 0 };
    for (let i = 0; i < 30; i++) {
      const outcome = await refundVersusCheckIn(STRICT_REFUND_LOCKS, {});
      expect(Number(outcome.refundWon) + Number(outcome.checkInWon)).toBe(1);
      if (outcome.refundWon) {
        winners.refund++;
        expect(outcome.verdict).toBe("void");
      } else {
        winners.checkIn++;
        expect(outcome.refundError?.messageKey).toBe("organizer.refunds.errors.ticketCheckedIn");
        expect(t(outcome.refundError!.messageKey as never)).toBe(refundsId.errors.ticketCheckedIn);
      }
    }
    process.stdout.write(
      `refund vs check-in, 30 races: refund won ${winners.refund}, check-in won ${winners.checkIn}\n`,
    );
  }, 120_000);

  it("control: without the ticket's row lock on either side, both can win", async () => {
    const worst = await raceUntilDefect(
      async () => {
        const outcome = await refundVersusCheckIn(
          { lockOrder: true, lockTickets: false },
          { recheckTicket: false },
        );
        return Number(outcome.refundWon) + Number(outcome.checkInWon);
      },
      (winners) => winners > 1,
      { withinMs: 60_000 },
    );
    expect(worst).toBe(2);
  }, 90_000);
});
