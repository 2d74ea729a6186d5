import { ktpBodySchema, okSchema } from "#shared/contracts/accounts-auth.ts";
import { defineRoute } from "../../http/api-route.ts";

/** POST /validation/ktp: the shared NIK rule, for forms that want the server's word (spec section 5). */
export function validationRoutes() {
  return [
    defineRoute({
      method: "POST",
      path: "/validation/ktp",
      summary: "Check a NIK against a date of birth and gender: ok, or 400 with nik_invalid",
      tag: "accounts",
      body: ktpBodySchema,
      response: okSchema,
      successMessage: "accounts.nikValid",
      async handler() {
        return { ok: true as const };
      },
    }),
  ];
}
