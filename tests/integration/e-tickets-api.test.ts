import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyers, eTickets, mailOutbox } from "../../server/db/schema/index.ts";
import { paidPurchaseStats } from "../../server/features/accounts/purchase-stats.ts";
import { issueCheckInLink } from "../../server/features/e-tickets/check-in-secret.ts";
import {
  resolveTicketsAttachment,
  ticketsAttachmentRef,
} from "../../server/features/e-tickets/confirmation-attachment.ts";
import { eTicketsDeps } from "../../server/features/e-tickets/deps.ts";
import { retireOldKeys, rotateSigningKey } from "../../server/features/e-tickets/signing-key-store.ts";
import { saveTransferSettings } from "../../server/features/e-tickets/ticket-writes-data.ts";
import type { AuthorizedBuyerId } from "../../server/features/sessions/require-viewer.ts";
import {
  CHECK_IN_SECRET_HEADER,
  type CheckInResult,
  type ETicketDetail,
  type MyTickets,
  type OfflineBundle,
  type SyncResult,
  type TicketPdf,
  type TransferHistory,
} from "../../shared/contracts/e-tickets.ts";
import { fromBase64Url, toBase64Url } from "../../shared/e-tickets/base64url.ts";
import { verifyTicketCodeOffline } from "../../shared/e-tickets/verify-code.ts";
import { buyerApi, createBuyers, type TestBuyer } from "../support/checkout-fixtures.ts";
import { issuePaidTickets } from "../support/e-tickets-fixtures.ts";
import { createCategory, createEvent, daysFromNow, hoursFromNow } from "../support/events-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let call: ReturnType<typeof buyerApi>;
beforeAll(async () => {
  t = await createTestApp();
  call = buyerApi(t.app);
});
afterAll(() => t.close());

async function paidSetup(eventInput: Parameters<typeof createEvent>[1] = {}, visitors = ["Rika Sutanto"]) {
  const db = t.database.db;
  const event = await createEvent(db, {
    chatGroupUrl: "https://chat.whatsapp.com/demo",
    insuranceClaimUrl: "https://asuransi.example.id/klaim",
    ...eventInput,
  });
  const category = await createCategory(db, event.id, { name: "VIP" });
  const [buyer, other] = await createBuyers(db, 2);
  if (!buyer || !other) throw new Error("no buyers");
  const issued = await issuePaidTickets(db, {
    buyerId: buyer.id,
    eventId: event.id,
    categoryId: category.id,
    visitors,
  });
  return { event, category, buyer, other, ...issued, ticketId: issued.ticketIds[0] ?? "" };
}

const detailOf = async (token: string, ticketId: string) => {
  const response = await call("GET", `/ticket/detail/${ticketId}`, { token });
  return { status: response.status, detail: response.body.data as ETicketDetail, body: response.body };
};

async function gate(eventSlug: string) {
  const link = await issueCheckInLink(t.database.db, "http://localhost:3000", eventSlug);
  const secret = new URL(link).hash.replace("#k=", "");
  const headers = { [CHECK_IN_SECRET_HEADER]: secret };
  return {
    link,
    scan: async (code: string, gateName = "Gate A") => {
      const response = await call("POST", `/check-in/${eventSlug}/scan`, {
        body: { code, gate: gateName },
        headers,
      });
      return response.body.data as CheckInResult;
    },
    bundle: async () =>
      (await call("GET", `/check-in/${eventSlug}/bundle`, { headers })).body.data as OfflineBundle,
    sync: async (body: unknown) =>
      (await call("POST", `/check-in/${eventSlug}/sync`, { body, headers })).body.data as SyncResult,
  };
}

