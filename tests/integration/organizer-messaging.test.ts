import { randomUUID } from "node:crypto";
import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/client.ts";
import {
  buyers,
  eTickets,
  eventAuditLog,
  eventMessages,
  mailOutbox,
  orderRefunds,
  paymentTransactions,
  ticketCategories,
} from "../../server/db/schema/index.ts";
import { claimPendingMail } from "../../server/features/mail/data.ts";
import {
  enqueueMessage,
  type MessagingDeps,
  SendStopped,
  sendMessage,
} from "../../server/features/messaging/send-message.ts";
import {
  type AuthorizedOrganiserId,
  type OrganiserAccess,
  organizerDeps,
  requireOrgEvent,
} from "../../server/features/organizations/index.ts";
import { messagingEn } from "../../shared/i18n/catalogs/organizer/messaging-en.ts";
import { messagingId } from "../../shared/i18n/catalogs/organizer/messaging-id.ts";
import { createBuyers } from "../support/checkout-fixtures.ts";
import { issuePaidTickets } from "../support/e-tickets-fixtures.ts";
import { createCategory } from "../support/events-fixtures.ts";
import { createOrgFixture, type OrgFixture, orgCall } from "../support/organizer-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Organisers' messages to an event's ticket holders: the preview (count and the mail in both
 * languages), one outbox mail per holder however often or however interrupted the send, the pace, the
 * audit entry, the category filter, refusals, and who may send.
 */

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

interface Scene {
  f: OrgFixture;
  festival: number;
  vip: number;
  /** Addresses that must receive a message to the whole event. */
  everyone: string[];
  /** Of those, the VIP holders. */
  vipHolders: string[];
  /** The holder whose latest order was placed in English. */
  english: string;
}

async function emailOf(id: string): Promise<string> {
  const [row] = await db.select({ email: buyers.email }).from(buyers).where(eq(buyers.id, id));
  return row!.email;
}

/**
 * A published event with: 4 Festival holders (one of them with 2 tickets in 2 orders, one who ordered
 * in English), 2 VIP holders (one also holds a Festival ticket), a voided ticket, and a refunded order
 * (its tickets still 'valid'): 5 distinct addresses, 2 in VIP.
 */
async function scene(): Promise<Scene> {
  const f = await createOrgFixture(db);
  const [category] = await db
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, f.published.id));
  const festival = category!.id;
  const vip = (await createCategory(db, f.published.id, { name: "VIP", quota: 50 })).id;
  const people = await createBuyers(db, 7);
  const [a, b, c, d, e, voided, refunded] = people.map((person) => person.id) as string[] as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const sell = (buyerId: string, categoryId: number, visitors = ["Sari"]) =>
    issuePaidTickets(db, { buyerId, eventId: f.published.id, categoryId, visitors });
  await sell(a, festival, ["Sari", "Budi"]);
  await sell(a, festival);
  const english = await sell(b, festival);
  await db
    .update(paymentTransactions)
    .set({ mailLocale: "en" })
    .where(eq(paymentTransactions.id, english.transactionId));
  await sell(c, festival);
  await sell(d, vip);
  await sell(e, vip);
  await sell(e, festival);
  const gone = await sell(voided, festival);
  await db.update(eTickets).set({ status: "void" }).where(eq(eTickets.transactionId, gone.transactionId));
  const paidBack = await sell(refunded, vip);
  await db.insert(orderRefunds).values({
    transactionId: paidBack.transactionId,
    eventId: f.published.id,
    amount: 150_000,
    method: "bank_transfer",
    reference: "TRF-1",
    recordedByName: "Owner",
  });
  return {
    f,
    festival,
    vip,
    everyone: (await Promise.all([a, b, c, d, e].map(emailOf))).sort(),
    vipHolders: (await Promise.all([d, e].map(emailOf))).sort(),
    english: await emailOf(b),
  };
}

const eventUrl = (f: OrgFixture, path = "") =>
  `/organizer/organizations/${f.organiser.id}/events/${f.published.id}/messages${path}`;

const draft = (extra: Record<string, unknown> = {}) => ({
  reason: "schedule_change",
  subject: "Jadwal pintu masuk berubah",
  body: "Pintu dibuka pukul 17.00.\nBawa KTP.",
  ...extra,
});

/** Outbox mails of the event's messages, by address. */
async function mailsOf(messageId: number) {
  const rows = await db
    .select({
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      notBefore: mailOutbox.notBefore,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.groupKey, `event-message:${messageId}`));
  return rows.sort((x, y) => (x.to < y.to ? -1 : 1));
}

