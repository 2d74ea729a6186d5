import type { MessageKey } from "#shared/i18n/catalog.ts";
import type { MessageVars } from "#shared/i18n/translate.ts";
import { databaseError } from "../../db/sql-helpers.ts";
import { AppError } from "../../http/app-error.ts";

/** A translated 422 with its message also under the form field the organiser fixes. */
const refused = (key: MessageKey, vars?: MessageVars, field?: string) =>
  new AppError("rule_refused", {
    messageKey: key,
    ...(vars ? { vars } : {}),
    ...(field ? { fields: { [field]: { key, ...(vars ? { vars } : {}) } } } : {}),
  });

/**
 * Every refusal of the organiser's voucher use cases: a translated 422 (or 404/409), never a 500. The
 * messages are the catalogue screen's, where the organiser edits vouchers.
 */
export const voucherError = {
  notFound: () => new AppError("not_found", { messageKey: "orgCatalog.errors.voucherNotFound" }),
  percentRange: () => refused("orgCatalog.errors.voucherPercentRange", undefined, "amount"),
  windowOrder: () => refused("orgCatalog.errors.voucherWindowOrder", undefined, "valid_until"),
  unknownCategory: () => refused("orgCatalog.errors.voucherUnknownCategory", undefined, "category_ids"),
  codeTaken: () =>
    new AppError("conflict", {
      messageKey: "orgCatalog.errors.voucherCodeTaken",
      fields: { code: { key: "orgCatalog.errors.voucherCodeTaken" } },
    }),
  quotaBelowUses: (uses: number) => refused("orgCatalog.errors.voucherQuotaBelowUses", { uses }, "quota"),
  hasUses: () => new AppError("conflict", { messageKey: "orgCatalog.errors.voucherHasUses" }),
  tooMany: (max: number) => refused("orgCatalog.errors.tooManyVouchers", { max }),
};

/** A code already used by another voucher of the event is a 409 on the code field, never a 500. */
export function refuseTakenCode(error: unknown): never {
  if (databaseError(error).constraint === "vouchers_event_code_uq") throw voucherError.codeTaken();
  throw error;
}
