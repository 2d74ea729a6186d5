import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import type { Db } from "../../server/db/client.ts";
import { organiserInvitations, organiserMembers, vouchers } from "../../server/db/schema/index.ts";
import type { OrganizerRole } from "../../shared/contracts/organizer.ts";
import { createBuyers, type TestBuyer } from "./checkout-fixtures.ts";
import { createCategory, createEvent, createOrganiser, daysFromNow } from "./events-fixtures.ts";

/**
 * An organisation with one person per role (plus a gate member, `target`, for the team rows to act on),
 * a complete draft (publishable), a published event with nothing sold, and an open invitation. Built
 * fresh per call, so a matrix cell that changes something never affects the next one.
 */
export async function createOrgFixture(db: Db) {
  const organiser = await createOrganiser(db);
  const people = await createBuyers(db, 5);
  const roles: OrganizerRole[] = ["owner", "admin", "finance", "gate", "gate"];
  await db
    .insert(organiserMembers)
    .values(
      people.map((person, index) => ({ organiserId: organiser.id, buyerId: person.id, role: roles[index]! })),
    );
  const [owner, admin, finance, gate, target] = people as [
    TestBuyer,
    TestBuyer,
    TestBuyer,
    TestBuyer,
    TestBuyer,
  ];
  const draft = await createEvent(db, {
    organiserId: organiser.id,
    lifecycle: "draft",
    posterPath: "/media/events/draft.svg",
    startsAt: daysFromNow(20),
  });
  const draftCategory = await createCategory(db, draft.id, { name: "Reguler", quota: 100 });
  const [draftVoucher] = await db
    .insert(vouchers)
    .values({ eventId: draft.id, code: "HEMAT10", discountUnit: "percent", amount: 10 })
    .returning();
  const published = await createEvent(db, { organiserId: organiser.id, lifecycle: "published" });
  await createCategory(db, published.id, { name: "Festival", quota: 100 });
  const [invitation] = await db
    .insert(organiserInvitations)
    .values({
      organiserId: organiser.id,
      email: `invitee-${randomBytes(4).toString("hex")}@example.com`,
      role: "gate",
      tokenHash: createHash("sha256").update(randomBytes(16)).digest("hex"),
      expiresAt: daysFromNow(7),
    })
    .returning();
  return {
    organiser,
    members: { owner, admin, finance, gate },
    target,
    draft,
    draftCategory,
    draftVoucher: draftVoucher!,
    published,
    invitation: invitation!,
  };
}
export type OrgFixture = Awaited<ReturnType<typeof createOrgFixture>>;

/** A small valid PNG (the upload rows' body). */
export async function samplePng(width = 200, height = 120): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 109, g: 40, b: 217 } } })
    .png()
    .toBuffer();
}

export interface OrgRequest {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  token?: string;
  body?: unknown;
  raw?: { contentType: string; payload: Buffer };
  /** Accept-Language (English unless given). */
  language?: string;
}

/** One API call as a browser would make it (JSON or a raw file), answered status and envelope. */
export async function orgCall(app: FastifyInstance, request: OrgRequest) {
  const response = await app.inject({
    method: request.method,
    url: `/api/v1${request.url}`,
    headers: {
      "accept-language": request.language ?? "en",
      ...(request.token ? { cookie: `tiketin_session=${request.token}` } : {}),
      ...(request.raw
        ? { "content-type": request.raw.contentType }
        : request.body !== undefined
          ? { "content-type": "application/json" }
          : {}),
    },
    payload: request.raw
      ? request.raw.payload
      : request.body === undefined
        ? undefined
        : JSON.stringify(request.body),
  });
  // A file download (an export) has no envelope: stand in a success body for it.
  const isJson = String(response.headers["content-type"] ?? "").includes("json");
  return {
    status: response.statusCode,
    body: (isJson ? response.json() : { status: 1, message: "" }) as {
      status: 0 | 1;
      message: string;
      errorCode?: string;
      data?: unknown;
      fields?: Record<string, string>;
    },
  };
}