describe("My tickets", () => {
  it("lists upcoming and past tickets of their holder only", async () => {
    const upcoming = await paidSetup({ startsAt: daysFromNow(5) }, ["Rika", "Budi"]);
    const past = await paidSetup({ startsAt: daysFromNow(-5), endsAt: daysFromNow(-4) });
    const list = async (buyer: TestBuyer, tab: string) =>
      ((await call("GET", `/ticket/my-tickets?tab=${tab}`, { token: buyer.token })).body.data as MyTickets)
        .rows;
    const rows = await list(upcoming.buyer, "upcoming");
    expect(rows.map((row) => row.holder_name)).toEqual(["Rika", "Budi"]);
    expect(rows[0]).toMatchObject({
      category_name: "VIP",
      entry_number: 1,
      event: { slug: upcoming.event.slug },
    });
    expect(await list(upcoming.buyer, "past")).toEqual([]);
    expect((await list(past.buyer, "past")).map((row) => row.id)).toEqual([past.ticketId]);
    expect(await list(upcoming.other, "upcoming")).toEqual([]);
    expect((await call("GET", "/ticket/my-tickets")).status).toBe(401);
    expect((await call("GET", "/ticket/my-tickets?tab=later", { token: upcoming.buyer.token })).status).toBe(
      400,
    );
  });

  it("shows one e-ticket with its QR, links, and the holder's answers with the identity number masked", async () => {
    const { buyer, ticketId } = await paidSetup();
    const { status, detail } = await detailOf(buyer.token, ticketId);
    expect(status).toBe(200);
    expect(detail.qr_payload).toMatch(/^[A-Za-z0-9_-]{119}$/);
    expect(detail.qr_svg_data_url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(detail.chat_group_url).toBe("https://chat.whatsapp.com/demo");
    expect(detail.insurance_claim_url).toBe("https://asuransi.example.id/klaim");
    expect(detail.visitors).toEqual([
      { key: "name", label: null, value: "Rika Sutanto" },
      { key: "email", label: null, value: "visitor0@example.com" },
      { key: "identity", label: null, value: "••••••••••••0100" },
    ]);
    expect(detail.transfer).toEqual({ allowed: true, blocked_by: null, freeze_starts_at: null });
    // The code is stable: showing the ticket twice gives the same QR.
    expect((await detailOf(buyer.token, ticketId)).detail.qr_payload).toBe(detail.qr_payload);
  });

  it("downloads a PDF carrying the QR payload", async () => {
    const { buyer, ticketId } = await paidSetup();
    const { detail } = await detailOf(buyer.token, ticketId);
    const response = await call("GET", `/ticket/detail/${ticketId}/pdf`, { token: buyer.token });
    const pdf = response.body.data as TicketPdf;
    const bytes = Buffer.from(pdf.base64, "base64");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.toString("latin1")).toContain(detail.qr_payload);
    expect(bytes.toString("latin1").match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it("answers 404 to another buyer on view, download and transfer, and to unknown ids", async () => {
    const { other, ticketId } = await paidSetup();
    expect((await call("GET", `/ticket/detail/${ticketId}`, { token: other.token })).status).toBe(404);
    expect((await call("GET", `/ticket/detail/${ticketId}/pdf`, { token: other.token })).status).toBe(404);
    const transfer = await call("POST", `/ticket/detail/${ticketId}/transfer`, {
      token: other.token,
      body: { email: "thief@example.com" },
    });
    expect(transfer.status).toBe(404);
    expect((await call("GET", `/ticket/detail/${randomUUID()}`, { token: other.token })).status).toBe(404);
    expect((await call("GET", "/ticket/detail/not-a-uuid", { token: other.token })).status).toBe(400);
  });
});

describe("transfer", () => {
  it("moves the ticket, revokes the old code online and offline, and shows in both histories", async () => {
    const { buyer, other, ticketId, event } = await paidSetup();
    const gateDevice = await gate(event.slug);
    const oldCode = (await detailOf(buyer.token, ticketId)).detail.qr_payload;

    const recipientEmail =
      (await t.database.db.select().from(buyers).where(eq(buyers.id, other.id)))[0]?.email ?? "";
    const response = await call("POST", `/ticket/detail/${ticketId}/transfer`, {
      token: buyer.token,
      body: { email: ` ${recipientEmail.toUpperCase()} ` },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      recipient_email: recipientEmail,
      recipient_account_created: false,
    });

    // The sender's copy is gone; the old holder cannot transfer it again.
    expect((await detailOf(buyer.token, ticketId)).status).toBe(404);
    const again = await call("POST", `/ticket/detail/${ticketId}/transfer`, {
      token: buyer.token,
      body: { email: "someone@example.com" },
    });
    expect(again.status).toBe(404);

    const received = await detailOf(other.token, ticketId);
    expect(received.status).toBe(200);
    expect(received.detail.received_by_transfer).toBe(true);
    expect(received.detail.qr_payload).not.toBe(oldCode);

    expect((await gateDevice.scan(oldCode)).verdict).toBe("transferred");
    const bundle = await gateDevice.bundle();
    expect((await verifyTicketCodeOffline(oldCode, bundle)).verdict).toBe("transferred");
    expect((await verifyTicketCodeOffline(received.detail.qr_payload, bundle)).verdict).toBe("valid");
    expect((await gateDevice.scan(received.detail.qr_payload)).verdict).toBe("valid");

    const history = async (token: string) =>
      ((await call("GET", "/ticket/transfers", { token })).body.data as TransferHistory).rows;
    expect((await history(buyer.token))[0]).toMatchObject({
      direction: "sent",
      counterpart_email: recipientEmail,
    });
    expect((await history(other.token))[0]).toMatchObject({ direction: "received", ticket_id: ticketId });

    const mail = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, recipientEmail));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain(event.title);
    expect(mail[0]?.text).not.toContain(received.detail.qr_payload);
  });

  it("creates an account for an unknown e-mail (no password yet) and refuses the holder's own", async () => {
    const { buyer, ticketId } = await paidSetup();
    const email = `baru-${randomUUID().slice(0, 8)}@example.com`;
    const response = await call("POST", `/ticket/detail/${ticketId}/transfer`, {
      token: buyer.token,
      body: { email },
    });
    expect(response.body.data).toMatchObject({ recipient_account_created: true });
    const [created] = await t.database.db.select().from(buyers).where(eq(buyers.email, email));
    expect(created?.passwordHash).toBeNull();
    const [ticket] = await t.database.db.select().from(eTickets).where(eq(eTickets.id, ticketId));
    expect(ticket).toMatchObject({ holderBuyerId: created?.id, codeVersion: 2 });

    const second = await paidSetup();
    const [self] = await t.database.db.select().from(buyers).where(eq(buyers.id, second.buyer.id));
    const own = await call("POST", `/ticket/detail/${second.ticketId}/transfer`, {
      token: second.buyer.token,
      body: { email: self?.email },
    });
    expect(own).toMatchObject({ status: 422 });
    const invalid = await call("POST", `/ticket/detail/${second.ticketId}/transfer`, {
      token: second.buyer.token,
      body: { email: "budi@mail.con" },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields?.email).toBeTruthy();
  });

  it("enforces the organiser's switch and freeze on the server", async () => {
    const off = await paidSetup();
    await saveTransferSettings(t.database.db, off.event.id, {
      transfersEnabled: false,
      transferFreezeHours: 0,
    });
    expect((await detailOf(off.buyer.token, off.ticketId)).detail.transfer).toMatchObject({
      allowed: false,
      blocked_by: "transfers_disabled",
    });
    const refused = await call("POST", `/ticket/detail/${off.ticketId}/transfer`, {
      token: off.buyer.token,
      body: { email: "teman@example.com" },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain("switched off");

    const frozen = await paidSetup({ startsAt: hoursFromNow(20) });
    await saveTransferSettings(t.database.db, frozen.event.id, {
      transfersEnabled: true,
      transferFreezeHours: 24,
    });
    expect((await detailOf(frozen.buyer.token, frozen.ticketId)).detail.transfer.blocked_by).toBe(
      "transfer_frozen",
    );
    const late = await call("POST", `/ticket/detail/${frozen.ticketId}/transfer`, {
      token: frozen.buyer.token,
      body: { email: "teman@example.com" },
    });
    expect(late.status).toBe(422);
    expect(late.body.message).toContain("24 hours");

    const open = await paidSetup({ startsAt: hoursFromNow(30) });
    await saveTransferSettings(t.database.db, open.event.id, {
      transfersEnabled: true,
      transferFreezeHours: 24,
    });
    const allowed = await call("POST", `/ticket/detail/${open.ticketId}/transfer`, {
      token: open.buyer.token,
      body: { email: "teman@example.com" },
    });
    expect(allowed.status).toBe(200);
  });
});

describe("check-in", () => {
  it("admits once, then answers already used with gate and time", async () => {
    const { buyer, ticketId, event } = await paidSetup();
    const device = await gate(event.slug);
    expect(device.link).toMatch(new RegExp(`/check-in/${event.slug}#k=[A-Za-z0-9_-]{43}$`));
    const code = (await detailOf(buyer.token, ticketId)).detail.qr_payload;
    const first = await device.scan(code, "Gate A");
    expect(first).toMatchObject({
      verdict: "valid",
      // Staff check the KTP against the last 4 digits, never the whole number.
      ticket: { holder_name: "Rika Sutanto", category_name: "VIP", identity_last4: "0100" },
    });
    expect(JSON.stringify(first)).not.toContain("3171234567890100");
    const second = await device.scan(code, "Gate B");
    expect(second).toMatchObject({ verdict: "already_used", first_check_in: { gate: "Gate A" } });
  });

  it("refuses bit-flipped codes, junk and another event's tickets", async () => {
    const mine = await paidSetup();
    const theirs = await paidSetup();
    const device = await gate(mine.event.slug);
    const code = (await detailOf(mine.buyer.token, mine.ticketId)).detail.qr_payload;
    const bytes = fromBase64Url(code);
    if (!bytes) throw new Error("unreadable code");
    // Online, a sample of bits across every field (the unit test flips all of them offline).
    for (const bit of [0, 7, 8, 100, 17 * 8 + 3, 21 * 8 + 31, 25 * 8, 88 * 8 + 7]) {
      const flipped = bytes.slice();
      flipped[bit >> 3] = (flipped[bit >> 3] ?? 0) ^ (1 << (bit & 7));
      expect((await device.scan(toBase64Url(flipped))).verdict).toBe("forged");
    }
    expect((await device.scan("not a ticket")).verdict).toBe("forged");
    const foreign = (await detailOf(theirs.buyer.token, theirs.ticketId)).detail.qr_payload;
    expect(await device.scan(foreign)).toMatchObject({ verdict: "wrong_event", ticket: null });
    // Nothing was admitted by any of that.
    expect((await device.scan(code)).verdict).toBe("valid");
  });

  it("refuses devices without the event's secret, with the same 401 for every reason", async () => {
    const { event } = await paidSetup();
    const other = await paidSetup();
    const otherDevice = await gate(other.event.slug);
    await gate(event.slug);
    const body = { code: "x", gate: "A" };
    const statuses = await Promise.all([
      call("POST", `/check-in/${event.slug}/scan`, { body }),
      call("POST", `/check-in/${event.slug}/scan`, { body, headers: { [CHECK_IN_SECRET_HEADER]: "wrong" } }),
      call("POST", "/check-in/no-such-event/scan", { body, headers: { [CHECK_IN_SECRET_HEADER]: "wrong" } }),
      call("GET", `/check-in/${event.slug}/bundle`, {
        headers: { [CHECK_IN_SECRET_HEADER]: new URL(otherDevice.link).hash.slice(3) },
      }),
    ]);
    expect(statuses.map((response) => response.status)).toEqual([401, 401, 401, 401]);
    // The secret travels in a header only; it never shows up in the request log.
    expect(JSON.stringify(t.logs)).not.toContain(new URL(otherDevice.link).hash.slice(3));
  });

  it("syncs offline scans once and reports a ticket admitted at two gates", async () => {
    const { buyer, ticketIds, event } = await paidSetup({}, ["Rika", "Budi"]);
    const device = await gate(event.slug);
    const [first, second] = await Promise.all(
      ticketIds.map(async (id) => (await detailOf(buyer.token, id)).detail.qr_payload),
    );
    if (!first || !second) throw new Error("no codes");
    const bundle = await device.bundle();
    expect(bundle.keys).toHaveLength(1);
    expect(bundle.tickets.map((ticket) => ticket.holder_name).sort()).toEqual(["Budi", "Rika"]);
    expect(bundle.tickets.map((ticket) => ticket.identity_last4).sort()).toEqual(["0100", "0101"]);
    expect(JSON.stringify(bundle)).not.toMatch(/31712345678901/);

    // Gate A admitted Rika online; gate B, offline, admitted the same QR (a screenshot) and Budi.
    expect((await device.scan(first, "Gate A")).verdict).toBe("valid");
    const scans = [
      {
        scan_id: randomUUID(),
        code: first,
        gate: "Gate B",
        scanned_at: new Date().toISOString(),
        device_verdict: "valid",
      },
      {
        scan_id: randomUUID(),
        code: second,
        gate: "Gate B",
        scanned_at: new Date().toISOString(),
        device_verdict: "valid",
      },
    ];
    const synced = await device.sync({ scans });
    expect(synced.results.map((result) => result.verdict)).toEqual(["already_used", "valid"]);
    expect(synced.admitted_twice).toEqual([
      expect.objectContaining({
        holder_name: "Rika",
        admissions: [
          expect.objectContaining({ gate: "Gate A" }),
          expect.objectContaining({ gate: "Gate B" }),
        ],
      }),
    ]);
    // The same queue again changes nothing.
    const resent = await device.sync({ scans });
    expect(resent.results.map((result) => result.verdict)).toEqual(["already_used", "valid"]);
    expect((await device.bundle()).checked_in).toHaveLength(2);
  });
});

describe("signing keys and the confirmation attachment", () => {
  // The test app's own services, so the same data cipher seals the signing keys.
  const deps = () => eTicketsDeps(t.services);

  it("rotates an event's key: old codes verify until retired, new codes use the new key", async () => {
    const { buyer, ticketIds, event } = await paidSetup({}, ["Rika", "Budi"]);
    const device = await gate(event.slug);
    const before = (await detailOf(buyer.token, ticketIds[0] ?? "")).detail.qr_payload;
    const { cipher } = deps();
    await rotateSigningKey(t.database.db, cipher, event.id);
    const after = (await detailOf(buyer.token, ticketIds[1] ?? "")).detail.qr_payload;
    expect((await device.bundle()).keys).toHaveLength(2);
    expect((await device.scan(before)).verdict).toBe("valid");
    await retireOldKeys(t.database.db, event.id, new Date());
    expect((await device.bundle()).keys).toHaveLength(1);
    expect((await device.scan(before)).verdict).toBe("forged");
    const stale = (await detailOf(buyer.token, ticketIds[0] ?? "")).detail.qr_payload;
    expect(stale).not.toBe(before);
    expect((await device.scan(after)).verdict).toBe("valid");
  });

  it("draws every ticket of a paid transaction into one PDF for the confirmation e-mail", async () => {
    const { transactionId, buyer, ticketIds } = await paidSetup({}, ["Rika", "Budi", "Sari"]);
    const attachment = await resolveTicketsAttachment(deps(), ticketsAttachmentRef(transactionId, "id"));
    expect(attachment?.filename).toMatch(/^e-tiket-INV-[0-9A-F]+\.pdf$/);
    const text = attachment?.content.toString("latin1") ?? "";
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(3);
    for (const id of ticketIds) expect(text).toContain((await detailOf(buyer.token, id)).detail.qr_payload);
  });
});

describe("yearly summary", () => {
  it("counts paid transactions, their tickets and distinct events", async () => {
    const { buyer, event, category } = await paidSetup({}, ["A", "B", "C"]);
    await issuePaidTickets(t.database.db, {
      buyerId: buyer.id,
      eventId: event.id,
      categoryId: category.id,
      visitors: ["D"],
    });
    const year = new Date().getUTCFullYear();
    const totals = await paidPurchaseStats(t.database.db).totalsFor(buyer.id as AuthorizedBuyerId, {
      from: new Date(Date.UTC(year, 0, 1)),
      to: new Date(Date.UTC(year + 1, 0, 1)),
    });
    expect(totals).toEqual({ transactions: 2, tickets: 4, events: 1 });
  });
});

describe("gate input hygiene", () => {
  it("refuses control characters in a gate name instead of failing in the database", async () => {
    const { buyer, ticketId, event } = await paidSetup();
    const device = await gate(event.slug);
    const code = (await detailOf(buyer.token, ticketId)).detail.qr_payload;
    const response = await call("POST", `/check-in/${event.slug}/scan`, {
      body: { code, gate: "Gate\u0000A" },
      headers: { [CHECK_IN_SECRET_HEADER]: new URL(device.link).hash.slice(3) },
    });
    expect(response.status).toBe(400);
    expect((await device.scan(code, "Gate A")).verdict).toBe("valid");
  });
});
