import { apiTable } from "#shared/contracts/api-table.ts";
import { defineRoute } from "../../http/api-route.ts";
import { hashSessionToken, requireViewer, sessionToken } from "../sessions/index.ts";
import { changePassword } from "./change-password.ts";
import type { AccountsDeps } from "./deps.ts";
import { getMyData } from "./get-my-data.ts";
import { getWrapped } from "./get-wrapped.ts";
import { logOut } from "./log-out.ts";
import { clearSessionCookie } from "./session-cookie.ts";
import { updateProfile } from "./update-profile.ts";

/** `/auth-user/*`: everything here needs a live session (401 `unauthorized` otherwise). */
export function authUserRoutes(deps: AccountsDeps) {
  return [
    defineRoute(apiTable.logout, {
      summary: "Log out: end this session and clear the cookie",
      tag: "accounts",
      auth: "session",
      successMessage: "accounts.loggedOut",
      async handler({ request, reply }) {
        await requireViewer(request, deps);
        await logOut(deps, sessionToken(request, deps.config.SESSION_COOKIE_NAME)!);
        clearSessionCookie(reply, deps.config);
        return { ok: true as const };
      },
    }),
    defineRoute(apiTable.myData, {
      summary: "The signed-in buyer's profile (identity number included, for its owner only)",
      tag: "accounts",
      auth: "session",
      async handler({ request }) {
        return getMyData(deps, await requireViewer(request, deps));
      },
    }),
    defineRoute(apiTable.updateProfile, {
      summary: "Update non-empty profile fields (email, phone_number, note and is_acp are ignored)",
      tag: "accounts",
      auth: "session",
      successMessage: "accounts.profileUpdated",
      async handler({ body, request }) {
        return updateProfile(deps, await requireViewer(request, deps), body);
      },
    }),
    defineRoute(apiTable.changePassword, {
      summary: "Change the password (or set a first one when is_acp is 0); ends the other sessions",
      tag: "accounts",
      auth: "session",
      successMessage: "accounts.passwordChanged",
      async handler({ body, request }) {
        const buyerId = await requireViewer(request, deps);
        await changePassword(deps, {
          buyerId,
          currentSessionHash: hashSessionToken(sessionToken(request, deps.config.SESSION_COOKIE_NAME)!),
          oldPassword: body.old_password,
          newPassword: body.new_password,
        });
        return { ok: true as const };
      },
    }),
    defineRoute(apiTable.myWrapped, {
      summary: "This year's totals (WIB) and buyer level",
      tag: "accounts",
      auth: "session",
      async handler({ request }) {
        return getWrapped(deps, await requireViewer(request, deps));
      },
    }),
  ];
}
