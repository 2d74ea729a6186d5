import { z } from "zod";
import { errorEnvelopeSchema } from "#shared/contracts/envelope.ts";
import { ERROR_STATUS } from "#shared/errors/error-codes.ts";
import type { ApiRoute } from "./api-route.ts";

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

function toJsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  });
  return rest;
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

const ERROR_RESPONSES = Object.fromEntries(
  [...new Set(Object.values(ERROR_STATUS))].map((status) => [
    String(status),
    {
      description: `Error (${Object.entries(ERROR_STATUS)
        .filter(([, s]) => s === status)
        .map(([c]) => c)
        .join(", ")})`,
      content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
    },
  ]),
);

/**
 * The OpenAPI 3.1 document, generated from the same zod schemas that parse requests, so the document
 * cannot drift from what the server accepts. JSON Schema 2020-12 is OpenAPI 3.1's native dialect.
 */
export function buildOpenApiDocument(options: {
  prefix: string;
  routes: readonly ApiRoute[];
  serverUrl: string;
}): JsonSchema {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of options.routes) {
    const openApiPath = `${options.prefix}${route.path}`.replace(/:(\w+)/g, "{$1}");
    const envelope = z.object({ status: z.literal(1), message: z.string(), data: route.response });
    const operation: Operation = {
      summary: route.summary,
      tags: [route.tag],
      operationId: `${route.method.toLowerCase()}${openApiPath.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`,
      parameters: [
        ...parametersOf(route.params, "path"),
        ...parametersOf(route.query, "query"),
        {
          name: "Accept-Language",
          in: "header",
          required: false,
          schema: { type: "string", enum: ["id", "en"] },
        },
      ],
      responses: {
        [String(route.successStatus ?? 200)]: {
          description: "Success",
          content: { "application/json": { schema: toJsonSchema(envelope, "output") } },
        },
        ...ERROR_RESPONSES,
      },
    };
    if (route.body) {
      operation.requestBody = {
        required: true,
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
        "Every response is an envelope: {status: 1, message, data} on success, {status: 0, message, errorCode} on error. Messages follow Accept-Language (id default, en).",
    },
    servers: [{ url: options.serverUrl }],
    paths,
    components: { schemas: { ErrorEnvelope: toJsonSchema(errorEnvelopeSchema, "output") } },
  };
}
