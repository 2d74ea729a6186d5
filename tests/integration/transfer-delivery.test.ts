import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyers, eTickets, sessions } from "../../server/db/schema/index.ts";
import { hashSessionToken } from "../../server/features/sessions/session-reader.ts";
import type { ETicketDetail, MyTickets, TicketPdf } from "../../shared/contracts/e-tickets.ts";
import { ManualClock, uniqueEmail } from "../support/accounts.ts";
import { buyerApi, createBuyers } from "../support/checkout-fixtures.ts";
import { issuePaidTickets } from "../support/e-tickets-fixtures.ts";
import { createCategory, createEvent } from "../support/events-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * A transfer reaches an address only once its account is verified or by the mail's claim
 * link; the recipient fills in their own visitor data and the sender keeps a void copy.
 */
let t: TestApp;
let call: ReturnType<typeof buyerApi>;
const clock = new ManualClock(Date.now());
beforeAll(async () => {
  t = await createTestApp({ clock, env: { PUBLIC_BASE_URL: "https://tiket.example" } });
  call = buyerApi(t.app);
});
afterAll(() => t.close());

async function paidTicket() {
  const db = t.database.db;
  const event = await createEvent(db);
  const category = await createCategory(db, event.id, { name: "VIP" });
  const [sender, verified] = await createBuyers(db, 2);
  if (!sender || !verified) throw new Error("no buyers");
  const issued = await issuePaidTickets(db, {
    buyerId: sender.id,
    eventId: event.id,
    categoryId: category.id,
    visitors: ["Rika Sutanto"],
  });
  return { event, sender, verified, ticketId: issued.ticketIds[0] ?? "" };
}

/** A signed-in account whose address nobody has proven (e.g. someone typed another person's e-mail). */
async function unverifiedBuyer(name = "Joko Unverified") {
  const [row] = await t.database.db
    .insert(buyers)
    .values({ name, email: uniqueEmail("belum") })
    .returning({ id: buyers.id, email: buyers.email });
  if (!row) throw new Error("no buyer");
  const token = randomBytes(24).toString("base64url");
  await t.database.db.insert(sessions).values({ tokenHash: hashSessionToken(token), buyerId: row.id });
  return { ...row, token };
}

const emailOf = async (id: string) =>
  (await t.database.db.select().from(buyers).where(eq(buyers.id, id)))[0]?.email ?? "";
const transfer = (token: string, ticketId: string, email: string) =>
  call("POST", `/ticket/detail/${ticketId}/transfer`, { token, body: { email } });
const detail = (token: string, ticketId: string) => call("GET", `/ticket/detail/${ticketId}`, { token });
const myTickets = async (token: string) =>
  ((await call("GET", "/ticket/my-tickets", { token })).body.data as MyTickets).rows.map((row) => row.id);
const lastMailTo = async (email: string) =>
  (await call("GET", `/__dev/mailbox?to=${encodeURIComponent(email)}`)).body.data as {
    rows: { text: string; html: string }[];
  };
const claimTokenIn = (text: string) => /ticket-history\?claim=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";

describe("transfer delivery", () => {
  it("reaches a verified account at once, with no claim link in the mail", async () => {
    const { sender, verified, ticketId } = await paidTicket();
    const email = await emailOf(verified.id);
    expect((await transfer(sender.token, ticketId, email)).status).toBe(200);
    expect(await myTickets(verified.token)).toContain(ticketId);
    const mail = (await lastMailTo(email)).rows[0];
    expect(mail?.text).not.toContain("?claim=");
  });

  it("holds a ticket for an unverified account until its claim link is used by that account, once", async () => {
    const { sender, verified: stranger, ticketId } = await paidTicket();
    const recipient = await unverifiedBuyer();
    expect((await transfer(sender.token, ticketId, recipient.email)).status).toBe(200);

    // Whoever holds this account has not proven the address: the ticket is not theirs to see yet.
    expect(await myTickets(recipient.token)).not.toContain(ticketId);
    expect((await detail(recipient.token, ticketId)).status).toBe(404);
    expect((await transfer(recipient.token, ticketId, "lain@example.com")).status).toBe(404);

    const mail = (await lastMailTo(recipient.email)).rows[0];
    expect(mail?.text).toMatch(/https:\/\/tiket\.example\/en\/ticket-history\?claim=[A-Za-z0-9_-]{43}/);
    const token = claimTokenIn(mail?.text ?? "");

    // The link alone is not enough: another signed-in account is refused and the link stays usable.
    const other = await call("POST", "/ticket/claim", { token: stranger.token, body: { token } });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(
      "This ticket was sent to another e-mail address. Sign in with the address the e-mail was sent to.",
    );

    const claimed = await call("POST", "/ticket/claim", { token: recipient.token, body: { token } });
    expect(claimed.status).toBe(200);
    expect(claimed.body.data).toEqual({ ticket_id: ticketId });
    expect(await myTickets(recipient.token)).toContain(ticketId);
    expect((await detail(recipient.token, ticketId)).status).toBe(200);

    const again = await call("POST", "/ticket/claim", { token: recipient.token, body: { token } });
    expect(again.status).toBe(410);
    expect(again.body.errorCode).toBe("link_expired");
  });

  it("refuses an expired claim link; verifying the address still delivers the ticket", async () => {
    const { sender, ticketId } = await paidTicket();
    const recipient = await unverifiedBuyer();
    await transfer(sender.token, ticketId, recipient.email);
    const token = claimTokenIn((await lastMailTo(recipient.email)).rows[0]?.text ?? "");
    clock.advance(14 * 24 * 60 * 60 * 1000 + 1000);
    const late = await call("POST", "/ticket/claim", { token: recipient.token, body: { token } });
    expect(late.status).toBe(410);
    expect(await myTickets(recipient.token)).not.toContain(ticketId);

    await t.database.db
      .update(buyers)
      .set({ emailVerifiedAt: clock.now() })
      .where(eq(buyers.id, recipient.id));
    expect(await myTickets(recipient.token)).toContain(ticketId);
  });

  it("an address with no account gets one; the ticket arrives once a password reset proves the mailbox", async () => {
    const { sender, ticketId } = await paidTicket();
    const email = uniqueEmail("tanpa-akun");
    const response = await transfer(sender.token, ticketId, email);
    expect(response.body.data).toMatchObject({ recipient_account_created: true });
    const mails = (await lastMailTo(email)).rows;
    expect(mails[0]?.text).toContain("?claim=");

    await call("POST", "/auth/forget-password", { body: { email } });
    const resetText = (await lastMailTo(email)).rows[0]?.text ?? "";
    const resetToken = /forget-password\?token=([A-Za-z0-9_-]+)/.exec(resetText)?.[1] ?? "";
    const reset = await call("POST", "/auth/forget-password/change", {
      body: { token: resetToken, new_password: "rahasia-baru-456" },
    });
    expect(reset.status).toBe(200);
    const [ticket] = await t.database.db.select().from(eTickets).where(eq(eTickets.id, ticketId));
    const [owner] = await t.database.db.select().from(buyers).where(eq(buyers.email, email));
    expect(ticket?.holderBuyerId).toBe(owner?.id);
    expect(owner?.emailVerifiedAt).not.toBeNull();
  });
});

