import { z } from "zod";
import { CHECK_IN_SECRET_HEADER } from "#shared/contracts/e-tickets.ts";
import { errorEnvelopeSchema } from "#shared/contracts/envelope.ts";
import { OPERATOR_TOKEN_HEADER } from "#shared/contracts/waiting-room.ts";
import { ERROR_STATUS, type ErrorCode } from "#shared/errors/error-codes.ts";
import { BLANK_MEANS_ABSENT } from "#shared/validation/zod.ts";
import type { ApiRoute, RouteAuth } from "./api-route.ts";

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/**
 * Unicode property classes (`\p{Cc}`) are ECMAScript-with-`u` only: Python's `re`, Go's RE2 (`\pC`
 * only), PCRE without UCP and many JSON-Schema validators reject or misread them. The document spells
 * the ones the contracts use as explicit ranges; any other one fails the build of the document.
 */
const PORTABLE_CLASSES: Record<string, string> = { "\\p{Cc}": "\\u0000-\\u001F\\u007F-\\u009F" };

export function portablePattern(pattern: string): string {
  let portable = pattern;
  for (const [property, range] of Object.entries(PORTABLE_CLASSES))
    portable = portable.split(property).join(range);
  if (/\\[pP]\{/.test(portable)) throw new Error(`OpenAPI: no portable form for the pattern ${pattern}`);
  return portable;
}

function withPortablePatterns(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withPortablePatterns);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === "pattern" && typeof inner === "string" ? portablePattern(inner) : withPortablePatterns(inner),
    ]),
  );
}

/** What isEmptyValue counts as "not given": null, a blank string, an empty array or object. */
const EMPTY_VALUES: JsonSchema[] = [
  { type: "null" },
  { type: "string", pattern: "^\\s*$" },
  { type: "array", maxItems: 0 },
  { type: "object", maxProperties: 0 },
];

/** An optionalField's schema becomes "the field's own rule, or an empty value". */
function allowEmptyValues(json: JsonSchema): void {
  if (json[BLANK_MEANS_ABSENT] !== true) return;
  const { [BLANK_MEANS_ABSENT]: _marker, description, ...rule } = json;
  for (const key of Object.keys(json)) delete json[key];
  json.description = [description, "Empty (null, blank, [] or {}): not given."].filter(Boolean).join(" ");
  json.anyOf = [rule, ...EMPTY_VALUES];
}

function toJsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    override: ({ jsonSchema }) => allowEmptyValues(jsonSchema as JsonSchema),
  });
  return withPortablePatterns(rest) as JsonSchema;
}

