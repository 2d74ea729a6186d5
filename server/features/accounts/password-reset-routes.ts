import {
  forgotPasswordBodySchema,
  okSchema,
  resetPasswordBodySchema,
  resetTokenBodySchema,
} from "#shared/contracts/accounts-auth.ts";
import { defineRoute } from "../../http/api-route.ts";
import type { AccountsDeps } from "./deps.ts";
import { requestPasswordReset } from "./request-password-reset.ts";
import { resetPassword } from "./reset-password.ts";
import { clearSessionCookie } from "./session-cookie.ts";
import { validatePasswordReset } from "./validate-password-reset.ts";

/** The forgot-password flow: request a link, check it, set the new password. */
export function passwordResetRoutes(deps: AccountsDeps) {
  return [
    defineRoute({
      method: "POST",
      path: "/auth/forget-password",
      summary: "E-mail a password reset link (same answer whether or not the e-mail is registered)",
      tag: "accounts",
      body: forgotPasswordBodySchema,
      response: okSchema,
      successMessage: "accounts.resetRequested",
      async handler({ body, request, t }) {
        await requestPasswordReset(deps, { email: body.email, ip: request.ip, t, log: request.log });
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: "POST",
      path: "/auth/forget-password/validate",
      summary: "Check a reset link: ok, or 410 reset_link_expired (expired, used or unknown)",
      tag: "accounts",
      body: resetTokenBodySchema,
      response: okSchema,
      successMessage: "accounts.resetLinkValid",
      async handler({ body }) {
        await validatePasswordReset(deps, body.token);
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: "POST",
      path: "/auth/forget-password/change",
      summary: "Set a new password with a reset link; ends every session of the buyer",
      tag: "accounts",
      body: resetPasswordBodySchema,
      response: okSchema,
      successMessage: "accounts.passwordReset",
      async handler({ body, reply }) {
        await resetPassword(deps, body.token, body.new_password);
        clearSessionCookie(reply, deps.config);
        return { ok: true as const };
      },
    }),
  ];
}
