import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contract } from "../../shared/contracts/api-contract.ts";
import { buildApiPath } from "../../shared/contracts/api-path.ts";
import type { ApiTransport } from "../../shared/contracts/load-context.ts";
import { ApiError, createApiClient } from "../../web/lib/api-client.ts";

type Sent = { path: string; init: Parameters<ApiTransport>[1] };

/** A client whose transport records each call and answers with the given envelope and status. */
function clientAnswering(payload: unknown, status = 200, onForbidden?: () => void) {
  const sent: Sent[] = [];
  const transport: ApiTransport = async (path, init) => {
    sent.push({ path, init });
    return new Response(JSON.stringify(payload), { status });
  };
  return { api: createApiClient({ locale: "en", transport, onForbidden }), sent };
}

const ok = (data: unknown) => ({ status: 1, message: "OK", data });

describe("the typed API client", () => {
  it("builds the method and path from the table row, encoding the params", async () => {
    const { api, sent } = clientAnswering(ok({ slug: "x" }));
    await api.call("eventDetail", { params: { id: "a b/c?" } });
    expect(sent).toEqual([
      {
        path: "/public/events/detail/a%20b%2Fc%3F",
        init: { method: "GET", body: undefined, locale: "en", headers: undefined },
      },
    ]);
  });

  it("fills every param of a path with several segments", async () => {
    const { api, sent } = clientAnswering(ok({}));
    await api.call("transferTicket", {
      params: { ticketId: "5b1f0c1e-8d7a-4a52-9a51-2f0e4f8a0c11" },
      body: { email: "a@b.co" },
    });
    expect(sent[0]?.path).toBe("/ticket/detail/5b1f0c1e-8d7a-4a52-9a51-2f0e4f8a0c11/transfer");
    expect(sent[0]?.init).toMatchObject({ method: "POST", body: { email: "a@b.co" } });
  });

  it("writes the query in the order given and leaves empty values out", async () => {
    const { api, sent } = clientAnswering(ok({ rows: [], meta: {} }));
    await api.call("landingEvents", { query: { show: 24, page: 1 } });
    await api.call("transactionHistories", { query: { status: undefined, search: "", page: 2 } });
    expect(sent.map((call) => call.path)).toEqual([
      "/public/events/landing-page?show=24&page=1",
      "/transaction/transaction-histories?page=2",
    ]);
  });

  it("sends {} for a POST without a body, a DELETE's body as is, and extra headers", async () => {
    const { api, sent } = clientAnswering(ok({}));
    await api.call("myCart");
    await api.call("cancelTransaction", { body: { external_id: "trx_abcdefghijklmnopqrstuv" } });
    await api.call("buyTicket", {
      body: { hold_id: "h", payment_method: "BCA" },
      headers: { "idempotency-key": "key-1" },
    });
    expect(sent.map((call) => [call.init?.method, call.init?.body])).toEqual([
      ["POST", {}],
      ["DELETE", { external_id: "trx_abcdefghijklmnopqrstuv" }],
      ["POST", { hold_id: "h", payment_method: "BCA" }],
    ]);
    expect(sent[2]?.init?.headers).toEqual({ "idempotency-key": "key-1" });
  });

  it("answers the envelope's data", async () => {
    const { api } = clientAnswering(ok({ ok: true }));
    await expect(api.call("logout")).resolves.toEqual({ ok: true });
  });

  it("turns an error envelope into ApiError and reports a 403", async () => {
    let forbidden = 0;
    const { api } = clientAnswering(
      { status: 0, message: "Tidak boleh", errorCode: "forbidden", fields: { email: "x" } },
      403,
      () => forbidden++,
    );
    const failure = await api.call("myData").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      message: "Tidak boleh",
      code: "forbidden",
      httpStatus: 403,
      fields: { email: "x" },
    });
    expect(forbidden).toBe(1);
  });

  it("turns a transport failure into the network error", async () => {
    const api = createApiClient({
      locale: "en",
      transport: async () => {
        throw new TypeError("fetch failed");
      },
    });
    await expect(api.call("sliders")).rejects.toMatchObject({ code: "network", httpStatus: 0 });
  });
});

describe("buildApiPath", () => {
  it("refuses a path whose param is missing, rather than calling `/:id` literally", () => {
    expect(() => buildApiPath("/ticket/detail/:ticketId/pdf", {})).toThrow(/ticketId/);
  });
});

describe("contract rows", () => {
  it("must give a params schema naming the path's params", () => {
    const op = { method: "GET", path: "/things/:thingId" } as const;
    const row = contract(op, { params: z.object({ thingId: z.string() }), response: z.object({}) });
    expect(row.path).toBe("/things/:thingId");
    // Typecheck (npm run typecheck) fails if these stop being errors.
    // @ts-expect-error the params schema names `id`, the path `:thingId`
    contract(op, { params: z.object({ id: z.string() }), response: z.object({}) });
    // @ts-expect-error a path with params needs a params schema
    contract(op, { response: z.object({}) });
  });
});
