import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ErrorCode } from "#shared/errors/error-codes.ts";
import { createTranslator } from "#shared/i18n/translate.ts";
import { databaseUnavailable } from "../db/sql-helpers.ts";
import { UnreadableCiphertextError } from "../security/data-cipher.ts";
import { API_JSON_TYPE } from "./api-response-head.ts";
import { AppError } from "./app-error.ts";
import { errorEnvelope } from "./envelope.ts";

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported_media_type",
  FST_ERR_CTP_BODY_TOO_LARGE: "payload_too_large",
  FST_ERR_CTP_EMPTY_JSON_BODY: "malformed_json",
  FST_ERR_CTP_INVALID_JSON_BODY: "malformed_json",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "bad_request",
  FST_ERR_CTP_INVALID_CONTENT_TYPE: "unsupported_media_type",
  FST_ERR_BAD_URL: "bad_request",
  FST_ERR_ASYNC_CONSTRAINT: "bad_request",
};

const BY_STATUS: Record<number, ErrorCode> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "rule_refused",
  429: "too_many_requests",
  503: "service_unavailable",
};

/** Seconds a client waits before retrying a request the saturated database could not take. */
const DATABASE_RETRY_AFTER_SECONDS = 2;

/** Maps anything thrown during a request onto the one application error type. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  // Tampered, moved or key-less ciphertext: a clear refusal, not a 500 (its message names no data).
  if (error instanceof UnreadableCiphertextError)
    return new AppError("personal_data_unreadable", { cause: error });
  // The pool or the server is saturated (a ticket war's peak): try again shortly, the request was fine.
  if (databaseUnavailable(error))
    return new AppError("service_unavailable", {
      cause: error,
      headers: { "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) },
    });
  const fastifyError = error as Partial<FastifyError> | undefined;
  const code = fastifyError?.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (code) return new AppError(code, { cause: error });
  // Fastify's JSON parser reports a bad body as a SyntaxError carrying statusCode 400.
  if (error instanceof SyntaxError && fastifyError?.statusCode === 400)
    return new AppError("malformed_json", { cause: error });
  const status = fastifyError?.statusCode;
  if (status && status >= 400 && status < 500 && BY_STATUS[status])
    return new AppError(BY_STATUS[status], { cause: error });
  return new AppError("internal", { cause: error });
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  // request.t is missing only if the failure happened before onRequest (e.g. a malformed URL).
  const t = request.t ?? createTranslator("id");
  for (const [name, value] of Object.entries(error.options.headers ?? {})) reply.header(name, value);
  return reply.code(error.status).type(API_JSON_TYPE).send(errorEnvelope(error, t));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.code === "service_unavailable") {
      // Load, not a defect: one short line (a saturated pool would otherwise log a stack per request).
      request.log.warn({ errorCode: appError.code }, "request shed");
    } else if (appError.status >= 500) {
      request.log.error({ err: error }, "request failed");
    } else {
      request.log.info({ errorCode: appError.code }, "request refused");
    }
    return sendError(request, reply, appError);
  });
}
