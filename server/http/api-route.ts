import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ApiContract } from "#shared/contracts/api-contract.ts";
import type { HttpMethod } from "#shared/contracts/api-operations.ts";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import type { AppError } from "./app-error.ts";

export type { HttpMethod };

/**
 * What a route needs from its caller: `session` a signed-in buyer (the handler calls `requireViewer`,
 * so an anonymous call answers 401), `checkInSecret` a gate device's `x-check-in-secret` header,
 * `operatorToken` the operator's `x-operator-token` header (`OPERATOR_API_TOKEN`). The
 * OpenAPI document declares it as the operation's `security`; a test checks each flag against what the
 * handler answers an anonymous call.
 */
export type RouteAuth = "session" | "checkInSecret" | "operatorToken";

export interface RawBody {
  mediaTypes: readonly string[];
  maxBytes: number;
  /** The route's own refusal of a body over `maxBytes` (413); absent: the generic payload_too_large. */
  tooLarge?: () => AppError;
}

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
  /** Who may call it; absent: anyone. */
  auth?: RouteAuth;
  /**
   * The largest body this route takes, in bytes, when its legitimate bodies outgrow `BODY_LIMIT_BYTES`
   * (an event with its long description and terms); a larger one is answered 413 (body-limits.ts).
   */
  bodyLimit?: number;
  /**
   * A binary body instead of JSON (image uploads): the media types it accepts, read as one Buffer,
   * with its own size limit (a larger body is refused with 413, `tooLarge`'s message, as soon as its
   * Content-Length or its bytes say so; the rest is read and discarded so the client gets the answer,
   * body-limits.ts).
   * The handler reads `request.body`; the OpenAPI document describes it as binary.
   */
  rawBody?: RawBody;
  /**
   * The route answers a file (its handler returns a `FileDownload`) of one of these media types
   * instead of the JSON envelope; errors still answer the envelope.
   */
  fileResponse?: { mediaTypes: readonly string[] };
  // Method syntax on purpose: it lets a list of differently typed routes share one array type.
  handler(context: ApiContext<Body, Query, Params>): Promise<Data>;
}

/** What a schema of the contract yields once parsed; `undefined` when the contract has none. */
type Parsed<Contract, Part extends "body" | "query" | "params"> =
  Contract extends Record<Part, z.ZodType> ? z.output<Contract[Part]> : undefined;

/** The route of one contract row: its handler takes the parsed input and answers the response's type. */
type ContractRoute<Contract extends ApiContract> = ApiRoute<
  Parsed<Contract, "body">,
  Parsed<Contract, "query">,
  Parsed<Contract, "params">,
  z.output<Contract["response"]>
>;

/** What a route adds to its row of the contract table: documentation, success answer, handler. */
export type RouteBehaviour<Contract extends ApiContract> = Omit<
  ContractRoute<Contract>,
  "method" | "path" | "body" | "query" | "params" | "response"
>;

/**
 * A route made from its row of the contract table (`shared/contracts/api-table.ts`): method, path and
 * schemas come from the row, so the route cannot drift from what the web's client calls.
 */
export function defineRoute<Contract extends ApiContract>(
  contract: Contract,
  behaviour: RouteBehaviour<Contract>,
): ContractRoute<Contract>;
/** A route outside the table (test-only and development routes): infers its types from its schemas. */
export function defineRoute<Body = undefined, Query = undefined, Params = undefined, Data = unknown>(
  route: ApiRoute<Body, Query, Params, Data>,
): ApiRoute<Body, Query, Params, Data>;
export function defineRoute(contractOrRoute: ApiContract | ApiRoute, behaviour?: object): ApiRoute {
  // The overloads carry the types: at run time a route is its contract row plus its behaviour.
  return (behaviour ? { ...contractOrRoute, ...behaviour } : contractOrRoute) as ApiRoute;
}

/**
 * The router's `maxParamLength`: a longer path value matches no route. `pathPattern` uses the same
 * bound, so the not-found handler never calls such a path "known" (answering 405 for a GET route).
 */
export const MAX_PARAM_LENGTH = 200;

/** Matches a concrete path against a Fastify route pattern (`:param` segments, no regex params). */
export function pathPattern(path: string): RegExp {
  const escaped = path
    .split("/")
    .map((segment) =>
      segment.startsWith(":")
        ? `[^/]{1,${MAX_PARAM_LENGTH}}`
        : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return new RegExp(`^${escaped}/?$`);
}
