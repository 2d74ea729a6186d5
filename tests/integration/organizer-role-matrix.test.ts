import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { requireViewer } from "../../server/features/sessions/index.ts";
import { defineRoute } from "../../server/http/api-route.ts";
import type { AppServices } from "../../server/services.ts";
import { type OrganizerRole, ROLE_GROUPS } from "../../shared/contracts/organizer.ts";
import { createBuyers, type TestBuyer } from "../support/checkout-fixtures.ts";
import { createOrgFixture, orgCall, samplePng } from "../support/organizer-fixtures.ts";
import type { Fixture, Row } from "../support/organizer-matrix-row.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { BOX_OFFICE_ROWS } from "./organizer-role-matrix-box-office.ts";
import { GATES_ROWS } from "./organizer-role-matrix-gates.ts";
import { MESSAGING_ROWS } from "./organizer-role-matrix-messaging.ts";
import { RECORDS_ROWS } from "./organizer-role-matrix-records.ts";
import { REFUNDS_ROWS } from "./organizer-role-matrix-refunds.ts";
import { WEBHOOK_ROWS } from "./organizer-role-matrix-webhooks.ts";

/**
 * Every organiser endpoint, called by every role of the organisation, a buyer with no
 * membership, a signed-out visitor and a member of another organisation. Each cell runs on a fresh
 * organisation (`createOrgFixture`), so a change made by one cell never decides the next.
 *
 * Expected: anonymous 401; a buyer 403; another organisation's member 404 (the organisation's ids are
 * not theirs: its existence is never confirmed); a role outside the row's group 403; inside it 2xx.
 * `foreign` rows also call with ids of ANOTHER organisation under the caller's own organisation: 404.
 *
 * Adding an endpoint: add a row here (the completeness test fails until every `/organizer/` operation of
 * the OpenAPI document has one). docs/organizer-workspace.md says the same.
 */

const base = (f: Fixture) => `/organizer/organizations/${f.organiser.id}`;
const WAITING_ROOM_BODY = { enabled: true, opens_at: "2026-12-20T10:00:00+07:00", admit_per_minute: 300 };
const WAITING_LIST_BODY = { offer_minutes: 120, categories: [] };
const RESALE_BODY = { enabled: true, list_until_hours: 24, seller_fee: 0, transfer_cap: null };
const ev = (f: Fixture, id = f.draft.id) => `${base(f)}/events/${id}`;
let sequence = 0;

function categoryBody(over: Record<string, unknown> = {}) {
  return { name: "Reguler", price: 100_000, quota: 120, ...over };
}
function seatMapBody(categoryId: number) {
  return {
    stage_position: "top",
    sections: [
      { name: "Tribun", category_id: categoryId, rows: 2, seats_per_row: 5, first_row: "A", first_seat: 1 },
    ],
  };
}
const formBody = {
  fields: [
    { key: "name", label: "Nama", type: "text" },
    {
      key: "jersey",
      label: "Ukuran jersey",
      type: "dropdown",
      options: ["S", "M", "L"],
      help: "Ukuran dewasa",
    },
  ],
};
function voucherBody(code: string) {
  return { code, discount_unit: "percent", amount: 15, valid_from: "2026-01-01T00:00:00Z" };
}

