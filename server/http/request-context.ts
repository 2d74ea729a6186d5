import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { PAGE_CODE_HEADER, SESSION_MARKER_HEADER } from "#shared/contracts/headers.ts";
import { type Locale, localeFromAcceptLanguage } from "#shared/i18n/locales.ts";
import { createTranslator, type Translator } from "#shared/i18n/translate.ts";
import { redactUrl } from "./logger.ts";

declare module "fastify" {
  interface FastifyRequest {
    locale: Locale;
    t: Translator;
    /** Address of the page the web was on when it made this call (spec section 7), if sent and sane. */
    pageCode: string | null;
    /** The browser's 20-character session marker (spec section 3), if sent and well-formed. */
    sessionMarker: string | null;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const sessionMarkerSchema = z.string().regex(/^[A-Za-z0-9]{20}$/);
const pageCodeSchema = z
  .string()
  .min(1)
  .max(2048)
  .refine((value) => !/\p{Cc}/u.test(value)); // control characters would let a header forge log lines

/** Reuses a caller's request id when it is well-formed (tracing through a proxy), else makes one. */
export function genRequestId(raw: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = raw.headers["x-request-id"];
  return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Per-request locale, translator and the web's page-code and session-marker headers. Malformed
 * headers are dropped rather than refused: they are diagnostics, and refusing would break a page
 * over a value the buyer cannot see.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest("locale", "id");
  app.decorateRequest("t", null as unknown as Translator);
  app.decorateRequest("pageCode", null);
  app.decorateRequest("sessionMarker", null);

  app.addHook("onRequest", (request: FastifyRequest, reply, done) => {
    request.locale = localeFromAcceptLanguage(single(request.headers["accept-language"]));
    request.t = createTranslator(request.locale);
    const marker = sessionMarkerSchema.safeParse(single(request.headers[SESSION_MARKER_HEADER]));
    const page = pageCodeSchema.safeParse(single(request.headers[PAGE_CODE_HEADER]));
    request.sessionMarker = marker.success ? marker.data : null;
    request.pageCode = page.success ? page.data : null;
    if (request.sessionMarker || request.pageCode) {
      // The page code is a page address: a reset page's carries its token, so it is logged redacted.
      const pageCode = request.pageCode ? redactUrl(request.pageCode) : null;
      request.log = request.log.child({ sessionMarker: request.sessionMarker, pageCode });
      reply.log = request.log; // Fastify logs "request completed" through reply.log
    }
    reply.header("x-request-id", request.id);
    done();
  });
}
