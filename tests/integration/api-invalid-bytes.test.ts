import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedCallbackHeaders } from "../../server/features/payments/index.ts";
import { createBuyers, type TestBuyer } from "../support/checkout-fixtures.ts";
import { echoRoute, itemRoute } from "../support/probe-routes.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { counts, createPaymentsHarness, type PaymentsHarness, placeOrder } from "./payments-harness.ts";

/**
 * No byte gives a 500, over every operation of the OpenAPI document: text PostgreSQL
 * cannot store (NUL, a lone surrogate) in any JSON body field, query or path value is a translated 400
 * in the envelope, and a path value longer than the router's limit is a 404, not a 405. Runs on
 * PostgreSQL too (DATABASE_URL=...), which refuses NUL where PGlite might not.
 */
type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: { "application/json": { schema: { properties?: Record<string, unknown> } } } };
};
interface Answer {
  status: number;
  body: { status?: unknown; message?: unknown; errorCode?: unknown; fields?: Record<string, string> };
  allow: unknown;
}

const NUL = "ab\u0000cd";
const LONE_SURROGATE = "ab\ud800cd";

let t: TestApp;
let buyer: TestBuyer;
let operations: { method: string; path: string; op: Operation }[] = [];
beforeAll(async () => {
  t = await createTestApp({ extraRoutes: [echoRoute, itemRoute] });
  [buyer] = (await createBuyers(t.services.database.db, 1)) as [TestBuyer];
  const doc = (await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});
afterAll(() => t.close());

async function send(
  method: string,
  url: string,
  options: { payload?: string; language?: string } = {},
): Promise<Answer> {
  const response = await t.app.inject({
    method: method as "GET",
    url,
    payload: options.payload,
    headers: {
      ...(options.payload === undefined ? {} : { "content-type": "application/json" }),
      "accept-language": options.language ?? "en",
      // Signed in, so a missing session never answers before the body is looked at.
      cookie: `tiketin_session=${buyer.token}`,
    },
  });
  return {
    status: response.statusCode,
    body: response.json() as Answer["body"],
    allow: response.headers.allow,
  };
}

const isEnvelope = (answer: Answer) =>
  (answer.body.status === 0 || answer.body.status === 1) && typeof answer.body.message === "string";
const sample = (path: string) => path.replace(/\{\w+\}/g, "1");
const describeAnswer = (label: string, answer: Answer) =>
  `${label} -> ${answer.status} ${String(answer.body.errorCode)} ${String(answer.body.message)}`;

describe("text PostgreSQL cannot store", () => {
  it("in every string field of every JSON body (also nested and in keys): a translated 400, never 5xx", async () => {
    const failures: string[] = [];
    let bodies = 0;
    for (const { method, path, op } of operations) {
      // JSON bodies only: a binary body (an image upload) is checked by its own tests and api-fuzz.
      const json = op.requestBody?.content["application/json"];
      if (!json) continue;
      const names = Object.keys(json.schema.properties ?? {});
      const variants: Record<string, unknown>[] = [
        ...names.flatMap((name) => [{ [name]: NUL }, { [name]: LONE_SURROGATE }, { [name]: [NUL] }]),
        { nested: { deeper: NUL } },
        { [`key${NUL}`]: 1 },
      ];
      for (const variant of variants) {
        bodies++;
        const answer = await send(method, sample(path), { payload: JSON.stringify(variant) });
        if (answer.status !== 400 || answer.body.errorCode !== "invalid_text" || !isEnvelope(answer))
          failures.push(describeAnswer(`${method} ${path} ${JSON.stringify(variant)}`, answer));
      }
    }
    expect(bodies).toBeGreaterThan(50);
    expect(failures.slice(0, 10)).toEqual([]);
  }, 300_000);

  it("says which field, in Indonesian by default and in English", async () => {
    const id = await send("POST", "/api/v1/__probe/echo", {
      payload: JSON.stringify({ name: NUL, email: "a@example.com", quantity: 1 }),
      language: "id",
    });
    expect(id.status).toBe(400);
    expect(id.body.message).toBe(
      "Permintaan berisi karakter yang tidak dapat diterima (misalnya karakter NUL).",
    );
    expect(id.body.fields).toEqual({ name: id.body.message });
    const en = await send("POST", "/api/v1/__probe/echo", {
      payload: JSON.stringify({ name: NUL, email: "a@example.com", quantity: 1 }),
    });
    expect(en.body.message).toBe(
      "The request contains characters that cannot be accepted (such as a NUL character).",
    );
  });

  it("in every path and query value of every operation: never 5xx, always the envelope", async () => {
    const failures: string[] = [];
    for (const { method, path, op } of operations) {
      const queryNames = (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
      const urls = [
        ...(path.includes("{")
          ? [path.replace(/\{\w+\}/g, "a%00b"), path.replace(/\{\w+\}/g, "%ED%A0%80")]
          : []),
        ...queryNames.map((name) => `${sample(path)}?${name}=a%00b`),
      ];
      for (const url of urls) {
        const answer = await send(method, url, method === "GET" ? {} : { payload: "{}" });
        if (answer.status >= 500 || !isEnvelope(answer))
          failures.push(describeAnswer(`${method} ${url}`, answer));
        else if (url.includes("%00") && answer.status === 200)
          failures.push(describeAnswer(`${method} ${url} (accepted NUL)`, answer));
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
  }, 300_000);
});

describe("a path value longer than the router takes", () => {
  it("answers 404 in the envelope on every route with parameters (never 405 with Allow)", async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const { method, path } of operations) {
      if (!path.includes("{")) continue;
      for (const length of [201, 500]) {
        checked++;
        const url = path.replace(/\{\w+\}/g, "a".repeat(length));
        const answer = await send(method, url, method === "GET" ? {} : { payload: "{}" });
        if (answer.status !== 404 || !isEnvelope(answer) || answer.allow !== undefined)
          failures.push(describeAnswer(`${method} ${path} (${length} chars)`, answer));
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(failures.slice(0, 10)).toEqual([]);
  });

  it("still answers a 200-character value through the route", async () => {
    const answer = await send("GET", `/api/v1/__probe/items/${"1".repeat(200)}`);
    expect(answer.status).not.toBe(404);
    expect(answer.status).toBeLessThan(500);
  });
});

describe("a signed payment callback holding NUL", () => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await createPaymentsHarness();
  });
  afterAll(() => h.close());

  it("in external_id or payment_id answers 400 (the provider stops retrying) and writes nothing", async () => {
    const order = await placeOrder(h);
    const config = h.deps.config;
    const secrets = {
      callbackToken: config.XENDIT_CALLBACK_TOKEN,
      webhookSecret: config.XENDIT_WEBHOOK_SECRET,
    };
    const paid = {
      payment_id: "pay_nul_0001",
      external_id: order.detail.external_id,
      amount: order.detail.total,
      currency: "IDR",
      transaction_timestamp: new Date().toISOString(),
    };
    for (const [index, body] of [
      { ...paid, external_id: `${order.detail.external_id}\u0000` },
      { ...paid, payment_id: "pay\u0000" },
      { ...paid, bank_code: "BCA\u0000" },
    ].entries()) {
      const text = JSON.stringify(body);
      const response = await h.app.inject({
        method: "POST",
        url: "/api/v1/webhooks/xendit/fva",
        headers: {
          "content-type": "application/json",
          ...signedCallbackHeaders({
            secrets,
            webhookId: `wh_nul_${index}`,
            timestamp: Math.floor(Date.now() / 1000),
            body: text,
          }),
        },
        payload: text,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 0, errorCode: "invalid_text" });
    }
    expect(await counts(h.db, order.detail.external_id)).toMatchObject({
      status: "Waiting For Payment",
      events: 0,
    });
  });
});