const ROWS: Row[] = [
  {
    name: "organization",
    allowed: "office",
    operation: "GET /organizer/organizations/{orgId}",
    request: (f) => ({ method: "GET", url: base(f) }),
  },
  {
    name: "updateOrganization",
    allowed: "editors",
    operation: "PATCH /organizer/organizations/{orgId}",
    request: (f) => ({ method: "PATCH", url: base(f), body: { city: "Bandung" } }),
  },
  {
    name: "setTwoFactorRequirement",
    allowed: "owners",
    operation: "PUT /organizer/organizations/{orgId}/two-factor-requirement",
    // Turning it off needs nothing of the caller; turning it on is organizer-two-factor.test.ts's.
    request: (f) => ({ method: "PUT", url: `${base(f)}/two-factor-requirement`, body: { required: false } }),
  },
  {
    name: "updatePayout",
    allowed: "money",
    operation: "PUT /organizer/organizations/{orgId}/payout",
    request: (f) => ({
      method: "PUT",
      url: `${base(f)}/payout`,
      body: { bank: "BCA", accountNumber: "1234567890", holder: "PT Demo" },
    }),
  },
  {
    name: "team",
    allowed: "office",
    operation: "GET /organizer/organizations/{orgId}/team",
    request: (f) => ({ method: "GET", url: `${base(f)}/team` }),
  },
  {
    name: "inviteMember",
    allowed: "owners",
    operation: "POST /organizer/organizations/{orgId}/invitations",
    request: (f) => ({
      method: "POST",
      url: `${base(f)}/invitations`,
      body: { email: `new-${++sequence}@example.com`, role: "gate" },
    }),
  },
  {
    name: "revokeInvitation",
    allowed: "owners",
    operation: "DELETE /organizer/organizations/{orgId}/invitations/{invitationId}",
    request: (f) => ({ method: "DELETE", url: `${base(f)}/invitations/${f.invitation.id}` }),
    foreign: (own, other) => ({ method: "DELETE", url: `${base(own)}/invitations/${other.invitation.id}` }),
  },
  {
    name: "changeMemberRole",
    allowed: "owners",
    operation: "PATCH /organizer/organizations/{orgId}/members/{buyerId}",
    request: (f) => ({
      method: "PATCH",
      url: `${base(f)}/members/${f.target.id}`,
      body: { role: "finance" },
    }),
    foreign: (own, other) => ({
      method: "PATCH",
      url: `${base(own)}/members/${other.target.id}`,
      body: { role: "finance" },
    }),
  },
  {
    name: "removeMember (someone else)",
    allowed: "owners",
    operation: "DELETE /organizer/organizations/{orgId}/members/{buyerId}",
    request: (f) => ({ method: "DELETE", url: `${base(f)}/members/${f.target.id}` }),
    foreign: (own, other) => ({ method: "DELETE", url: `${base(own)}/members/${other.target.id}` }),
  },
  {
    name: "orgEvents",
    allowed: "office",
    operation: "GET /organizer/organizations/{orgId}/events",
    request: (f) => ({ method: "GET", url: `${base(f)}/events` }),
  },
  {
    name: "createEvent",
    allowed: "editors",
    operation: "POST /organizer/organizations/{orgId}/events",
    request: (f) => ({
      method: "POST",
      url: `${base(f)}/events`,
      body: { title: `Konser Matriks ${++sequence}` },
    }),
  },
  {
    name: "orgEvent",
    allowed: "office",
    operation: "GET /organizer/organizations/{orgId}/events/{eventId}",
    request: (f) => ({ method: "GET", url: ev(f) }),
    foreign: (own, other) => ({ method: "GET", url: ev(own, other.draft.id) }),
  },
  {
    name: "updateEvent",
    allowed: "editors",
    operation: "PATCH /organizer/organizations/{orgId}/events/{eventId}",
    request: (f) => ({ method: "PATCH", url: ev(f), body: { title: "Judul Baru" } }),
    foreign: (own, other) => ({
      method: "PATCH",
      url: ev(own, other.draft.id),
      body: { title: "Judul Baru" },
    }),
  },
  {
    name: "publishEvent",
    allowed: "editors",
    operation: "POST /organizer/organizations/{orgId}/events/{eventId}/publish",
    request: (f) => ({ method: "POST", url: `${ev(f)}/publish` }),
    foreign: (own, other) => ({ method: "POST", url: `${ev(own, other.draft.id)}/publish` }),
  },
  {
    name: "unpublishEvent",
    allowed: "editors",
    operation: "POST /organizer/organizations/{orgId}/events/{eventId}/unpublish",
    request: (f) => ({ method: "POST", url: `${ev(f, f.published.id)}/unpublish` }),
    foreign: (own, other) => ({ method: "POST", url: `${ev(own, other.published.id)}/unpublish` }),
  },
  {
    name: "duplicateEvent",
    allowed: "editors",
    operation: "POST /organizer/organizations/{orgId}/events/{eventId}/duplicate",
    request: (f) => ({ method: "POST", url: `${ev(f, f.published.id)}/duplicate` }),
    foreign: (own, other) => ({ method: "POST", url: `${ev(own, other.published.id)}/duplicate` }),
  },
  {
    name: "cancelEvent",
    allowed: "editors",
    operation: "POST /organizer/organizations/{orgId}/events/{eventId}/cancel",
    request: (f) => ({ method: "POST", url: `${ev(f)}/cancel`, body: { reason: "Venue tidak tersedia" } }),
    foreign: (own, other) => ({
      method: "POST",
      url: `${ev(own, other.draft.id)}/cancel`,
      body: { reason: "x" },
    }),
  },
  {
    name: "cancelEventPreview",
    allowed: "editors",
    operation: "GET /organizer/organizations/{orgId}/events/{eventId}/cancel-preview",
    request: (f) => ({ method: "GET", url: `${ev(f, f.published.id)}/cancel-preview` }),
    foreign: (own, other) => ({ method: "GET", url: `${ev(own, other.published.id)}/cancel-preview` }),
  },
  {
    name: "uploadImage",
    allowed: "editors",
    operation: "POST /organizer/organizations/{orgId}/images",
    request: (f, png) => ({
      method: "POST",
      url: `${base(f)}/images?kind=poster`,
      raw: { contentType: "image/png", payload: png },
    }),
  },
  // the event's ticket catalogue
  {
    name: "orgCatalog",
    allowed: "office",
    operation: "GET /organizer/organizations/{orgId}/events/{eventId}/catalog",
    request: (f) => ({ method: "GET", url: `${ev(f)}/catalog` }),
    foreign: (own, other) => ({ method: "GET", url: `${ev(own, other.draft.id)}/catalog` }),
  },
  {
    name: "orgCreateCategory",
    allowed: "editors",
    operation: "POST /organizer/organizations/{orgId}/events/{eventId}/categories",
    request: (f) => ({ method: "POST", url: `${ev(f)}/categories`, body: categoryBody({ kind: "general" }) }),
    foreign: (own, other) => ({
      method: "POST",
      url: `${ev(own, other.draft.id)}/categories`,
      body: categoryBody({ kind: "general" }),
    }),
  },
  {
    name: "orgUpdateCategory",
    allowed: "editors",
    operation: "PUT /organizer/organizations/{orgId}/events/{eventId}/categories/{categoryId}",
    request: (f) => ({
      method: "PUT",
      url: `${ev(f)}/categories/${f.draftCategory.id}`,
      body: categoryBody(),
    }),
    foreign: (own, other) => ({
      method: "PUT",
      url: `${ev(own)}/categories/${other.draftCategory.id}`,
      body: categoryBody(),
    }),
  },
  {
    name: "orgDeleteCategory",
    allowed: "editors",
    operation: "DELETE /organizer/organizations/{orgId}/events/{eventId}/categories/{categoryId}",
    request: (f) => ({ method: "DELETE", url: `${ev(f)}/categories/${f.draftCategory.id}` }),
    foreign: (own, other) => ({ method: "DELETE", url: `${ev(own)}/categories/${other.draftCategory.id}` }),
  },
  {
    name: "orgSaveSeatMap",
    allowed: "editors",
    operation: "PUT /organizer/organizations/{orgId}/events/{eventId}/seat-map",
    request: (f) => ({ method: "PUT", url: `${ev(f)}/seat-map`, body: seatMapBody(f.draftCategory.id) }),
    foreign: (own, other) => ({
      method: "PUT",
      url: `${ev(own, other.draft.id)}/seat-map`,
      body: seatMapBody(other.draftCategory.id),
    }),
  },
  {
    name: "orgSaveVisitorForm",
    allowed: "editors",
    operation: "PUT /organizer/organizations/{orgId}/events/{eventId}/visitor-form",
    request: (f) => ({ method: "PUT", url: `${ev(f)}/visitor-form`, body: formBody }),
    foreign: (own, other) => ({
      method: "PUT",
      url: `${ev(own, other.draft.id)}/visitor-form`,
      body: formBody,
    }),
  },
  {
    name: "orgCreateVoucher",
    allowed: "editors",
    operation: "POST /organizer/organizations/{orgId}/events/{eventId}/vouchers",
    request: (f) => ({ method: "POST", url: `${ev(f)}/vouchers`, body: voucherBody(`NEW${++sequence}`) }),
    foreign: (own, other) => ({
      method: "POST",
      url: `${ev(own, other.draft.id)}/vouchers`,
      body: voucherBody(`NEW${++sequence}`),
    }),
  },
  {
    name: "orgUpdateVoucher",
    allowed: "editors",
    operation: "PUT /organizer/organizations/{orgId}/events/{eventId}/vouchers/{voucherId}",
    request: (f) => ({
      method: "PUT",
      url: `${ev(f)}/vouchers/${f.draftVoucher.id}`,
      body: voucherBody("HEMAT10"),
    }),
    foreign: (own, other) => ({
      method: "PUT",
      url: `${ev(own)}/vouchers/${other.draftVoucher.id}`,
      body: voucherBody("HEMAT10"),
    }),
  },
  {
    name: "orgDeleteVoucher",
    allowed: "editors",
    operation: "DELETE /organizer/organizations/{orgId}/events/{eventId}/vouchers/{voucherId}",
    request: (f) => ({ method: "DELETE", url: `${ev(f)}/vouchers/${f.draftVoucher.id}` }),
    foreign: (own, other) => ({ method: "DELETE", url: `${ev(own)}/vouchers/${other.draftVoucher.id}` }),
  },
  {
    name: "orgEventAudit",
    allowed: "office",
    operation: "GET /organizer/organizations/{orgId}/events/{eventId}/audit",
    request: (f) => ({ method: "GET", url: `${ev(f)}/audit` }),
    foreign: (own, other) => ({ method: "GET", url: `${ev(own, other.draft.id)}/audit` }),
  },
  ...RECORDS_ROWS,
  ...WEBHOOK_ROWS,
  ...GATES_ROWS,
  ...REFUNDS_ROWS,
  ...BOX_OFFICE_ROWS,
  ...MESSAGING_ROWS,
  {
    name: "orgWaitingRoom",
    allowed: "office",
    operation: "GET /organizer/organizations/{orgId}/events/{eventId}/waiting-room",
    request: (f) => ({ method: "GET", url: `${ev(f)}/waiting-room` }),
    foreign: (own, other) => ({ method: "GET", url: `${ev(own, other.draft.id)}/waiting-room` }),
  },
  {
    name: "saveOrgWaitingRoom",
    allowed: "editors",
    operation: "PUT /organizer/organizations/{orgId}/events/{eventId}/waiting-room",
    request: (f) => ({ method: "PUT", url: `${ev(f)}/waiting-room`, body: WAITING_ROOM_BODY }),
    foreign: (own, other) => ({
      method: "PUT",
      url: `${ev(own, other.draft.id)}/waiting-room`,
      body: WAITING_ROOM_BODY,
    }),
  },
  {
    name: "orgWaitingList",
    allowed: "office",
    operation: "GET /organizer/organizations/{orgId}/events/{eventId}/waiting-list",
    request: (f) => ({ method: "GET", url: `${ev(f)}/waiting-list` }),
    foreign: (own, other) => ({ method: "GET", url: `${ev(own, other.draft.id)}/waiting-list` }),
  },
  {
    name: "saveOrgWaitingList",
    allowed: "editors",
    operation: "PUT /organizer/organizations/{orgId}/events/{eventId}/waiting-list",
    request: (f) => ({ method: "PUT", url: `${ev(f)}/waiting-list`, body: WAITING_LIST_BODY }),
    foreign: (own, other) => ({
      method: "PUT",
      url: `${ev(own, other.draft.id)}/waiting-list`,
      body: WAITING_LIST_BODY,
    }),
  },
  {
    name: "orgResale",
    allowed: "office",
    operation: "GET /organizer/organizations/{orgId}/events/{eventId}/resale",
    request: (f) => ({ method: "GET", url: `${ev(f)}/resale` }),
    foreign: (own, other) => ({ method: "GET", url: `${ev(own, other.draft.id)}/resale` }),
  },
  {
    name: "saveOrgResale",
    allowed: "editors",
    operation: "PUT /organizer/organizations/{orgId}/events/{eventId}/resale",
    request: (f) => ({ method: "PUT", url: `${ev(f)}/resale`, body: RESALE_BODY }),
    foreign: (own, other) => ({ method: "PUT", url: `${ev(own, other.draft.id)}/resale`, body: RESALE_BODY }),
  },
];

