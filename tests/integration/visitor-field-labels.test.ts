import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventVisitorFields, ticketCategories } from "../../server/db/schema/index.ts";
import type { VisitorField } from "../../shared/checkout/visitor-fields.ts";
import { checkoutWebEn } from "../../shared/i18n/catalogs/checkout-web/en.ts";
import { checkoutWebId } from "../../shared/i18n/catalogs/checkout-web/id.ts";
import { issuePaidTickets } from "../support/e-tickets-fixtures.ts";
import { createOrgFixture, type OrgFixture, orgCall } from "../support/organizer-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Defect 6: the built-in default visitor fields (name, e-mail, phone) are ours, identified by their key,
 * so every organiser view names them in the reader's language: the form builder, the buyers' answers
 * and the export's header. Labels the organiser typed are data and stay as typed.
 */
const ID = [checkoutWebId.buyer.name, checkoutWebId.buyer.email, checkoutWebId.buyer.phone];
const EN = [checkoutWebEn.buyer.name, checkoutWebEn.buyer.email, checkoutWebEn.buyer.phone];

let t: TestApp;
let f: OrgFixture;

const url = (path: string) => `/organizer/organizations/${f.organiser.id}/events/${f.published.id}${path}`;
const owner = () => f.members.owner.token;

type FormField = VisitorField & { sensitivity: string };
async function formLabels(language: string): Promise<{ fields: FormField[]; isDefault: boolean }> {
  const response = await orgCall(t.app, { method: "GET", url: url("/catalog"), token: owner(), language });
  expect(response.status).toBe(200);
  const form = (response.body.data as { visitor_form: { is_default: boolean; fields: FormField[] } })
    .visitor_form;
  return { fields: form.fields, isDefault: form.is_default };
}

async function answerLabels(language: string): Promise<string[]> {
  const response = await orgCall(t.app, { method: "GET", url: url("/attendees"), token: owner(), language });
  expect(response.status).toBe(200);
  const rows = (response.body.data as { rows: { answers: { label: string }[] }[] }).rows;
  return rows[0]!.answers.map((answer) => answer.label);
}

async function exportHeader(language: string): Promise<string> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/v1${url("/exports/attendees?format=csv")}`,
    headers: { cookie: `tiketin_session=${owner()}`, "accept-language": language },
  });
  expect(response.statusCode).toBe(200);
  return response.body.replace(/^\uFEFF/, "").split(/\r?\n/)[0]!;
}

beforeAll(async () => {
  t = await createTestApp();
  f = await createOrgFixture(t.database.db);
  const [category] = await t.database.db
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, f.published.id));
  await issuePaidTickets(t.database.db, {
    buyerId: f.target.id,
    eventId: f.published.id,
    categoryId: category!.id,
    visitors: ["Sari Wulandari"],
  });
});
afterAll(() => t.close());

describe("the default visitor fields in the reader's language", () => {
  it("a new event's form, its answers and its export name them in Indonesian, or in English", async () => {
    const id = await formLabels("id");
    expect(id.isDefault).toBe(true);
    expect(id.fields.map((field) => field.label)).toEqual(ID);
    expect((await formLabels("en")).fields.map((field) => field.label)).toEqual(EN);
    expect(await answerLabels("id")).toEqual(ID);
    expect(await answerLabels("en")).toEqual(EN);
    expect(await exportHeader("id")).toContain(ID.join(","));
    expect(await exportHeader("en")).toContain(EN.join(","));
  });

  it("saving the form as the Indonesian builder shows it keeps them ours; typed labels stay as typed", async () => {
    const { fields } = await formLabels("id");
    const custom = { ...fields[2]!, label: "Nomor WhatsApp aktif" };
    const saved = await orgCall(t.app, {
      method: "PUT",
      url: url("/visitor-form"),
      token: owner(),
      language: "id",
      body: { fields: [fields[0], fields[1], custom] },
    });
    expect(saved.status).toBe(200);
    const savedFields = (saved.body.data as { fields: VisitorField[] }).fields;
    expect(savedFields.map((field) => field.label)).toEqual([ID[0], ID[1], "Nomor WhatsApp aktif"]);
    // Read in English, the built-in ones follow the reader; the organiser's own words do not.
    const en = await formLabels("en");
    expect(en.isDefault).toBe(false);
    expect(en.fields.map((field) => field.label)).toEqual([EN[0], EN[1], "Nomor WhatsApp aktif"]);
    expect(await answerLabels("en")).toEqual([EN[0], EN[1], "Nomor WhatsApp aktif"]);
    expect(await exportHeader("en")).toContain(`${EN[0]},${EN[1]},Nomor WhatsApp aktif`);
    expect(await exportHeader("id")).toContain(`${ID[0]},${ID[1]},Nomor WhatsApp aktif`);
  });

  it("forms stored with the English defaults (before this fix) read in the workspace's language", async () => {
    await t.database.db
      .update(eventVisitorFields)
      .set({
        config: [
          { key: "name", label: "Name", type: "text", required: true, allow_filler: false, max_length: 255 },
          {
            key: "email",
            label: "Email",
            type: "email",
            required: true,
            allow_filler: false,
            max_length: 255,
          },
          {
            key: "phone_number",
            label: "Phone number",
            type: "phone",
            required: true,
            allow_filler: false,
            max_length: 255,
          },
        ],
      })
      .where(eq(eventVisitorFields.eventId, f.published.id));
    expect((await formLabels("id")).fields.map((field) => field.label)).toEqual(ID);
    expect(await answerLabels("id")).toEqual(ID);
    expect(await exportHeader("id")).toContain(ID.join(","));
  });
});
