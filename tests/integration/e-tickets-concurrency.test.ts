import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config/env.ts";
import { eTicketCheckIns, eventSigningKeys } from "../../server/db/schema/index.ts";
import { type AdmissionProtection, checkInTicket } from "../../server/features/e-tickets/check-in-ticket.ts";
import { findEventBySlug } from "../../server/features/e-tickets/data.ts";
import type { ETicketsDeps } from "../../server/features/e-tickets/deps.ts";
import { activeSigningKey } from "../../server/features/e-tickets/signing-key-store.ts";
import { currentTicketCode } from "../../server/features/e-tickets/ticket-code-for.ts";
import { transferTicket } from "../../server/features/e-tickets/transfer-ticket.ts";
import type { Mailer } from "../../server/features/mail/mailer.ts";
import type { AuthorizedBuyerId } from "../../server/features/sessions/require-viewer.ts";
import { createDataCipher } from "../../server/security/data-cipher.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { createBuyers } from "../support/checkout-fixtures.ts";
import { issuePaidTickets } from "../support/e-tickets-fixtures.ts";
import { createCategory, createEvent } from "../support/events-fixtures.ts";
import { testPostgresUrl } from "../support/postgres-url.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

/**
 * The gate's clone race (payments_security.md T33) and the double transfer, on real PostgreSQL
 * (PGlite has one connection, so nothing can race there). The clone race has a CONTROL: the same
 * 100 scans with the admission trusting its earlier read instead of the insert, which must let more
 * than one gate say "valid", proving the test can fail.
 */
const postgres = testPostgresUrl() !== null;

let database: TestDatabase;
let deps: ETicketsDeps;
beforeAll(async () => {
  if (!postgres) return;
  database = await createTestDatabase();
  const quietMailer: Mailer = { enqueue: async () => {}, deliver: () => {} };
  deps = {
    db: database.db,
    config: loadConfig({ NODE_ENV: "test" }),
    clock: { now: () => new Date() },
    cipher: createDataCipher(Buffer.alloc(32, 3)),
    mailer: quietMailer,
    announceAdmitted: () => {},
  };
});
afterAll(async () => {
  await database?.destroy();
});

async function paidTicket() {
  const event = await createEvent(database.db);
  const category = await createCategory(database.db, event.id);
  const [buyer, ...others] = await createBuyers(database.db, 3);
  if (!buyer) throw new Error("no buyer");
  const { ticketIds } = await issuePaidTickets(database.db, {
    buyerId: buyer.id,
    eventId: event.id,
    categoryId: category.id,
    visitors: ["Rika"],
  });
  const ticketId = ticketIds[0] ?? "";
  const gateEvent = await findEventBySlug(database.db, event.slug);
  if (!gateEvent) throw new Error("no event");
  return { event, gateEvent, buyer, others, ticketId };
}

async function hundredScans(protection: AdmissionProtection) {
  const { gateEvent, ticketId } = await paidTicket();
  const code = await currentTicketCode(deps, { id: ticketId, eventId: gateEvent.id, codeVersion: 1 });
  const results = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      checkInTicket(deps, gateEvent, { code, gate: `Gate ${i % 2 === 0 ? "A" : "B"}` }, protection),
    ),
  );
  const rows = await database.db.select().from(eTicketCheckIns).where(eq(eTicketCheckIns.ticketId, ticketId));
  return { results, rows };
}

describe.skipIf(!postgres)("races at the gate (PostgreSQL)", () => {
  it("CONTROL: trusting the read lets several gates admit the same ticket", async () => {
    const { results } = await hundredScans({ admission: "read-then-write" });
    expect(results.filter((result) => result.verdict === "valid").length).toBeGreaterThan(1);
  });

  it("100 parallel scans of one ticket: exactly one valid, 99 already used naming that gate", async () => {
    const { results, rows } = await hundredScans({});
    const valid = results.filter((result) => result.verdict === "valid");
    expect(valid).toHaveLength(1);
    expect(rows).toHaveLength(1);
    const used = results.filter((result) => result.verdict === "already_used");
    expect(used).toHaveLength(99);
    expect(new Set(used.map((result) => result.first_check_in?.gate))).toEqual(new Set([rows[0]?.gate]));
  });

  it("two simultaneous transfers of one ticket: exactly one happens", async () => {
    const { buyer, others, ticketId } = await paidTicket();
    const t = createTranslator("id");
    const log = { warn() {} } as never;
    const outcomes = await Promise.allSettled(
      others.map((_, i) =>
        transferTicket(
          deps,
          buyer.id as AuthorizedBuyerId,
          ticketId,
          { email: `penerima-${i}-${ticketId}@example.com` },
          { t, log },
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: "not_found" });
  });

  it("an event's first signing key is created once even when many codes are shown at once", async () => {
    const { gateEvent } = await paidTicket();
    const keys = await Promise.all(
      Array.from({ length: 20 }, () => activeSigningKey(deps.db, deps.cipher, gateEvent.id)),
    );
    expect(new Set(keys.map((key) => key.kid)).size).toBe(1);
    const rows = await database.db
      .select()
      .from(eventSigningKeys)
      .where(eq(eventSigningKeys.eventId, gateEvent.id));
    expect(rows).toHaveLength(1);
  });
});