const ROLES: OrganizerRole[] = ["owner", "admin", "finance", "gate"];
type Actor = OrganizerRole | "buyer" | "anonymous" | "outsider";
const ACTORS: Actor[] = [...ROLES, "buyer", "anonymous", "outsider"];

function expectedStatus(row: Row, actor: Actor): "2xx" | 401 | 403 | 404 {
  if (actor === "anonymous") return 401;
  if (actor === "buyer") return 403;
  if (actor === "outsider") return 404;
  return (ROLE_GROUPS[row.allowed] as readonly OrganizerRole[]).includes(actor) ? "2xx" : 403;
}

let t: TestApp;
let buyer: TestBuyer;
let png: Buffer;

/** A route that checks only the session, not the membership: the control the matrix must catch. */
const unguardedControl = (services: () => AppServices) =>
  defineRoute({
    method: "GET",
    path: "/organizer/organizations/:orgId/control-unguarded",
    summary: "control: no organiser guard",
    tag: "test",
    auth: "session",
    params: z.object({ orgId: z.string() }),
    response: z.object({ ok: z.boolean() }),
    async handler({ request }) {
      await requireViewer(request, services());
      return { ok: true };
    },
  });

beforeAll(async () => {
  let services: AppServices | null = null;
  t = await createTestApp({
    extraRoutes: [unguardedControl(() => services!)],
    env: { MEDIA_DIR: await mkdtemp(join(tmpdir(), "tiketin-media-")) },
  });
  services = t.services;
  [buyer] = (await createBuyers(t.database.db, 1)) as [TestBuyer];
  png = await samplePng();
});
afterAll(() => t.close());

