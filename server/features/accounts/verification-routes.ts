import { apiTable } from "#shared/contracts/api-table.ts";
import { defineRoute } from "../../http/api-route.ts";
import { requireViewer } from "../sessions/index.ts";
import type { AccountsDeps } from "./deps.ts";
import { resendEmailVerification, verifyEmail } from "./email-verification.ts";

/** E-mail verification: the link from the mail, and a fresh one on request. */
export function verificationRoutes(deps: AccountsDeps) {
  return [
    defineRoute(apiTable.verifyEmail, {
      summary: "Verify the e-mail address of a verification link: ok, or 410 link_expired",
      tag: "accounts",
      successMessage: "accounts.verification.verified",
      async handler({ body }) {
        await verifyEmail(deps, body.token);
        return { ok: true as const };
      },
    }),
    defineRoute(apiTable.resendVerification, {
      summary: "E-mail the signed-in buyer a new verification link",
      tag: "accounts",
      auth: "session",
      successMessage: "accounts.verification.resent",
      async handler({ request, t }) {
        return resendEmailVerification(deps, await requireViewer(request, deps), { t, log: request.log });
      },
    }),
  ];
}
