import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { localeFromAcceptLanguage } from "#shared/i18n/locales.ts";
import { createTranslator } from "#shared/i18n/translate.ts";
import { AppError } from "./app-error.ts";
import { sendError, toAppError } from "./error-handler.ts";

/**
 * Unknown paths under the API answer 404 in the envelope; a known path called with the wrong method
 * answers 405 with an Allow header. Every other path belongs to the web and never reaches here.
 */
export function registerNotFound(app: FastifyInstance, allowedMethods: (url: string) => string[]): void {
  app.setNotFoundHandler((request, reply) => {
    const allowed = allowedMethods(request.url);
    const error =
      allowed.length > 0
        ? new AppError("method_not_allowed", { headers: { allow: allowed.join(", ") } })
        : new AppError("route_not_found");
    return sendError(request, reply, error);
  });
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any hook runs, answered in the envelope
 * like everything else. A path value longer than `maxParamLength` names no route, so it is the same 404
 * the not-found handler gives (whose `pathPattern` has the same bound); a URL that does not decode is 400.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const header = request.headers["accept-language"];
  request.locale = localeFromAcceptLanguage(Array.isArray(header) ? header[0] : header);
  request.t = createTranslator(request.locale);
  const appError =
    error.code === "FST_ERR_MAX_PARAM_LENGTH" ? new AppError("route_not_found") : toAppError(error);
  request.log.info({ errorCode: appError.code }, "request refused");
  void sendError(request, reply, appError);
}
