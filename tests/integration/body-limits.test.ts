import { Agent, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../server/http/app-error.ts";
import type { RegisteredRoute } from "../../server/http/body-limits.ts";
import { errorEnvelope } from "../../server/http/envelope.ts";
import { EVENT_BODY_MAX_BYTES, EVENT_TEXT_LIMITS } from "../../shared/contracts/organizer.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { createOrgFixture, orgCall } from "../support/organizer-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const MiB = 1024 * 1024;
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// Every route's parsers take JSON (the upload's context inherits it), so one type reaches each limit.
const JSON_TYPE = "application/json";

interface Answer {
  status: number | null;
  body: string;
  /** A socket error seen before the whole answer was read (a reset instead of an answer). */
  error: string | null;
  /** Whether the server said `100 Continue`. */
  continued: boolean;
}

interface Send {
  method: string;
  path: string;
  bytes: number;
  contentType: string;
  headers?: Record<string, string>;
  /** No Content-Length: the size is only known as the body streams in. */
  chunked?: boolean;
  /** Holds the body back until the server says `100 Continue` (curl's default above 1 MB). */
  expectContinue?: boolean;
  agent?: Agent;
}

/**
 * Sends `bytes` of body over a real socket, 64 KiB at a time with backpressure (as a browser streams a
 * file), and reads whatever the server answers; a reset shows as `error`, never as an answer.
 */
function send(options: Send): Promise<Answer> {
  return new Promise((resolve) => {
    const answer: Answer = { status: null, body: "", error: null, continued: false };
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    // A final answer must always come: no answer within this is a failure, not a hang.
    const timer = setTimeout(() => {
      answer.error ??= "no answer within 20 s";
      req.destroy();
      settle();
    }, 20_000);
    const req = httpRequest({
      host: "127.0.0.1",
      port,
      method: options.method,
      path: options.path,
      agent: options.agent ?? false,
      headers: {
        "content-type": options.contentType,
        "accept-language": "en",
        ...(options.chunked
          ? { "transfer-encoding": "chunked" }
          : { "content-length": String(options.bytes) }),
        ...(options.expectContinue ? { expect: "100-continue" } : {}),
        ...options.headers,
      },
    });
    req.on("response", (response) => {
      answer.status = response.statusCode ?? null;
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        answer.body += chunk;
      });
      response.on("end", settle);
      response.on("error", (error) => {
        answer.error ??= String(error);
        settle();
      });
    });
    req.on("error", (error) => {
      answer.error ??= String(error);
      settle();
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const write = () => {
      while (sent < options.bytes) {
        if (answer.status !== null && options.expectContinue) return;
        const piece = chunk.subarray(0, Math.min(chunk.length, options.bytes - sent));
        sent += piece.length;
        if (!req.write(piece)) {
          req.once("drain", write);
          return;
        }
      }
      req.end();
    };
    if (options.expectContinue) {
      req.flushHeaders();
      req.on("continue", () => {
        answer.continued = true;
        write();
      });
    } else write();
  });
}

/** A concrete path for a route pattern: any value for its parameters and its wildcard. */
const concrete = (url: string) => url.replace(/:\w+/g, "1").replace(/\*$/, "x");

/** What the route answers an over-limit body with, in English: its own message, or the generic one. */
const expectedMessage = (route: RegisteredRoute) =>
  errorEnvelope(route.tooLarge?.() ?? new AppError("payload_too_large"), createTranslator("en")).message;

function verdict(route: RegisteredRoute, answer: Answer) {
  let envelope: Record<string, unknown> | null = null;
  try {
    envelope = JSON.parse(answer.body) as Record<string, unknown>;
  } catch {
    envelope = null;
  }
  return {
    route: `${route.method} ${route.url}`,
    status: answer.status,
    error: answer.error,
    errorCode: envelope?.errorCode,
    message: envelope?.message,
  };
}

const expected = (route: RegisteredRoute) => ({
  route: `${route.method} ${route.url}`,
  status: 413,
  error: null,
  errorCode: "payload_too_large",
  message: expectedMessage(route),
});

describe("every body-carrying route answers an over-limit body with its translated 413", () => {
  it("finds the body-carrying routes in the app's route table", () => {
    const routes = t.app.routeTable.filter((route) => BODY_METHODS.has(route.method));
    // The API's writes, the upload, the payment callbacks and the sandbox gateway at least.
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        "/api/v1/auth/login",
        "/api/v1/organizer/organizations/:orgId/images",
        "/api/v1/webhooks/xendit/:product",
      ]),
    );
  });

  it("answers 1 MB and 10 MB bodies (or one byte over a larger limit) with 413 on every route, never a reset", async () => {
    const routes = t.app.routeTable.filter((route) => BODY_METHODS.has(route.method));
    const started = performance.now();
    // One kept-alive connection, as a browser holds: each answer must also leave it usable for the next.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const seen: ReturnType<typeof verdict>[] = [];
    const wanted: ReturnType<typeof expected>[] = [];
    let requests = 0;
    for (const route of routes) {
      // A route whose own limit is above a size is sent one byte over its limit instead.
      const sizes = [1 * MiB, 10 * MiB].map((size) => (size > route.bodyLimit ? size : route.bodyLimit + 1));
      for (const bytes of sizes) {
        const answer = await send({
          method: route.method,
          path: concrete(route.url),
          bytes,
          contentType: JSON_TYPE,
          agent,
        });
        requests++;
        seen.push(verdict(route, answer));
        wanted.push(expected(route));
      }
    }
    agent.destroy();
    expect(seen).toEqual(wanted);
    // The figure for the record (routes x sizes, all 413, and how long they took).
    process.stdout.write(
      `body limits: ${routes.length} routes x 2 sizes = ${requests} requests, all 413, in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
  }, 300_000);

  it("counts a chunked body (no Content-Length) as it streams in, on every route", async () => {
    const routes = t.app.routeTable.filter((route) => BODY_METHODS.has(route.method));
    const seen: ReturnType<typeof verdict>[] = [];
    const wanted: ReturnType<typeof expected>[] = [];
    for (const route of routes) {
      const answer = await send({
        method: route.method,
        path: concrete(route.url),
        bytes: Math.max(1 * MiB, route.bodyLimit + 1),
        contentType: JSON_TYPE,
        chunked: true,
        // The callbacks' token and the sandbox gateway's key are checked before the body is read (a
        // forged call is 401 whatever its size): sent, so that the body is read and counted.
        headers: {
          "x-callback-token": t.services.config.XENDIT_CALLBACK_TOKEN,
          authorization: `Basic ${Buffer.from(`${t.services.payments.sandbox.secretKey}:`).toString("base64")}`,
        },
      });
      seen.push(verdict(route, answer));
      wanted.push(expected(route));
    }
    expect(seen).toEqual(wanted);
  }, 300_000);
});

describe("Expect: 100-continue", () => {
  const signIn = { method: "POST", path: "/api/v1/auth/login", contentType: "application/json" };

  it("answers a 3 MB sign-in 413 at once, five times in a row, without asking for the body", async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 5; i++) answers.push(await send({ ...signIn, bytes: 3 * MiB, expectContinue: true }));
    expect(answers.map((answer) => [answer.status, answer.error, answer.continued])).toEqual(
      Array.from({ length: 5 }, () => [413, null, false]),
    );
    expect(JSON.parse(answers[0]!.body)).toMatchObject({
      status: 0,
      errorCode: "payload_too_large",
      message: "The request body is too large.",
    });
  });

  it("says 100 Continue to a body within the limit and answers it (the control)", async () => {
    const body = JSON.stringify({ email: "nobody@example.com", password: "salah-salah" });
    const answer = await new Promise<Answer>((resolve) => {
      const result: Answer = { status: null, body: "", error: null, continued: false };
      const req = httpRequest({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: signIn.path,
        agent: false,
        headers: {
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          expect: "100-continue",
          "accept-language": "en",
        },
      });
      req.flushHeaders();
      req.on("continue", () => {
        result.continued = true;
        req.end(body);
      });
      req.on("response", (response) => {
        result.status = response.statusCode ?? null;
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          result.body += chunk;
        });
        response.on("end", () => resolve(result));
      });
      req.on("error", (error) => {
        result.error = String(error);
        resolve(result);
      });
    });
    expect([answer.continued, answer.status, answer.error]).toEqual([true, 401, null]);
  });

  it("answers a poster over 5 MB with the images' own message, with Content-Length, Expect and chunked", async () => {
    const poster = t.app.routeTable.find((route) => route.url.endsWith("/organizations/:orgId/images"))!;
    const base = { method: "POST", path: concrete(poster.url), contentType: "image/jpeg" };
    const answers = [
      await send({ ...base, bytes: 6 * MiB }),
      await send({ ...base, bytes: 6 * MiB }),
      await send({ ...base, bytes: 6 * MiB, contentType: "application/json" }),
      await send({ ...base, bytes: 6 * MiB, expectContinue: true }),
      await send({ ...base, bytes: 6 * MiB, chunked: true }),
    ];
    expect(answers.map((answer) => [answer.status, answer.error, JSON.parse(answer.body).message])).toEqual(
      Array.from({ length: 5 }, () => [413, null, "The image is larger than 5 MB."]),
    );
  });
});

describe("the connection after a 413", () => {
  it("stays usable when the body was read to its end: the next request on it is answered", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const signIn = { method: "POST", path: "/api/v1/auth/login", contentType: "application/json", agent };
    const first = await send({ ...signIn, bytes: 2 * MiB });
    const second = await send({ ...signIn, bytes: 2 * MiB, chunked: true });
    agent.destroy();
    expect([first.status, second.status, first.error, second.error]).toEqual([413, 413, null, null]);
  });
});

describe("an event's own limit: its long texts fit, a field over its maximum is a field error", () => {
  it("takes a description and terms at their limits in 3-byte characters (about 300 KB), on create and on save", async () => {
    const f = await createOrgFixture(t.database.db);
    // Javanese script: 3 bytes a character in UTF-8, the heaviest text the editor may hold.
    const longest = (max: number) => "ꦗ".repeat(max);
    const body = {
      title: "Festival Aksara",
      descriptionHtml: `<p>${longest(EVENT_TEXT_LIMITS.descriptionHtml - 7)}</p>`,
      terms: longest(EVENT_TEXT_LIMITS.terms),
    };
    const bytes = Buffer.byteLength(JSON.stringify(body));
    expect(bytes).toBeGreaterThan(t.services.config.BODY_LIMIT_BYTES * 2);
    expect(bytes).toBeLessThan(EVENT_BODY_MAX_BYTES);
    const base = `/organizer/organizations/${f.organiser.id}/events`;
    const created = await orgCall(t.app, { method: "POST", url: base, token: f.members.admin.token, body });
    expect(created.status).toBe(201);
    const saved = await orgCall(t.app, {
      method: "PATCH",
      url: `${base}/${f.draft.id}`,
      token: f.members.admin.token,
      body,
    });
    expect(saved.status).toBe(200);
  });

  it("answers 90 KB in a short field with the field's translated 400, not a reset or a 413", async () => {
    const f = await createOrgFixture(t.database.db);
    const base = `/organizer/organizations/${f.organiser.id}/events`;
    const ninetyKb = "a".repeat(90 * 1024);
    const created = await orgCall(t.app, {
      method: "POST",
      url: base,
      token: f.members.admin.token,
      body: { title: ninetyKb, venueName: ninetyKb, city: ninetyKb },
    });
    expect(created.status).toBe(400);
    expect(created.body.fields?.title).toBe("Must be at most 160 characters");
    const saved = await orgCall(t.app, {
      method: "PATCH",
      url: `${base}/${f.draft.id}`,
      token: f.members.admin.token,
      language: "id",
      body: { seoDescription: ninetyKb },
    });
    expect(saved.status).toBe(400);
    expect(saved.body.fields?.seoDescription).toBe("Maksimal 320 karakter");
  });
});
