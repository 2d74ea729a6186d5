import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import type { Translator } from "#shared/i18n/translate.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiContext<Body, Query, Params> {
  body: Body;
  query: Query;
  params: Params;
  request: FastifyRequest;
  reply: FastifyReply;
  t: Translator;
}

/**
 * One endpoint under `/api/v1`: its contract (zod schemas, which also feed the OpenAPI document) and
 * a handler that receives parsed input and returns the envelope's `data`. Handlers stay thin: parse,
 * authorize, call one use case.
 */
export interface ApiRoute<Body = unknown, Query = unknown, Params = unknown, Data = unknown> {
  method: HttpMethod;
  /** Fastify path relative to `/api/v1`, e.g. `/public/events/detail/:id`. */
  path: string;
  summary: string;
  tag: string;
  body?: z.ZodType<Body>;
  query?: z.ZodType<Query>;
  params?: z.ZodType<Params>;
  response: z.ZodType<Data>;
  successMessage?: MessageKey;
  successStatus?: 200 | 201 | 202;
  // Method syntax on purpose: it lets a list of differently typed routes share one array type.
  handler(context: ApiContext<Body, Query, Params>): Promise<Data>;
}

/** Identity function that infers the route's types from its schemas. */
export function defineRoute<Body = undefined, Query = undefined, Params = undefined, Data = unknown>(
  route: ApiRoute<Body, Query, Params, Data>,
): ApiRoute<Body, Query, Params, Data> {
  return route;
}

/** Matches a concrete path against a Fastify route pattern (`:param` segments, no regex params). */
export function pathPattern(path: string): RegExp {
  const escaped = path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${escaped}/?$`);
}
