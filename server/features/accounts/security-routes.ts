import type { FastifyRequest } from "fastify";
import { apiTable } from "#shared/contracts/api-table.ts";
import { defineRoute } from "../../http/api-route.ts";
import { requireViewer, sessionToken } from "../sessions/index.ts";
import type { AccountsDeps } from "./deps.ts";
import { toProfile } from "./profile.ts";
import { completeSecondFactor } from "./second-factor-login.ts";
import { setSessionCookie } from "./session-cookie.ts";
import { mySessions, revokeOtherSessions, revokeSession } from "./session-list.ts";
import { confirmTwoFactor, disableTwoFactor, enrolTwoFactor, twoFactorStatus } from "./two-factor.ts";

/** The signed-in buyer and the token of this request (present: requireViewer found it live). */
async function viewerAndToken(deps: AccountsDeps, request: FastifyRequest) {
  const buyerId = await requireViewer(request, deps);
  return { buyerId, token: sessionToken(request, deps.config.SESSION_COOKIE_NAME)! };
}

/** Sessions in the profile, and two-factor sign-in: enrol, confirm, disable, complete a sign-in. */
export function securityRoutes(deps: AccountsDeps) {
  return [
    defineRoute(apiTable.mySessions, {
      summary: "The signed-in buyer's live sessions (opaque ids; this device marked)",
      tag: "accounts",
      auth: "session",
      async handler({ request }) {
        const { buyerId, token } = await viewerAndToken(deps, request);
        return { sessions: await mySessions(deps, buyerId, token) };
      },
    }),
    defineRoute(apiTable.revokeSession, {
      summary: "Sign one session out; its cookie is refused from the next request on",
      tag: "accounts",
      auth: "session",
      successMessage: "security.sessions.revoked",
      async handler({ request, params }) {
        return revokeSession(deps, await requireViewer(request, deps), params.sessionId);
      },
    }),
    defineRoute(apiTable.revokeOtherSessions, {
      summary: "Sign out every session but this one",
      tag: "accounts",
      auth: "session",
      successMessage: "security.sessions.othersRevoked",
      async handler({ request }) {
        const { buyerId, token } = await viewerAndToken(deps, request);
        return revokeOtherSessions(deps, buyerId, token);
      },
    }),
    defineRoute(apiTable.twoFactorStatus, {
      summary: "Whether two-factor sign-in is on, and how many recovery codes are unused",
      tag: "accounts",
      auth: "session",
      async handler({ request }) {
        return twoFactorStatus(deps, await requireViewer(request, deps));
      },
    }),
    defineRoute(apiTable.enrolTwoFactor, {
      summary: "Start two-factor enrolment: a new TOTP secret as otpauth URI and QR code (not in force yet)",
      tag: "accounts",
      auth: "session",
      async handler({ request }) {
        return enrolTwoFactor(deps, await requireViewer(request, deps));
      },
    }),
    defineRoute(apiTable.confirmTwoFactor, {
      summary:
        "Confirm enrolment with a first code; answers the 10 recovery codes, this once only; ends the other sessions",
      tag: "accounts",
      auth: "session",
      successMessage: "security.twoFactor.enabled",
      async handler({ request, body }) {
        const { buyerId, token } = await viewerAndToken(deps, request);
        return confirmTwoFactor(deps, buyerId, token, body.code);
      },
    }),
    defineRoute(apiTable.disableTwoFactor, {
      summary:
        "Turn two-factor sign-in off; needs a current code or an unused recovery code; ends the other sessions",
      tag: "accounts",
      auth: "session",
      successMessage: "security.twoFactor.disabled",
      async handler({ request, body }) {
        const { buyerId, token } = await viewerAndToken(deps, request);
        return disableTwoFactor(deps, buyerId, token, body);
      },
    }),
    defineRoute(apiTable.loginSecondFactor, {
      summary: "Complete a sign-in that answered action second_factor, with a code or a recovery code",
      tag: "accounts",
      successMessage: "accounts.loggedIn",
      async handler({ request, reply, body }) {
        const { buyer, token } = await completeSecondFactor(deps, {
          pendingToken: sessionToken(request, deps.config.SESSION_COOKIE_NAME),
          proof: body,
          userAgent: request.headers["user-agent"] ?? null,
        });
        setSessionCookie(reply, deps.config, token);
        return { user: toProfile(buyer) };
      },
    }),
  ];
}
