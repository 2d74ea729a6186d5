import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { apiTable } from "#shared/contracts/api-table.ts";
import { OPERATOR_TOKEN_HEADER } from "#shared/contracts/waiting-room.ts";
import { type ApiRoute, defineRoute } from "../../http/api-route.ts";
import { AppError } from "../../http/app-error.ts";
import { secretsEqual } from "../../security/secrets-equal.ts";
import type { AppServices } from "../../services.ts";
import { cookieOptions } from "../accounts/index.ts";
import { databaseRateLimiter, type RateLimiter, type RateLimitPolicy } from "../rate-limits/index.ts";
import { joinAdmission } from "./admit-join.ts";
import { queueChallengeRoute } from "./challenge-route.ts";
import { configureWaitingRoom } from "./configure-waiting-room.ts";
import { type PlaceCookie, queueCookieName, VISITOR_COOKIE } from "./queue-cookie.ts";

const TAG = "waiting-room";
const VISITOR_SHAPE = /^[A-Za-z0-9_-]{22,64}$/;
/** The place cookie outlives any sale's line; the visitor id keeps a signed-out place for 30 days. */
const COOKIE_DAYS = 30;

/**
 * Joins a minute. Per address it is generous: in Indonesia many phones share one
 * carrier-grade NAT address, and a signed-out place only queues behind the draw anyway; it stops one
 * script farming thousands of cookies. Per account it allows reloads on several devices.
 */
const JOINS_PER_ADDRESS: RateLimitPolicy = { name: "queue-join-address", limit: 240, windowSeconds: 60 };
const JOINS_PER_ACCOUNT: RateLimitPolicy = { name: "queue-join-account", limit: 20, windowSeconds: 60 };

async function limitJoins(limiter: RateLimiter, address: string, buyerId: string | null): Promise<void> {
  const checks = [limiter.hit(JOINS_PER_ADDRESS, address)];
  if (buyerId) checks.push(limiter.hit(JOINS_PER_ACCOUNT, buyerId));
  const over = (await Promise.all(checks)).find((state) => !state.allowed);
  if (over)
    throw new AppError("too_many_requests", {
      messageKey: "waitingRoom.errors.tooManyJoins",
      headers: { "retry-after": String(over.retryAfterSeconds) },
    });
}

/** The session cookie's attributes (HttpOnly, Lax, Secure on https), kept 30 days. */
const placeCookieOptions = (services: AppServices) => ({
  ...cookieOptions(services.config),
  maxAge: COOKIE_DAYS * 24 * 60 * 60,
});

function requireOperator(request: FastifyRequest, expected: string | undefined): void {
  const given = request.headers[OPERATOR_TOKEN_HEADER];
  if (!expected || typeof given !== "string" || given.length > 200 || !secretsEqual(given, expected))
    throw new AppError("unauthorized", { messageKey: "waitingRoom.errors.operatorDenied" });
}

/** `/queue/:eventSlug/*` (anyone: a signed-out visitor may wait) and the operator's settings route. */
export function waitingRoomRoutes(services: AppServices): ApiRoute[] {
  const room = services.waitingRoom;
  const limiter = databaseRateLimiter(services.db, services.clock);
  const admission = joinAdmission(services);
  const remember = (
    reply: FastifyReply,
    eventId: number,
    cookie: PlaceCookie | null,
    old: string | undefined,
  ) => {
    if (!cookie) return;
    const value = room.codec.encode(eventId, cookie);
    if (value !== old) reply.setCookie(queueCookieName(eventId), value, placeCookieOptions(services));
  };
  return [
    defineRoute(apiTable.joinQueue, {
      summary: "Take (or find again) a place in the event's waiting room; signed-out visitors too",
      tag: TAG,
      async handler({ params, request, reply }) {
        const token = request.cookies[services.config.SESSION_COOKIE_NAME];
        const viewer =
          typeof token === "string" && token ? await services.sessions.viewerForToken(token) : null;
        await limitJoins(limiter, request.ip, viewer?.id ?? null);
        await admission.admitJoin(params.eventSlug, viewer, request);
        let visitorId = request.cookies[VISITOR_COOKIE];
        if (typeof visitorId !== "string" || !VISITOR_SHAPE.test(visitorId)) {
          visitorId = randomBytes(24).toString("base64url");
          reply.setCookie(VISITOR_COOKIE, visitorId, placeCookieOptions(services));
        }
        const joined = await room.join(params.eventSlug, { buyerId: viewer?.id ?? null, visitorId });
        remember(reply, joined.eventId, joined.cookie, undefined);
        return joined.status;
      },
    }),
    defineRoute(apiTable.queueStatus, {
      summary: "Where the caller's place stands (from the place cookie and a per-second snapshot)",
      tag: TAG,
      async handler({ params, request, reply }) {
        const old = await room.settings(params.eventSlug);
        const name = old ? queueCookieName(old.eventId) : "";
        const value = name ? request.cookies[name] : undefined;
        const answer = await room.status(params.eventSlug, value);
        remember(reply, answer.eventId, answer.cookie, value);
        reply.header("cache-control", "no-store");
        return answer.status;
      },
    }),
    defineRoute(apiTable.configureWaitingRoom, {
      summary: "Operator: turn an event's waiting room on or off, with its opening and admission rate",
      tag: TAG,
      auth: "operatorToken",
      successMessage: "waitingRoom.messages.saved",
      async handler({ params, body, request }) {
        requireOperator(request, services.config.OPERATOR_API_TOKEN);
        const saved = await configureWaitingRoom(
          services.db,
          params.eventSlug,
          {
            enabled: body.enabled,
            opensAt: new Date(body.opens_at),
            admitPerMinute: body.admit_per_minute,
            tokenMinutes: body.token_minutes,
            requireVerifiedEmail: body.require_verified_email,
            requireAccountBefore: body.require_account_before ? new Date(body.require_account_before) : null,
            proofOfWork: body.proof_of_work,
          },
          services.clock.now(),
        );
        room.forget(params.eventSlug);
        return saved;
      },
    }),
    queueChallengeRoute(services, admission.proof),
  ];
}
