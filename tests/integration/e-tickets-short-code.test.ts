import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buyers,
  eTicketCheckIns,
  eTickets,
  eventGates,
  gateLinks,
  ticketCategories,
} from "../../server/db/schema/index.ts";
import { hashSecret, issueCheckInLink } from "../../server/features/e-tickets/check-in-secret.ts";
import { type AdmissionProtection, checkInTicket } from "../../server/features/e-tickets/check-in-ticket.ts";
import { findEventBySlug } from "../../server/features/e-tickets/data.ts";
import { eTicketsDeps } from "../../server/features/e-tickets/deps.ts";
import type { StaffGateLink } from "../../server/features/e-tickets/gate-scan-data.ts";
import { ticketReference } from "../../server/features/records/index.ts";
import {
  CHECK_IN_SECRET_HEADER,
  type CheckInResult,
  type ETicketDetail,
  type OfflineBundle,
  type SyncResult,
  type TicketPdf,
} from "../../shared/contracts/e-tickets.ts";
import { normalizeShortCode, ticketShortCode } from "../../shared/e-tickets/short-code.ts";
import { verifyTicketCodeOffline } from "../../shared/e-tickets/verify-code.ts";
import { buyerApi, createBuyers } from "../support/checkout-fixtures.ts";
import { issuePaidTickets } from "../support/e-tickets-fixtures.ts";
import { createCategory, createEvent } from "../support/events-fixtures.ts";
import { createOrgFixture, orgCall } from "../support/organizer-fixtures.ts";
import { testPostgresUrl } from "../support/postgres-url.ts";
import { raceUntilDefect } from "../support/race-control.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * The 8-character ticket code organisers see in lists, exports and the order detail (the ticket id's
 * first 8 hex digits) typed by hand at the gate: admitted once for the gate's own event, refused like
 * the QR path otherwise, guessing bounded per gate link, shown on the buyer's e-ticket.
 */
let t: TestApp;
let call: ReturnType<typeof buyerApi>;
beforeAll(async () => {
  t = await createTestApp();
  call = buyerApi(t.app);
});
afterAll(() => t.close());

async function paidSetup(visitors = ["Rika Sutanto"]) {
  const db = t.database.db;
  const event = await createEvent(db);
  const category = await createCategory(db, event.id, { name: "VIP" });
  const [buyer] = await createBuyers(db, 1);
  if (!buyer) throw new Error("no buyer");
  const issued = await issuePaidTickets(db, {
    buyerId: buyer.id,
    eventId: event.id,
    categoryId: category.id,
    visitors,
  });
  return { event, category, buyer, ...issued, ticketId: issued.ticketIds[0] ?? "" };
}

interface Answer {
  status: number;
  body: { status: number; message: string; errorCode?: string; data: CheckInResult };
  headers: Record<string, unknown>;
}

async function gateOf(eventSlug: string) {
  const link = await issueCheckInLink(t.database.db, "http://localhost:3000", eventSlug);
  const secret = new URL(link).hash.replace("#k=", "");
  const headers = { [CHECK_IN_SECRET_HEADER]: secret };
  return {
    scan: async (code: string, language = "en"): Promise<Answer> =>
      (await call("POST", `/check-in/${eventSlug}/scan`, {
        body: { code, gate: "Gate A" },
        headers: { ...headers, "accept-language": language },
      })) as unknown as Answer,
    bundle: async () =>
      (await call("GET", `/check-in/${eventSlug}/bundle`, { headers })).body.data as OfflineBundle,
    sync: async (body: unknown) => await call("POST", `/check-in/${eventSlug}/sync`, { body, headers }),
  };
}

/** A typed form of the short code a person might enter: lower case, spaced and dashed. */
const sloppy = (short: string) => `${short.slice(0, 4).toLowerCase()} - ${short.slice(4).toLowerCase()} `;

