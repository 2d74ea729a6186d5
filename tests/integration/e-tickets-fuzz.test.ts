import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueCheckInLink } from "../../server/features/e-tickets/check-in-secret.ts";
import { CHECK_IN_SECRET_HEADER } from "../../shared/contracts/e-tickets.ts";
import { createBuyers } from "../support/checkout-fixtures.ts";
import { issuePaidTickets } from "../support/e-tickets-fixtures.ts";
import { createCategory, createEvent } from "../support/events-fixtures.ts";
import { randomJson, randomObjectFor, randomPathSegment, seededRandom } from "../support/random-input.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * The generic fuzz test (api-fuzz) never gets past the session or the gate secret, so this one sends
 * its random inputs AUTHENTICATED, to reach the e-tickets handlers themselves: random codes, gates,
 * scan lists, e-mails and ids. None may answer 5xx or anything but an envelope.
 */
const CASES = 200;

let t: TestApp;
let token = "";
let slug = "";
let secret = "";
let ticketId = "";
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const event = await createEvent(db);
  const category = await createCategory(db, event.id);
  const [buyer] = await createBuyers(db, 1);
  if (!buyer) throw new Error("no buyer");
  const issued = await issuePaidTickets(db, {
    buyerId: buyer.id,
    eventId: event.id,
    categoryId: category.id,
    visitors: ["Rika"],
  });
  token = buyer.token;
  slug = event.slug;
  ticketId = issued.ticketIds[0] ?? "";
  secret = new URL(await issueCheckInLink(db, "http://localhost:3000", slug)).hash.slice(3);
});
afterAll(() => t.close());

describe("fuzzing the e-tickets endpoints with valid credentials", () => {
  it("never answers 5xx and always answers an envelope", async () => {
    const random = seededRandom(7_2026_1121);
    const pathValue = () => random.pick([ticketId, randomPathSegment(random), slug]);
    const operations: { method: "GET" | "POST"; url: () => string; fields: string[] }[] = [
      {
        method: "GET",
        url: () => `/api/v1/ticket/my-tickets?tab=${encodeURIComponent(String(randomJson(random)))}`,
        fields: [],
      },
      { method: "GET", url: () => `/api/v1/ticket/detail/${pathValue()}`, fields: [] },
      { method: "GET", url: () => `/api/v1/ticket/detail/${pathValue()}/pdf`, fields: [] },
      { method: "POST", url: () => `/api/v1/ticket/detail/${pathValue()}/transfer`, fields: ["email"] },
      { method: "POST", url: () => `/api/v1/check-in/${pathValue()}/scan`, fields: ["code", "gate"] },
      { method: "GET", url: () => `/api/v1/check-in/${pathValue()}/bundle`, fields: [] },
      { method: "POST", url: () => `/api/v1/check-in/${pathValue()}/sync`, fields: ["scans"] },
    ];
    const failures: string[] = [];
    for (const operation of operations) {
      for (let i = 0; i < CASES; i += 1) {
        const url = operation.url();
        const payload =
          operation.method === "GET"
            ? undefined
            : JSON.stringify(
                random.next() < 0.8 ? randomObjectFor(random, operation.fields) : randomJson(random),
              );
        const response = await t.app.inject({
          method: operation.method,
          url,
          payload,
          headers: {
            ...(payload !== undefined ? { "content-type": "application/json" } : {}),
            cookie: `tiketin_session=${token}`,
            [CHECK_IN_SECRET_HEADER]: random.next() < 0.9 ? secret : String(randomJson(random)).slice(0, 300),
          },
        });
        const body = response.json() as { status?: unknown; message?: unknown };
        if (
          response.statusCode >= 500 ||
          (body.status !== 0 && body.status !== 1) ||
          typeof body.message !== "string"
        ) {
          failures.push(
            `${operation.method} ${url} [case ${i}] -> ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
  }, 120_000);
});
