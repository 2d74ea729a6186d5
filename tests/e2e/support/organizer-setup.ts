import type { APIRequestContext, Browser, BrowserContext } from "@playwright/test";
import sharp from "sharp";
import { DEMO_ORGANIZER } from "../../../server/seed/demo-organizer-seeder.ts";
import { expect } from "../fixtures.ts";

/**
 * An organiser's starting point, made through the API before a spec drives the screens: a signed-in
 * organiser, an organisation, an event ready to publish, or a second browser context that owns the
 * organisation of an event a buyer has just paid for.
 */

/** One call of the organiser's API that must succeed: its `data`. */
export async function orgApi<T>(
  request: APIRequestContext,
  method: "GET" | "POST" | "PATCH" | "PUT",
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api/v1${url}`, { method, data });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** Signs `request`'s context in as the seeded demo organiser. */
export async function signInDemoOrganiser(request: APIRequestContext): Promise<void> {
  const login = await request.post("/api/v1/auth/login", {
    data: { type: "password", email: DEMO_ORGANIZER.email, password: DEMO_ORGANIZER.password },
  });
  expect(login.status(), await login.text()).toBe(200);
}

/** The organisation the demo organiser owns (signed in first with `signInDemoOrganiser`). */
export async function demoOrganisation(request: APIRequestContext): Promise<number> {
  const orgs = await orgApi<{ rows: { id: number; role: string }[] }>(
    request,
    "GET",
    "/organizer/organizations",
  );
  const org = orgs.rows.find((row) => row.role === "owner");
  if (!org) throw new Error("the demo organiser owns no organisation");
  return org.id;
}

/** A 16:9 poster uploaded to organisation `orgId`'s images: its id, for an event's `posterImageId`. */
export async function uploadPoster(request: APIRequestContext, orgId: number): Promise<{ id: string }> {
  const poster = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 15, g: 118, b: 110 } },
  })
    .jpeg()
    .toBuffer();
  const uploaded = await request.post(`/api/v1/organizer/organizations/${orgId}/images?kind=poster`, {
    headers: { "content-type": "image/jpeg" },
    data: poster,
  });
  expect(uploaded.status()).toBe(201);
  return ((await uploaded.json()) as { data: { id: string } }).data;
}

export interface CategorySetup {
  name: string;
  price: number;
  quota: number;
}

/**
 * A draft with everything publishing asks for (a poster, a venue in Bandung, one general category), in
 * organisation `orgId`. A fresh event each time: the demo's own keep their stock and forms for others.
 */
export async function completeDraft(
  request: APIRequestContext,
  orgId: number,
  title: string,
  categorySetup: CategorySetup,
) {
  const base = `/organizer/organizations/${orgId}`;
  const event = await orgApi<{ id: number; slug: string }>(request, "POST", `${base}/events`, { title });
  const image = await uploadPoster(request, orgId);
  await orgApi(request, "PATCH", `${base}/events/${event.id}`, {
    venueName: "Gedung Sate",
    city: "Bandung",
    posterImageId: image.id,
  });
  const category = await orgApi<{ id: number; price: number }>(
    request,
    "POST",
    `${base}/events/${event.id}/categories`,
    { kind: "general", ...categorySetup },
  );
  return { orgId, eventId: event.id, slug: event.slug, base, category };
}

/**
 * A second browser (the organiser's own, beside the buyer's) signed in as `who` and made an owner of the
 * organisation that runs `eventSlug`: the demo organiser, or a new account by name and e-mail.
 */
export async function organiserOwning(
  browser: Browser,
  options: {
    baseURL: string | undefined;
    width: number;
    eventSlug: string;
    who: "demo" | { name: string; email: string };
  },
): Promise<{ organiser: BrowserContext; orgId: number; eventId: number }> {
  const organiser = await browser.newContext({
    baseURL: options.baseURL,
    viewport: { width: options.width, height: 900 },
    locale: "id-ID",
  });
  const { who } = options;
  if (who === "demo") await signInDemoOrganiser(organiser.request);
  else {
    const session = await organiser.request.post("/api/v1/__test/session", { data: who });
    expect(session.status()).toBe(200);
  }
  const membership = await organiser.request.post("/api/v1/__test/organizer/membership", {
    data: {
      email: who === "demo" ? DEMO_ORGANIZER.email : who.email,
      event_slug: options.eventSlug,
      role: "owner",
    },
  });
  expect(membership.status()).toBe(200);
  const { organization_id: orgId, event_id: eventId } = (
    (await membership.json()) as { data: { organization_id: number; event_id: number } }
  ).data;
  return { organiser, orgId, eventId };
}
