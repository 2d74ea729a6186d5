import { apiTable } from "#shared/contracts/api-table.ts";
import { defineRoute } from "../../http/api-route.ts";

/** POST /validation/ktp: the shared NIK rule, for forms that want the server's word (spec section 5). */
export function validationRoutes() {
  return [
    defineRoute(apiTable.validateKtp, {
      summary: "Check a NIK against a date of birth and gender: ok, or 400 with nik_invalid",
      tag: "accounts",
      successMessage: "accounts.nikValid",
      async handler() {
        return { ok: true as const };
      },
    }),
  ];
}
