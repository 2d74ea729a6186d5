import { apiTable } from "#shared/contracts/api-table.ts";
import { defineRoute } from "../../http/api-route.ts";
import type { AccountsDeps } from "./deps.ts";
import { requestPasswordReset } from "./request-password-reset.ts";
import { resetPassword } from "./reset-password.ts";
import { clearSessionCookie } from "./session-cookie.ts";
import { validatePasswordReset } from "./validate-password-reset.ts";

/** The forgot-password flow: request a link, check it, set the new password. */
export function passwordResetRoutes(deps: AccountsDeps) {
  return [
    defineRoute(apiTable.forgotPassword, {
      summary: "E-mail a password reset link (same answer whether or not the e-mail is registered)",
      tag: "accounts",
      successMessage: "accounts.resetRequested",
      async handler({ body, request, t }) {
        await requestPasswordReset(deps, { email: body.email, ip: request.ip, t, log: request.log });
        return { ok: true as const };
      },
    }),
    defineRoute(apiTable.validateResetLink, {
      summary: "Check a reset link: ok, or 410 reset_link_expired (expired, used or unknown)",
      tag: "accounts",
      successMessage: "accounts.resetLinkValid",
      async handler({ body }) {
        await validatePasswordReset(deps, body.token);
        return { ok: true as const };
      },
    }),
    defineRoute(apiTable.resetPassword, {
      summary: "Set a new password with a reset link; ends every session of the buyer",
      tag: "accounts",
      successMessage: "accounts.passwordReset",
      async handler({ body, reply }) {
        await resetPassword(deps, body.token, body.new_password);
        clearSessionCookie(reply, deps.config);
        return { ok: true as const };
      },
    }),
  ];
}
