import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { serializeApiJson } from "./api-response-head.ts";
import { type ApiRoute, pathPattern } from "./api-route.ts";
import { AppError } from "./app-error.ts";
import { readBody } from "./body-limits.ts";
import { successEnvelope } from "./envelope.ts";
import { FileDownload, sendFileDownload } from "./file-download.ts";
import { assertStorableText } from "./invalid-text.ts";
import { validationError } from "./zod-issues.ts";

export const API_PREFIX = "/api/v1";

/**
 * Mounts API routes inside their own Fastify context. Only JSON bodies are parsed here (anything else
 * is 415), whereas the SSR context accepts the form posts React Router actions need.
 */
export async function mountApi(app: FastifyInstance, routes: readonly ApiRoute[]): Promise<void> {
  await app.register(
    async (api) => {
      api.removeContentTypeParser(["text/plain"]);
      // What Fastify would do (no route declares a response schema to it: the OpenAPI document is built
      // from the route table), named so the read fast path's live answers serialise with the same function.
      api.setReplySerializer(serializeApiJson);
      // JSON bodies are checked by their parser (registerStorableJson); query and path values here.
      api.addHook("preValidation", (request, _reply, done) => {
        assertStorableText(request.params, "params");
        assertStorableText(request.query, "query");
        done();
      });
      for (const route of routes) {
        // A route's own limit (an event's long description, an image) and its own refusal beyond it.
        const limits = {
          bodyLimit: route.bodyLimit ?? route.rawBody?.maxBytes,
          config: { tooLarge: route.rawBody?.tooLarge },
        };
        if (route.rawBody) {
          const raw = route.rawBody;
          // Its own context: the binary parser applies to this route only.
          await api.register(async (child) => {
            child.addContentTypeParser([...raw.mediaTypes], (request, payload, done) =>
              readBody(request, payload, done),
            );
            child.route({ method: route.method, url: route.path, ...limits, handler: handlerOf(route) });
          });
          continue;
        }
        api.route({ method: route.method, url: route.path, ...limits, handler: handlerOf(route) });
      }
    },
    { prefix: API_PREFIX },
  );
}

function handlerOf(route: ApiRoute) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = parseInput(route.body, request.body, "body");
    const query = parseInput(route.query, request.query, "query");
    const params = parseInput(route.params, request.params, "params");
    const data = await route.handler({ body, query, params, request, reply, t: request.t });
    if (data instanceof FileDownload) return sendFileDownload(reply, data);
    // A cached read the client already holds (If-None-Match named its ETag): no body.
    if (reply.statusCode === 304) return reply.send();
    const message = request.t(route.successMessage ?? "api.ok");
    return reply.code(route.successStatus ?? 200).send(successEnvelope(data, message));
  };
}

function parseInput<T>(
  schema: ApiRoute<T, T, T>["body"],
  input: unknown,
  scope: "body" | "query" | "params",
): T {
  if (!schema) return undefined as T;
  const value = input ?? (scope === "body" ? undefined : {});
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error, scope, value);
  return parsed.data;
}

/** Methods registered for a concrete path, to tell 405 (path exists) from 404 (it does not). */
export function allowedMethods(routes: readonly { method: string; path: string }[], url: string): string[] {
  const path = url.split("?")[0] ?? "";
  const methods = routes.filter((route) => pathPattern(route.path).test(path)).map((route) => route.method);
  if (methods.includes("GET")) methods.push("HEAD");
  return [...new Set(methods)];
}

export function assertFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new AppError("not_found");
  return value;
}