function parametersOf(schema: z.ZodType | undefined, location: "path" | "query"): Operation[] {
  if (!schema) return [];
  const json = toJsonSchema(schema, "input") as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const SECURITY_SCHEMES: Record<RouteAuth, string> = {
  session: "sessionCookie",
  checkInSecret: "checkInSecret",
  operatorToken: "operatorToken",
};

/** Statuses only a request with a body (any method but GET) can get: cross-site refusal, size, type. */
const BODY_STATUSES = new Set([403, 413, 415]);

/**
 * The error statuses an operation can answer. Every one may answer 400 (validation, malformed JSON, a
 * bad header), 404, 409, 410, 422 (its use case's business refusals), 429 (rate limits and load
 * shedding), 500 and 503 (shutting down, database unreachable); 401 for a missing or dead session and
 * for refused credentials; 403, 413 and 415 only with a body. 405 never: it answers undocumented
 * methods.
 */
function errorStatusesOf(route: ApiRoute): number[] {
  const statuses = new Set<number>(Object.values(ERROR_STATUS));
  statuses.delete(ERROR_STATUS.method_not_allowed);
  if (route.method === "GET") for (const status of BODY_STATUSES) statuses.delete(status);
  return [...statuses].sort((a, b) => a - b);
}

const codesOf = (status: number): ErrorCode[] =>
  (Object.keys(ERROR_STATUS) as ErrorCode[]).filter((code) => ERROR_STATUS[code] === status);

function errorResponse(status: number): Operation {
  return {
    description: `Error: errorCode ${codesOf(status).join(", ")}`,
    content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
  };
}

const ACCEPT_LANGUAGE: Operation = {
  name: "Accept-Language",
  in: "header",
  required: false,
  description:
    "The header browsers send, e.g. `en-US,en;q=0.9`. Messages are in the supported language (Indonesian `id`, English `en`) it ranks highest; Indonesian when it names neither.",
  schema: { type: "string" },
  example: "en-US,en;q=0.9",
};

/**
 * The OpenAPI 3.1 document, generated from the same zod schemas that parse requests, so the document
 * cannot drift from what the server accepts. JSON Schema 2020-12 is OpenAPI 3.1's native dialect.
 * Checked by `tests/integration/openapi-property.test.ts` (requests generated from it, sent to the
 * app) and `tests/integration/openapi-lint.test.ts` (Redocly's recommended rules).
 */
export function buildOpenApiDocument(options: {
  prefix: string;
  routes: readonly ApiRoute[];
  serverUrl: string;
  sessionCookieName: string;
}): JsonSchema {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of options.routes) {
    const openApiPath = `${options.prefix}${route.path}`.replace(/:(\w+)/g, "{$1}");
    const envelope = z.object({ status: z.literal(1), message: z.string(), data: route.response });
    const operation: Operation = {
      summary: route.summary,
      tags: [route.tag],
      operationId: `${route.method.toLowerCase()}${openApiPath.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`,
      security: route.auth ? [{ [SECURITY_SCHEMES[route.auth]]: [] }] : [],
      parameters: [
        ...parametersOf(route.params, "path"),
        ...parametersOf(route.query, "query"),
        ACCEPT_LANGUAGE,
      ],
      responses: {
        [String(route.successStatus ?? 200)]: route.fileResponse
          ? {
              description: "The file, streamed as an attachment",
              content: Object.fromEntries(
                route.fileResponse.mediaTypes.map((type) => [
                  type,
                  { schema: { type: "string", format: "binary" } },
                ]),
              ),
            }
          : {
              description: "Success",
              content: { "application/json": { schema: toJsonSchema(envelope, "output") } },
            },
        ...Object.fromEntries(
          errorStatusesOf(route).map((status) => [String(status), errorResponse(status)]),
        ),
      },
    };
    if (route.rawBody) {
      operation.requestBody = {
        required: true,
        description: `The file itself, at most ${route.rawBody.maxBytes} bytes; its type is read from its bytes.`,
        content: Object.fromEntries(
          route.rawBody.mediaTypes.map((type) => [type, { schema: { type: "string", format: "binary" } }]),
        ),
      };
    } else if (route.body) {
      operation.requestBody = {
        required: !route.body.safeParse(undefined).success,
        content: { "application/json": { schema: toJsonSchema(route.body, "input") } },
      };
    }
    paths[openApiPath] ??= {};
    paths[openApiPath][route.method.toLowerCase()] = operation;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Tiketin API",
      version: "1",
      description:
        "Every response is an envelope: {status: 1, message, data} on success, {status: 0, message, errorCode} on error. Messages follow Accept-Language (Indonesian by default, English). Operations that need a signed-in buyer name the session cookie in `security`; it is set by login and register.",
      license: { name: "Proprietary", url: `${options.serverUrl.replace(/\/$/, "")}/terms-and-conditions` },
    },
    servers: [{ url: options.serverUrl }],
    paths,
    components: {
      schemas: { ErrorEnvelope: toJsonSchema(errorEnvelopeSchema, "output") },
      securitySchemes: {
        [SECURITY_SCHEMES.session]: {
          type: "apiKey",
          in: "cookie",
          name: options.sessionCookieName,
          description: "The session cookie set by POST /auth/login and /auth/register (HttpOnly).",
        },
        [SECURITY_SCHEMES.checkInSecret]: {
          type: "apiKey",
          in: "header",
          name: CHECK_IN_SECRET_HEADER,
          description: "A gate device's check-in secret, from the event's check-in link.",
        },
        [SECURITY_SCHEMES.operatorToken]: {
          type: "apiKey",
          in: "header",
          name: OPERATOR_TOKEN_HEADER,
          description: "The operator's token (OPERATOR_API_TOKEN), until the organiser workspace exists.",
        },
      },
    },
  };
}