describe("typing the short ticket code at the gate", () => {
  it("admits the ticket once from the 8-character code organisers see, typed any which way", async () => {
    const { event, ticketId } = await paidSetup();
    const gate = await gateOf(event.slug);
    const short = ticketReference(ticketId, 1);
    expect(short).toMatch(/^[0-9A-F]{8}$/);

    const first = await gate.scan(sloppy(short));
    expect(first.status).toBe(200);
    expect(first.body.data.verdict).toBe("valid");
    expect(first.body.data.ticket).toMatchObject({ ticket_id: ticketId, holder_name: "Rika Sutanto" });

    const again = await gate.scan(short);
    expect(again.body.data.verdict).toBe("already_used");
    expect(again.body.data.first_check_in?.gate).toBe("Gate A");
    const rows = await t.database.db
      .select()
      .from(eTicketCheckIns)
      .where(eq(eTicketCheckIns.ticketId, ticketId));
    expect(rows).toHaveLength(1);
  });

  it("reads O as 0 and I or L as 1 (the code is hexadecimal), and nothing else as a short code", () => {
    expect(normalizeShortCode("oOiL-ab cd")).toBe("0011ABCD");
    expect(normalizeShortCode(" 0a1b–2c3d ")).toBe("0A1B2C3D");
    expect(normalizeShortCode("0A1B2C3")).toBeNull();
    expect(normalizeShortCode("0A1B2C3DE")).toBeNull();
    expect(normalizeShortCode("0A1B2C3G")).toBeNull();
    expect(normalizeShortCode("A".repeat(119))).toBeNull();
  });

  it("refuses another event's ticket, a void ticket and a transferred one, and unknown codes", async () => {
    const mine = await paidSetup();
    const theirs = await paidSetup();
    const gate = await gateOf(mine.event.slug);
    const other = await gate.scan(ticketReference(theirs.ticketId, 1));
    expect(other.status).toBe(200);
    expect(other.body.data).toEqual({ verdict: "forged", ticket: null, first_check_in: null });

    const db = t.database.db;
    const same = await paidSetup(["Ani", "Budi"]);
    const [voided, moved] = same.ticketIds;
    await db
      .update(eTickets)
      .set({ status: "void" })
      .where(eq(eTickets.id, voided ?? ""));
    await db
      .update(eTickets)
      .set({ status: "transferred" })
      .where(eq(eTickets.id, moved ?? ""));
    const theirGate = await gateOf(same.event.slug);
    expect((await theirGate.scan(ticketReference(voided ?? "", 1))).body.data.verdict).toBe("void");
    expect((await theirGate.scan(ticketReference(moved ?? "", 1))).body.data.verdict).toBe("transferred");
    expect(
      await db
        .select()
        .from(eTicketCheckIns)
        .where(eq(eTicketCheckIns.ticketId, voided ?? "")),
    ).toEqual([]);
  });

  it("answers a code two tickets of the event share with a translated 409, never a guess", async () => {
    const { event, ticketIds } = await paidSetup(["Ani", "Budi"]);
    const [a, b] = ticketIds;
    const prefix = randomBytes(4).toString("hex");
    await t.database.db
      .update(eTickets)
      .set({ id: `${prefix}${(a ?? "").slice(8)}` })
      .where(eq(eTickets.id, a ?? ""));
    await t.database.db
      .update(eTickets)
      .set({ id: `${prefix}${(b ?? "").slice(8)}` })
      .where(eq(eTickets.id, b ?? ""));
    const gate = await gateOf(event.slug);
    const answer = await gate.scan(prefix.toUpperCase());
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ status: 0, errorCode: "conflict" });
    expect(answer.body.message).toMatch(/QR/);
    const inIndonesian = await gate.scan(prefix, "id");
    expect(inIndonesian.body.message).not.toBe(answer.body.message);
  });

  it("bounds guessing: after 10 unknown typed codes the link answers a translated 429, QR scans still work", async () => {
    const { event, ticketId, buyer } = await paidSetup(["Ani", "Budi"]);
    const gate = await gateOf(event.slug);
    const guesses = Array.from({ length: 30 }, () => randomBytes(4).toString("hex"));
    // Sent in parallel: counted before they are checked, so concurrency buys no extra guesses.
    const answers = await Promise.all(guesses.map((guess) => gate.scan(guess)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(20);
    expect(limited[0]?.body).toMatchObject({ status: 0, errorCode: "too_many_requests" });
    expect(Number(limited[0]?.headers["retry-after"])).toBeGreaterThan(0);
    const english = limited[0]?.body.message ?? "";
    const indonesian = (await gate.scan("deadbeef", "id")).body.message;
    expect(english).toMatch(/typed/i);
    expect(indonesian).not.toBe(english);
    expect(indonesian).toMatch(/ketik/i);
    // Even a right typed code waits: the budget is the link's, not the ticket's.
    expect((await gate.scan(ticketReference(ticketId, 1))).status).toBe(429);
    // The signed QR payload is not guessable and is never limited.
    const detail = (await call("GET", `/ticket/detail/${ticketId}`, { token: buyer.token })).body
      .data as ETicketDetail;
    expect((await gate.scan(detail.qr_payload)).body.data.verdict).toBe("valid");
  });

  it("counts only failures: known codes typed between guesses do not refill the budget", async () => {
    const { event, ticketIds } = await paidSetup(Array.from({ length: 12 }, (_, i) => `Tamu ${i}`));
    const gate = await gateOf(event.slug);
    for (let i = 0; i < 10; i++) {
      expect((await gate.scan(ticketReference(ticketIds[i] ?? "", 1))).body.data.verdict).toBe("valid");
      expect((await gate.scan(randomBytes(4).toString("hex"))).status).toBe(200);
    }
    expect((await gate.scan(randomBytes(4).toString("hex"))).status).toBe(429);
  });

  it("never answers 500 to odd typed input", async () => {
    const { event } = await paidSetup();
    const gate = await gateOf(event.slug);
    for (const code of [
      "--------",
      "zzzzzzzz",
      "12345678901",
      "🎫🎫🎫🎫",
      " - ",
      "g".repeat(512),
      "0".repeat(8),
    ])
      expect([200, 400, 409, 429]).toContain((await gate.scan(code)).status);
  });

  it("knows short codes offline and when an offline scan is synced", async () => {
    const { event, ticketIds } = await paidSetup(["Ani", "Budi"]);
    const [first, second] = ticketIds;
    const gate = await gateOf(event.slug);
    const bundle = await gate.bundle();
    const offline = await verifyTicketCodeOffline(sloppy(ticketReference(first ?? "", 1)), bundle);
    expect(offline.verdict).toBe("valid");
    expect(offline.ticket?.ticket_id).toBe(first);
    expect((await verifyTicketCodeOffline("DEADBEEF", bundle)).verdict).toBe("forged");
    const admitted = new Map([[second ?? "", { at: new Date().toISOString(), gate: "Gate B" }]]);
    expect((await verifyTicketCodeOffline(ticketReference(second ?? "", 1), bundle, admitted)).verdict).toBe(
      "already_used",
    );

    const synced = await gate.sync({
      scans: [
        {
          scan_id: randomUUID(),
          code: ticketReference(first ?? "", 1).toLowerCase(),
          gate: "Gate B",
          scanned_at: new Date().toISOString(),
          device_verdict: "valid",
        },
      ],
    });
    expect(synced.status).toBe(200);
    expect((synced.body.data as SyncResult).results[0]?.verdict).toBe("valid");
  });
});

