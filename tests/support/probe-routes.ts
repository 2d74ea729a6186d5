import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import { defineRoute } from "../../server/http/api-route.ts";
import { AppError } from "../../server/http/app-error.ts";
import { inProcessApi } from "../../server/http/in-process-api.ts";

/**
 * Routes mounted only in tests, to drive the real request pipeline (parsers, zod, envelope, errors)
 * before feature endpoints exist.
 */
export const echoRoute = defineRoute({
  method: "POST",
  path: "/__probe/echo",
  summary: "Echo a validated body",
  tag: "probe",
  body: z.object({
    name: z.string().trim().min(3, { error: "three_chars" }).max(255),
    email: z.email({ error: "invalid_email" }),
    quantity: z.number().int().min(1).max(10),
  }),
  response: z.object({ name: z.string(), email: z.string(), quantity: z.number() }),
  async handler({ body }) {
    return body;
  },
});

export const itemRoute = defineRoute({
  method: "GET",
  path: "/__probe/items/:id",
  summary: "Read one item by numeric id",
  tag: "probe",
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ show: z.coerce.number().int().min(1).max(100).default(24) }),
  response: z.object({ id: z.number(), show: z.number() }),
  async handler({ params, query }) {
    if (params.id === 404) throw new AppError("not_found");
    if (params.id === 500) throw new Error("boom with password=hunter2");
    return { id: params.id, show: query.show };
  },
});

export const slowRoute = defineRoute({
  method: "GET",
  path: "/__probe/slow",
  summary: "Answer after 300 ms",
  tag: "probe",
  response: z.object({ done: z.boolean() }),
  async handler() {
    await sleep(300);
    return { done: true };
  },
});

/** What an SSR loader does mid-render: after 300 ms, reads another route through the in-process API. */
export const relayRoute = defineRoute({
  method: "GET",
  path: "/__probe/relay",
  summary: "Read item 7 in-process after 300 ms",
  tag: "probe",
  response: z.object({ status: z.number(), id: z.number().nullable() }),
  async handler({ request }) {
    await sleep(300);
    const response = await inProcessApi(request.server, request)("/__probe/items/7?show=3");
    const body = (await response.json()) as { data?: { id?: number } };
    return { status: response.status, id: body.data?.id ?? null };
  },
});

export const PROBE_ROUTES = [echoRoute, itemRoute, slowRoute, relayRoute];
