import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { FastifyRequest } from "fastify";
import { apiTable } from "#shared/contracts/api-table.ts";
import { defineRoute } from "../../http/api-route.ts";
import { requireViewer, sessionToken } from "../sessions/index.ts";
import type { AccountsDeps } from "./deps.ts";
import { passkeySignInOptions, signInWithPasskey } from "./passkey-sign-in.ts";
import {
  myPasskeys,
  passkeyReauthOptions,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
} from "./passkeys.ts";
import { toProfile } from "./profile.ts";
import { setSessionCookie } from "./session-cookie.ts";

async function viewerAndToken(deps: AccountsDeps, request: FastifyRequest) {
  const buyerId = await requireViewer(request, deps);
  return { buyerId, token: sessionToken(request, deps.config.SESSION_COOKIE_NAME)! };
}

/** Passkeys: list, register and remove them from the profile; sign in with one. */
export function passkeyRoutes(deps: AccountsDeps) {
  return [
    defineRoute(apiTable.myPasskeys, {
      summary: "The signed-in buyer's passkeys: name, created and last used",
      tag: "accounts",
      auth: "session",
      async handler({ request }) {
        return myPasskeys(deps, await requireViewer(request, deps));
      },
    }),
    defineRoute(apiTable.passkeyRegistrationOptions, {
      summary: "Start registering a passkey: creation options whose challenge is kept for this session",
      tag: "accounts",
      auth: "session",
      async handler({ request }) {
        const { buyerId, token } = await viewerAndToken(deps, request);
        return passkeyRegistrationOptions(deps, buyerId, token);
      },
    }),
    defineRoute(apiTable.registerPasskey, {
      summary:
        "Register a passkey with the authenticator's answer; a first second factor ends the other sessions",
      tag: "accounts",
      auth: "session",
      successMessage: "security.passkeys.added",
      successStatus: 201,
      async handler({ request, body }) {
        const { buyerId, token } = await viewerAndToken(deps, request);
        return registerPasskey(deps, buyerId, token, {
          name: body.name,
          response: body.response as unknown as RegistrationResponseJSON,
        });
      },
    }),
    defineRoute(apiTable.passkeyReauthOptions, {
      summary:
        "Start proving it is the owner with one of their passkeys: request options kept for this session",
      tag: "accounts",
      auth: "session",
      async handler({ request }) {
        const { buyerId, token } = await viewerAndToken(deps, request);
        return passkeyReauthOptions(deps, buyerId, token);
      },
    }),
    defineRoute(apiTable.removePasskey, {
      summary:
        "Remove a passkey; needs the password, a code, a recovery code or another passkey; ends the other sessions",
      tag: "accounts",
      auth: "session",
      successMessage: "security.passkeys.removed",
      async handler({ request, params, body }) {
        const { buyerId, token } = await viewerAndToken(deps, request);
        return removePasskey(deps, buyerId, token, params.passkeyId, body);
      },
    }),
    defineRoute(apiTable.passkeySignInOptions, {
      summary: "Start a passkey sign-in: request options for a discoverable credential and the ceremony id",
      tag: "accounts",
      async handler({ request }) {
        return passkeySignInOptions(deps, request.ip);
      },
    }),
    defineRoute(apiTable.passkeySignIn, {
      summary: "Sign in with a passkey (both factors in one); also completes a pending password sign-in",
      tag: "accounts",
      successMessage: "accounts.loggedIn",
      async handler({ request, reply, body }) {
        const { buyer, token } = await signInWithPasskey(deps, {
          ceremonyId: body.ceremony_id,
          response: body.response as unknown as AuthenticationResponseJSON,
          userAgent: request.headers["user-agent"] ?? null,
          previousToken: sessionToken(request, deps.config.SESSION_COOKIE_NAME),
        });
        setSessionCookie(reply, deps.config, token);
        return { user: toProfile(buyer) };
      },
    }),
  ];
}