describe("the buyer's e-ticket shows the short code", () => {
  it("in the ticket detail and the PDF, equal to the organisers' reference", async () => {
    const { buyer, ticketId } = await paidSetup();
    const detail = (await call("GET", `/ticket/detail/${ticketId}`, { token: buyer.token })).body
      .data as ETicketDetail;
    expect(detail.short_code).toBe(ticketReference(ticketId, 1));
    const pdf = (await call("GET", `/ticket/detail/${ticketId}/pdf`, { token: buyer.token })).body
      .data as TicketPdf;
    expect(Buffer.from(pdf.base64, "base64").toString("latin1")).toContain(ticketReference(ticketId, 1));
  });
});

describe("a transfer retires the typed code", () => {
  it("refuses the sender's old code as transferred; admits the recipient's new one, as their e-ticket and the records show it", async () => {
    const db = t.database.db;
    const f = await createOrgFixture(db);
    const [category] = await db
      .select({ id: ticketCategories.id })
      .from(ticketCategories)
      .where(eq(ticketCategories.eventId, f.published.id));
    const [sender, recipient] = await createBuyers(db, 2);
    if (!category || !sender || !recipient) throw new Error("no fixture");
    const { ticketIds, transactionId } = await issuePaidTickets(db, {
      buyerId: sender.id,
      eventId: f.published.id,
      categoryId: category.id,
      visitors: ["Rika Sutanto"],
    });
    const ticketId = ticketIds[0] ?? "";
    const detailOf = async (token: string) =>
      (await call("GET", `/ticket/detail/${ticketId}`, { token })).body.data as ETicketDetail;
    const oldCode = (await detailOf(sender.token)).short_code;
    // Version 1 keeps the code organisers' earlier exports carry: the id's first 8 digits.
    expect(oldCode).toBe(ticketId.slice(0, 8).toUpperCase());

    const [to] = await db.select({ email: buyers.email }).from(buyers).where(eq(buyers.id, recipient.id));
    const moved = await call("POST", `/ticket/detail/${ticketId}/transfer`, {
      token: sender.token,
      body: { email: to?.email ?? "" },
    });
    expect(moved.status).toBe(200);

    const gate = await gateOf(f.published.slug);
    const stale = await gate.scan(sloppy(oldCode));
    expect(stale.status).toBe(200);
    expect(stale.body.data.verdict).toBe("transferred");
    expect(await db.select().from(eTicketCheckIns).where(eq(eTicketCheckIns.ticketId, ticketId))).toEqual([]);

    const received = await detailOf(recipient.token);
    const newCode = received.short_code;
    expect(newCode).toMatch(/^[0-9A-F]{8}$/);
    expect(newCode).not.toBe(oldCode);
    const pdf = (await call("GET", `/ticket/detail/${ticketId}/pdf`, { token: recipient.token })).body
      .data as TicketPdf;
    const pdfText = Buffer.from(pdf.base64, "base64").toString("latin1");
    expect(pdfText).toContain(newCode);
    expect(pdfText).not.toContain(oldCode);

    // The organiser's list, order detail, search and export show the recipient's code, not the old one.
    const recordsUrl = `/organizer/organizations/${f.organiser.id}/events/${f.published.id}`;
    const token = f.members.finance.token;
    const attendees = async (query = "") =>
      (
        (await orgCall(t.app, { method: "GET", url: `${recordsUrl}/attendees${query}`, token })).body
          .data as {
          rows: { ticketId: string; reference: string }[];
        }
      ).rows;
    expect(await attendees()).toEqual([expect.objectContaining({ ticketId, reference: newCode })]);
    expect((await attendees(`?q=${newCode}`)).map((row) => row.ticketId)).toEqual([ticketId]);
    const order = (
      await orgCall(t.app, { method: "GET", url: `${recordsUrl}/orders/${transactionId}`, token })
    ).body.data as { tickets: { ticketId: string; reference: string }[] };
    expect(order.tickets).toEqual([expect.objectContaining({ ticketId, reference: newCode })]);
    const csv = await t.app.inject({
      method: "GET",
      url: `/api/v1${recordsUrl}/exports/attendees?format=csv`,
      headers: { cookie: `tiketin_session=${token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(newCode);
    expect(csv.body).not.toContain(oldCode);

    // Offline, the bundle knows the same: the old code is transferred, the new one valid.
    const bundle = await gate.bundle();
    expect((await verifyTicketCodeOffline(oldCode, bundle)).verdict).toBe("transferred");
    expect((await verifyTicketCodeOffline(newCode, bundle)).verdict).toBe("valid");

    const admitted = await gate.scan(newCode.toLowerCase());
    expect(admitted.body.data.verdict).toBe("valid");
    expect(admitted.body.data.ticket?.ticket_id).toBe(ticketId);
    expect((await gate.scan(oldCode)).body.data.verdict).toBe("transferred");
  });

  it("finds a ticket whose code wrapped past FFFFFFFF, refuses a void ticket's codes as void and a code of a version not reached yet as unknown", async () => {
    const db = t.database.db;
    const { event, ticketIds } = await paidSetup(["Ani", "Budi"]);
    const [a, b] = ticketIds;
    const wrapped = `ffffffff${(a ?? "").slice(8)}`;
    await db
      .update(eTickets)
      .set({ id: wrapped, codeVersion: 2 })
      .where(eq(eTickets.id, a ?? ""));
    await db
      .update(eTickets)
      .set({ status: "void", codeVersion: 3 })
      .where(eq(eTickets.id, b ?? ""));
    const gate = await gateOf(event.slug);
    const version2 = ticketShortCode(wrapped, 2);
    // 0xFFFFFFFF + 0x9E3779B1 wraps to 0x9E3779B0.
    expect(version2).toBe("9E3779B0");
    expect((await gate.scan(version2)).body.data).toMatchObject({
      verdict: "valid",
      ticket: { ticket_id: wrapped },
    });
    // Version 1's code, the id's own digits, died with the transfer to version 2.
    expect((await gate.scan("FFFFFFFF")).body.data.verdict).toBe("transferred");
    expect((await gate.scan(ticketShortCode(wrapped, 3))).body.data.verdict).toBe("forged");
    for (const version of [1, 2, 3])
      expect((await gate.scan(ticketShortCode(b ?? "", version))).body.data.verdict).toBe("void");
  });
});

const postgres = testPostgresUrl() !== null;

describe.skipIf(!postgres)("typed codes race at the gate (PostgreSQL)", () => {
  /** 100 gate links of one event (each its own device), all typing the same ticket's code at once. */
  async function hundredTypedCheckIns(protection: AdmissionProtection) {
    const { event, ticketId, buyer } = await paidSetup();
    const db = t.database.db;
    const gateEvent = await findEventBySlug(db, event.slug);
    if (!gateEvent) throw new Error("no event");
    const [gate] = await db
      .insert(eventGates)
      .values({ eventId: event.id, name: `Gerbang ${randomBytes(3).toString("hex")}` })
      .returning({ id: eventGates.id, name: eventGates.name });
    if (!gate) throw new Error("no gate");
    const links = await db
      .insert(gateLinks)
      .values(
        Array.from({ length: 100 }, () => ({
          gateId: gate.id,
          eventId: event.id,
          holderId: buyer.id,
          secretHash: hashSecret(randomBytes(32).toString("base64url")),
        })),
      )
      .returning({ id: gateLinks.id });
    const deps = eTicketsDeps(t.services);
    const typed = ticketReference(ticketId, 1).toLowerCase();
    const results = await Promise.all(
      links.map((link) => {
        const staff: StaffGateLink = { id: link.id, gateId: gate.id, gateName: gate.name };
        return checkInTicket(deps, gateEvent, { code: typed, gate: "typed" }, protection, staff);
      }),
    );
    const rows = await db.select().from(eTicketCheckIns).where(eq(eTicketCheckIns.ticketId, ticketId));
    return { results, rows };
  }

  it("CONTROL: trusting the read lets several gates admit the same typed code", async () => {
    const worst = await raceUntilDefect(
      async () =>
        (await hundredTypedCheckIns({ admission: "read-then-write" })).results.filter(
          (result) => result.verdict === "valid",
        ).length,
      (valid) => valid > 1,
    );
    expect(worst).toBeGreaterThan(1);
  });

  it("100 parallel typed check-ins of one ticket: exactly one valid, 99 already used", async () => {
    const { results, rows } = await hundredTypedCheckIns({});
    expect(results.filter((result) => result.verdict === "valid")).toHaveLength(1);
    expect(results.filter((result) => result.verdict === "already_used")).toHaveLength(99);
    expect(rows).toHaveLength(1);
  });
});