/** What one cell observed: the status, or "2xx" for any success. */
async function observe(row: Pick<Row, "request" | "prepare">, actor: Actor): Promise<"2xx" | number> {
  const own: Fixture = await createOrgFixture(t.database.db);
  const other: Fixture = await createOrgFixture(t.database.db);
  await row.prepare?.(own, t.database.db);
  const token =
    actor === "anonymous"
      ? undefined
      : actor === "buyer"
        ? buyer.token
        : actor === "outsider"
          ? other.members.owner.token
          : own.members[actor].token;
  const response = await orgCall(t.app, { ...row.request(own, png), token });
  if (response.status >= 500) throw new Error(`${response.status}: ${JSON.stringify(response.body)}`);
  return response.status >= 200 && response.status < 300 ? "2xx" : response.status;
}

describe("organiser role matrix (every endpoint x every role, a buyer, a visitor, another organisation)", () => {
  for (const row of ROWS) {
    for (const actor of ACTORS) {
      const expected = expectedStatus(row, actor);
      it(`${row.name} as ${actor}: ${expected}`, async () => {
        expect(await observe(row, actor)).toBe(expected);
      });
    }
    if (row.foreign) {
      const foreign = row.foreign;
      it(`${row.name} with another organisation's id under the owner's own organisation: 404`, async () => {
        const own: Fixture = await createOrgFixture(t.database.db);
        const other: Fixture = await createOrgFixture(t.database.db);
        await row.prepare?.(own, t.database.db);
        await row.prepare?.(other, t.database.db);
        const response = await orgCall(t.app, {
          ...foreign(own, other, png),
          token: own.members.owner.token,
        });
        expect(response.status).toBe(404);
        expect(response.body.errorCode).toBe("not_found");
      });
    }
  }

  it("every /organizer/ operation of the OpenAPI document has a row", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" });
    const document = response.json() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith("/api/v1/organizer/organizations/{orgId}"))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.slice("/api/v1".length)}`),
      )
      .filter((operation) => !operation.includes("control-unguarded"));
    const covered = new Set(ROWS.map((row) => row.operation));
    expect(operations.filter((operation) => !covered.has(operation))).toEqual([]);
    expect(operations.length).toBeGreaterThanOrEqual(ROWS.length - 1);
  });

  it("control: a route without the organiser guard fails the matrix (a buyer and an outsider get in)", async () => {
    const row = {
      request: (f: Fixture) => ({ method: "GET" as const, url: `${base(f)}/control-unguarded` }),
    };
    // The harness must see what the guard would have refused: these are the defects it exists to catch.
    expect(await observe(row, "buyer")).toBe("2xx");
    expect(await observe(row, "outsider")).toBe("2xx");
    expect(await observe(row, "gate")).toBe("2xx");
    expect(expectedStatus({ ...row, name: "control", allowed: "editors", operation: "" }, "buyer")).toBe(403);
  });
});
