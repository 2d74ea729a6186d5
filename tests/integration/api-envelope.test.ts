import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROBE_ROUTES } from "../support/probe-routes.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraRoutes: PROBE_ROUTES, env: { BODY_LIMIT_BYTES: "2048" } });
});
afterAll(() => t.close());

const validBody = { name: "Siti Rahma", email: "siti@example.com", quantity: 2 };
const post = (
  payload: string | undefined,
  headers: Record<string, string> = { "content-type": "application/json" },
) => t.app.inject({ method: "POST", url: "/api/v1/__probe/echo", payload, headers });

describe("the API envelope", () => {
  it("wraps success as {status:1, message, data} with the message in the requested language", async () => {
    const id = await post(JSON.stringify(validBody));
    expect(id.statusCode).toBe(200);
    expect(id.json()).toEqual({ status: 1, message: "Berhasil", data: validBody });
    const en = await post(JSON.stringify(validBody), {
      "content-type": "application/json",
      "accept-language": "en-US,en;q=0.9",
    });
    expect(en.json().message).toBe("Success");
  });

  it("ignores fields the contract does not name (a client cannot smuggle status or price)", async () => {
    const response = await post(JSON.stringify({ ...validBody, status: "paid", price: 1, role: "admin" }));
    expect(response.json().data).toEqual(validBody);
  });

  it("answers malformed JSON with 400 malformed_json", async () => {
    for (const payload of ['{"name": "Siti', "{not json}", "[1,2,", '{"a":1}}']) {
      const response = await post(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toMatchObject({
        status: 0,
        errorCode: "malformed_json",
        message: "Isi permintaan bukan JSON yang valid.",
      });
    }
  });

  it("answers an empty JSON body with 400, not 500", async () => {
    const response = await post("");
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe("malformed_json");
  });

  it("refuses prototype-pollution keys as a bad request", async () => {
    const response = await post('{"__proto__": {"admin": true}, "name": "Siti Rahma"}');
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe(0);
  });

  it("answers a body over the limit with 413 payload_too_large", async () => {
    const response = await post(JSON.stringify({ ...validBody, name: "x".repeat(4096) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 0, errorCode: "payload_too_large" });
  });

  it("answers a non-JSON content type with 415 unsupported_media_type", async () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/xml",
    ]) {
      const response = await post("name=Siti", { "content-type": type });
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toMatchObject({ status: 0, errorCode: "unsupported_media_type" });
    }
  });

  it("answers unknown API paths with 404 route_not_found in the envelope", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/nope",
      headers: { "accept-language": "en" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 0,
      message: "This API path does not exist.",
      errorCode: "route_not_found",
    });
  });

  it("answers a known path with the wrong method with 405 and an Allow header", async () => {
    const response = await t.app.inject({ method: "DELETE", url: "/api/v1/__probe/echo" });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("POST");
    expect(response.json()).toMatchObject({ status: 0, errorCode: "method_not_allowed" });
    const withParam = await t.app.inject({ method: "PUT", url: "/api/v1/__probe/items/7" });
    expect(withParam.statusCode).toBe(405);
    expect(withParam.headers.allow).toBe("GET, HEAD");
  });

  it("gives field-level, translated messages for invalid input", async () => {
    const body = JSON.stringify({ name: "Al", email: "budi@gmail", quantity: 0 });
    const id = await post(body);
    expect(id.statusCode).toBe(400);
    expect(id.json()).toEqual({
      status: 0,
      errorCode: "validation_failed",
      message: "Periksa kembali isian yang ditandai.",
      fields: { name: "Minimal 3 karakter", email: "Email tidak valid", quantity: "Minimal 1" },
    });
    const en = await post(JSON.stringify({}), {
      "content-type": "application/json",
      "accept-language": "en",
    });
    expect(en.json().fields).toEqual({
      name: "This field cannot be empty",
      email: "This field cannot be empty",
      quantity: "This field cannot be empty",
    });
  });

  it("validates path and query parameters the same way", async () => {
    const badParam = await t.app.inject({ method: "GET", url: "/api/v1/__probe/items/abc" });
    expect(badParam.statusCode).toBe(400);
    expect(badParam.json().fields).toEqual({ id: "Masukkan angka yang valid" });
    const badQuery = await t.app.inject({ method: "GET", url: "/api/v1/__probe/items/3?show=1000" });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().fields).toEqual({ show: "Maksimal 100" });
    const ok = await t.app.inject({ method: "GET", url: "/api/v1/__probe/items/3?show=12" });
    expect(ok.json().data).toEqual({ id: 3, show: 12 });
  });

  it("maps application errors to their status and hides internal errors behind a generic 500", async () => {
    const notFound = await t.app.inject({ method: "GET", url: "/api/v1/__probe/items/404" });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toMatchObject({ status: 0, errorCode: "not_found" });
    const crash = await t.app.inject({
      method: "GET",
      url: "/api/v1/__probe/items/500",
      headers: { "accept-language": "en" },
    });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({
      status: 0,
      errorCode: "internal",
      message: "Something went wrong on our side. Please try again.",
    });
    expect(crash.body).not.toContain("hunter2");
  });
});