async function perAddress(messageId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const mail of await mailsOf(messageId)) counts[mail.to] = (counts[mail.to] ?? 0) + 1;
  return counts;
}

const once = (addresses: string[]) => Object.fromEntries(addresses.map((address) => [address, 1]));

function directDeps(perMinute = 500): MessagingDeps {
  const deps = organizerDeps(t.services);
  return { ...deps, config: { ...deps.config, MESSAGE_MAILS_PER_MINUTE: perMinute } };
}

async function ownerCall(f: OrgFixture) {
  const access: OrganiserAccess = {
    buyerId: f.members.owner.id,
    organiserId: f.organiser.id as AuthorizedOrganiserId,
    role: "owner",
  };
  const event = await requireOrgEvent(db, access.organiserId, String(f.published.id));
  return { access, event };
}

describe("messages to ticket holders", () => {
  it("previews the count (holders of valid, unrefunded tickets, once per address) and the mail in both languages, sending nothing", async () => {
    const s = await scene();
    const response = await orgCall(t.app, {
      method: "POST",
      url: eventUrl(s.f, "/preview"),
      body: draft(),
      token: s.f.members.owner.token,
    });
    expect(response.status).toBe(200);
    const preview = response.body.data as {
      recipientCount: number;
      mails: { locale: string; subject: string; text: string; recipients: number }[];
    };
    expect(preview.recipientCount).toBe(5);
    const [id, en] = preview.mails;
    expect(id).toMatchObject({ locale: "id", recipients: 4 });
    expect(en).toMatchObject({ locale: "en", recipients: 1 });
    expect(id!.subject).toBe(`Jadwal pintu masuk berubah — ${s.f.published.title}`);
    expect(id!.text).toContain("Pintu dibuka pukul 17.00.\nBawa KTP.");
    expect(id!.text).toContain(
      `Kamu menerima e-mail ini karena memegang tiket ${s.f.published.title}: perubahan jadwal.`,
    );
    expect(en!.text).toContain(
      `You receive this e-mail because you hold a ticket to ${s.f.published.title}: schedule change.`,
    );
    const written = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(eventMessages)
      .where(eq(eventMessages.eventId, s.f.published.id));
    expect(written[0]!.n).toBe(0);
  });

  it("sends exactly one outbox mail per holder, each in its language, and audits the count", async () => {
    const s = await scene();
    const response = await orgCall(t.app, {
      method: "POST",
      url: eventUrl(s.f),
      body: draft({ idempotencyKey: randomUUID() }),
      token: s.f.members.admin.token,
    });
    expect(response.status).toBe(200);
    const sent = response.body.data as {
      id: number;
      recipientCount: number;
      queuedCount: number;
      state: string;
      created: boolean;
    };
    expect(sent).toMatchObject({ recipientCount: 5, queuedCount: 5, state: "queued", created: true });
    expect(await perAddress(sent.id)).toEqual(once(s.everyone));
    const mails = await mailsOf(sent.id);
    expect(mails.find((mail) => mail.to === s.english)!.text).toContain("You receive this e-mail");
    expect(mails.filter((mail) => mail.text.includes("Kamu menerima e-mail ini"))).toHaveLength(4);
    const audit = await db
      .select({ after: eventAuditLog.after, entity: eventAuditLog.entity })
      .from(eventAuditLog)
      .where(and(eq(eventAuditLog.eventId, s.f.published.id), eq(eventAuditLog.entity, "message")));
    expect(audit).toEqual([
      {
        entity: "message",
        after: {
          reason: "schedule_change",
          subject: "Jadwal pintu masuk berubah",
          category: null,
          recipients: 5,
        },
      },
    ]);
    const list = await orgCall(t.app, { method: "GET", url: eventUrl(s.f), token: s.f.members.owner.token });
    expect((list.body.data as { rows: unknown[] }).rows).toMatchObject([
      { id: sent.id, recipientCount: 5, queuedCount: 5, sentCount: 0, state: "queued" },
    ]);
  });

  it("a category filter reaches that category's holders only", async () => {
    const s = await scene();
    const preview = await orgCall(t.app, {
      method: "POST",
      url: eventUrl(s.f, "/preview"),
      body: draft({ categoryId: s.vip }),
      token: s.f.members.owner.token,
    });
    expect((preview.body.data as { recipientCount: number }).recipientCount).toBe(2);
    const response = await orgCall(t.app, {
      method: "POST",
      url: eventUrl(s.f),
      body: draft({ categoryId: s.vip, idempotencyKey: randomUUID() }),
      token: s.f.members.owner.token,
    });
    const sent = response.body.data as { id: number; categoryName: string };
    expect(sent.categoryName).toBe("VIP");
    expect(await perAddress(sent.id)).toEqual(once(s.vipHolders));
  });

  it("paces the mail: recipient n is due floor(n / per-minute) minutes after the send, and the outbox holds it till then", async () => {
    const s = await scene();
    const { access, event } = await ownerCall(s.f);
    const sent = await sendMessage(
      directDeps(2),
      access,
      event,
      { ...draft(), categoryId: null, idempotencyKey: randomUUID() } as never,
      t.app.log,
    );
    const mails = await mailsOf(sent.id);
    const [origin] = await db
      .select({ from: eventMessages.sendFrom })
      .from(eventMessages)
      .where(eq(eventMessages.id, sent.id));
    // e-mail order is the pace's order
    const byPosition = [...mails].sort((x, y) => (x.to < y.to ? -1 : 1));
    expect(byPosition.map((mail) => (mail.notBefore!.getTime() - origin!.from.getTime()) / 60_000)).toEqual([
      0, 0, 1, 1, 2,
    ]);
    // Only the first minute's two are deliverable now.
    const claimed = (await claimPendingMail(db, 1000)).filter(
      (mail) => mail.groupKey === `event-message:${sent.id}`,
    );
    expect(claimed.map((mail) => mail.to).sort()).toEqual(byPosition.slice(0, 2).map((mail) => mail.to));
    // Control: at 500 a minute the same 5 are all due at once (the spread above is the pace's doing).
    const s2 = await scene();
    const fast = await ownerCall(s2.f);
    const quick = await sendMessage(
      directDeps(500),
      fast.access,
      fast.event,
      { ...draft(), categoryId: null, idempotencyKey: randomUUID() } as never,
      t.app.log,
    );
    const spread = new Set((await mailsOf(quick.id)).map((mail) => mail.notBefore!.getTime()));
    expect(spread.size).toBe(1);
  });

  it("the same idempotency key, twice in a row or twice at once, is one message with one mail per holder", async () => {
    const s = await scene();
    const key = randomUUID();
    const call = () =>
      orgCall(t.app, {
        method: "POST",
        url: eventUrl(s.f),
        body: draft({ idempotencyKey: key }),
        token: s.f.members.owner.token,
      });
    const [first, second] = await Promise.all([call(), call()]);
    const third = await call();
    for (const response of [first, second, third]) expect(response.status).toBe(200);
    const created = [first, second, third].map(
      (response) => (response.body.data as { created: boolean }).created,
    );
    expect(created.filter(Boolean)).toHaveLength(1);
    const messages = await db.select().from(eventMessages).where(eq(eventMessages.eventId, s.f.published.id));
    expect(messages).toHaveLength(1);
    expect(await perAddress(messages[0]!.id)).toEqual(once(s.everyone));
    // A new key is a new message (the page makes one per composed message).
    const again = await orgCall(t.app, {
      method: "POST",
      url: eventUrl(s.f),
      body: draft({ idempotencyKey: randomUUID() }),
      token: s.f.members.owner.token,
    });
    expect((again.body.data as { created: boolean }).created).toBe(true);
  });

  it("a send stopped after its first batch resumes where it stopped: everyone mailed once, nobody twice", async () => {
    const s = await scene();
    const { access, event } = await ownerCall(s.f);
    const body = { ...draft(), categoryId: null, idempotencyKey: randomUUID() } as never;
    await expect(
      sendMessage(directDeps(), access, event, body, t.app.log, { batch: 2, stopAfterBatches: 1 }),
    ).rejects.toBeInstanceOf(SendStopped);
    const [stopped] = await db
      .select()
      .from(eventMessages)
      .where(eq(eventMessages.eventId, s.f.published.id));
    expect(stopped).toMatchObject({ state: "sending", enqueuedCount: 2 });
    expect(Object.keys(await perAddress(stopped!.id))).toEqual(s.everyone.slice(0, 2));
    // The organiser presses send again (same key): the send continues.
    const resumed = await sendMessage(directDeps(), access, event, body, t.app.log, { batch: 2 });
    expect(resumed).toMatchObject({ created: false, state: "queued", queuedCount: 5 });
    expect(await perAddress(stopped!.id)).toEqual(once(s.everyone));
    // A resume that lost its progress and starts over still mails nobody twice: the outbox key refuses it.
    await db.update(eventMessages).set({ state: "sending" }).where(eq(eventMessages.id, stopped!.id));
    await enqueueMessage(directDeps(), stopped!.id, { restartFromBeginning: true });
    expect(await perAddress(stopped!.id)).toEqual(once(s.everyone));
  });

  it("control: without the per-recipient outbox key, a resume that starts over mails the first batch twice", async () => {
    const s = await scene();
    const { access, event } = await ownerCall(s.f);
    const body = { ...draft(), categoryId: null, idempotencyKey: randomUUID() } as never;
    await expect(
      sendMessage(directDeps(), access, event, body, t.app.log, {
        batch: 2,
        stopAfterBatches: 1,
        dedupe: false,
      }),
    ).rejects.toBeInstanceOf(SendStopped);
    const [stopped] = await db
      .select()
      .from(eventMessages)
      .where(eq(eventMessages.eventId, s.f.published.id));
    await enqueueMessage(directDeps(), stopped!.id, { restartFromBeginning: true, dedupe: false, batch: 2 });
    const counts = await perAddress(stopped!.id);
    // The assertion the test above makes would fail here.
    expect(counts).not.toEqual(once(s.everyone));
    expect(Object.values(counts).filter((n) => n === 2)).toHaveLength(2);
  });

  it("refuses bad input with translated 4xx and sends nothing", async () => {
    const s = await scene();
    const other = await createOrgFixture(db);
    const [foreign] = await db
      .select({ id: ticketCategories.id })
      .from(ticketCategories)
      .where(eq(ticketCategories.eventId, other.published.id));
    const empty = (await createCategory(db, s.f.published.id, { name: "Kosong" })).id;
    const send = (body: Record<string, unknown>, language = "id") =>
      orgCall(t.app, {
        method: "POST",
        url: eventUrl(s.f),
        body: { ...draft(), idempotencyKey: randomUUID(), ...body },
        token: s.f.members.owner.token,
        language,
      });
    const longSubject = await send({ subject: "x".repeat(151) });
    expect(longSubject.status).toBe(400);
    expect(longSubject.body.fields?.subject).toBeTruthy();
    const longBody = await send({ body: "x".repeat(5001) });
    expect(longBody.status).toBe(400);
    expect(longBody.body.fields?.body).toBeTruthy();
    expect((await send({ body: "   " })).status).toBe(400);
    expect((await send({ reason: "promotion" })).status).toBe(400);
    expect((await send({ idempotencyKey: "not-a-key" })).status).toBe(400);
    const foreignCategory = await send({ categoryId: foreign!.id });
    expect(foreignCategory.status).toBe(400);
    expect(foreignCategory.body.message).toBe(messagingId.errors.unknownCategory);
    const foreignEn = await send({ categoryId: foreign!.id }, "en");
    expect(foreignEn.body.message).toBe(messagingEn.errors.unknownCategory);
    const nobody = await send({ categoryId: empty });
    expect(nobody.status).toBe(422);
    expect(nobody.body.message).toBe(messagingId.errors.noRecipients);
    const messages = await db.select().from(eventMessages).where(eq(eventMessages.eventId, s.f.published.id));
    expect(messages).toHaveLength(0);
    const mails = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${s.f.published.title}`));
    expect(mails[0]!.n).toBe(0);
  });

  it("finance and gate staff may neither preview, send nor list (403); owners and admins may", async () => {
    const s = await scene();
    for (const role of ["finance", "gate"] as const) {
      const token = s.f.members[role].token;
      const preview = await orgCall(t.app, {
        method: "POST",
        url: eventUrl(s.f, "/preview"),
        body: draft(),
        token,
      });
      const send = await orgCall(t.app, {
        method: "POST",
        url: eventUrl(s.f),
        body: draft({ idempotencyKey: randomUUID() }),
        token,
      });
      const list = await orgCall(t.app, { method: "GET", url: eventUrl(s.f), token });
      expect([preview.status, send.status, list.status]).toEqual([403, 403, 403]);
    }
    const list = await orgCall(t.app, { method: "GET", url: eventUrl(s.f), token: s.f.members.admin.token });
    expect(list.status).toBe(200);
    const messages = await db.select().from(eventMessages).where(eq(eventMessages.eventId, s.f.published.id));
    expect(messages).toHaveLength(0);
  });
});
