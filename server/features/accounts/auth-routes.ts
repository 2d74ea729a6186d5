import type { FastifyRequest } from "fastify";
import { apiTable } from "#shared/contracts/api-table.ts";
import { defineRoute } from "../../http/api-route.ts";
import { sessionToken } from "../sessions/index.ts";
import type { AccountsDeps } from "./deps.ts";
import { bearerToken } from "./google-userinfo.ts";
import { logIn } from "./log-in.ts";
import { toProfile } from "./profile.ts";
import { registerBuyer } from "./register-buyer.ts";
import { setSessionCookie } from "./session-cookie.ts";

function clientContext(deps: AccountsDeps, request: FastifyRequest, type: "password" | "google") {
  return {
    googleToken: type === "google" ? bearerToken(request) : null,
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? null,
    previousToken: sessionToken(request, deps.config.SESSION_COOKIE_NAME),
    log: request.log,
  };
}

/** POST /auth/register and POST /auth/login (spec section 7). */
export function authRoutes(deps: AccountsDeps) {
  return [
    defineRoute(apiTable.register, {
      summary: "Sign up with e-mail and password, or complete a Google sign-up (token in Authorization)",
      tag: "accounts",
      successMessage: "accounts.registered",
      successStatus: 201,
      async handler({ body, request, reply, t }) {
        const { buyer, token } = await registerBuyer(deps, {
          body,
          ...clientContext(deps, request, body.type),
          t,
          log: request.log,
        });
        setSessionCookie(reply, deps.config, token);
        return { user: toProfile(buyer) };
      },
    }),
    defineRoute(apiTable.login, {
      summary: "Log in with e-mail and password, or with a Google access token (Authorization: Bearer)",
      tag: "accounts",
      async handler({ body, request, reply }) {
        const outcome = await logIn(deps, { body, ...clientContext(deps, request, body.type) });
        if (outcome.kind === "register") return { action: "register" as const, social: outcome.social };
        setSessionCookie(reply, deps.config, outcome.token);
        if (outcome.kind === "second-factor") return { action: "second_factor" as const };
        return { user: toProfile(outcome.buyer) };
      },
    }),
  ];
}