describe("the recipient's visitor data and the sender's void copy", () => {
  it("drops the original visitor's answers: the ticket shows the recipient's account until they fill the form", async () => {
    const { sender, verified, ticketId } = await paidTicket();
    await transfer(sender.token, ticketId, await emailOf(verified.id));
    const received = await detail(verified.token, ticketId);
    const ticket = received.body.data as ETicketDetail;
    expect(ticket.holder_name).toBe("Pembeli 1");
    expect(ticket.visitors).toEqual([]);
    expect(JSON.stringify(received.body)).not.toMatch(/Rika Sutanto|visitor0@example\.com|0100/);
    expect(ticket.visitor_form?.map((field) => field.key)).toEqual(["name", "email", "phone_number"]);
    const [row] = await t.database.db.select().from(eTickets).where(eq(eTickets.id, ticketId));
    expect(row?.visitorData).toBeNull();
  });

  it("validates the recipient's answers with the shared rules, stores them once, and names the ticket after them", async () => {
    const { sender, verified, ticketId } = await paidTicket();
    await transfer(sender.token, ticketId, await emailOf(verified.id));
    const path = `/ticket/detail/${ticketId}/visitor`;

    const bad = await call("POST", path, {
      token: verified.token,
      body: { visitor: { name: "Bu", email: "dewi@mail.con", phone_number: "" } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual([
      "visitor.email",
      "visitor.name",
      "visitor.phone_number",
    ]);
    expect((await call("POST", path, { token: sender.token, body: { visitor: {} } })).status).toBe(404);

    const visitor = { name: "Dewi Anggraini", email: "dewi@example.com", phone_number: "+62 81234567890" };
    const saved = await call("POST", path, {
      token: verified.token,
      body: { visitor: { ...visitor, extra: "x" } },
    });
    expect(saved.status).toBe(200);
    const ticket = saved.body.data as ETicketDetail;
    expect(ticket.holder_name).toBe("Dewi Anggraini");
    expect(ticket.visitor_form).toBeNull();
    expect(ticket.visitors.map((entry) => entry.value)).toEqual([
      "Dewi Anggraini",
      "dewi@example.com",
      "+62 81234567890",
    ]);
    const [row] = await t.database.db.select().from(eTickets).where(eq(eTickets.id, ticketId));
    expect(row?.visitorData).toEqual(visitor);

    const twice = await call("POST", path, { token: verified.token, body: { visitor } });
    expect(twice.status).toBe(409);
  });

  it("refuses the form on a ticket bought by its holder", async () => {
    const { sender, ticketId } = await paidTicket();
    const response = await call("POST", `/ticket/detail/${ticketId}/visitor`, {
      token: sender.token,
      body: {
        visitor: { name: "Dewi Anggraini", email: "dewi@example.com", phone_number: "+62 81234567890" },
      },
    });
    expect(response.status).toBe(409);
  });

  it("gives the sender a PDF of the transferred ticket stamped void, without a code; nobody else gets it", async () => {
    const { sender, verified, ticketId } = await paidTicket();
    const before = await call("GET", `/ticket/transfers/${ticketId}/pdf`, { token: sender.token });
    expect(before.status).toBe(404);
    const recipientEmail = await emailOf(verified.id);
    await transfer(sender.token, ticketId, recipientEmail);

    const response = await call("GET", `/ticket/transfers/${ticketId}/pdf`, { token: sender.token });
    expect(response.status).toBe(200);
    const pdf = response.body.data as TicketPdf;
    expect(pdf.filename).toMatch(/-transferred\.pdf$/);
    const bytes = Buffer.from(pdf.base64, "base64").toString("latin1");
    expect(bytes.startsWith("%PDF")).toBe(true);
    expect(bytes).toContain("TRANSFERRED: NOT VALID FOR ENTRY");
    expect(bytes).not.toContain("/Keywords"); // no ticket code in it

    expect((await call("GET", `/ticket/transfers/${ticketId}/pdf`, { token: verified.token })).status).toBe(
      404,
    );
  });
});
