import type { MessageVars } from "#shared/i18n/translate.ts";
import { AppError } from "../../http/app-error.ts";

const refused = (key: string, vars?: MessageVars, field?: string) =>
  new AppError("rule_refused", {
    messageKey: `orgCatalog.errors.${key}` as never,
    ...(vars ? { vars } : {}),
    ...(field
      ? { fields: { [field]: { key: `orgCatalog.errors.${key}` as never, ...(vars ? { vars } : {}) } } }
      : {}),
  });

/** Every refusal of the organiser's catalogue use cases: a translated 422 (or 404/409), never a 500. */
export const catalogError = {
  categoryNotFound: () => new AppError("not_found", { messageKey: "orgCatalog.errors.categoryNotFound" }),
  saleWindowOrder: () => refused("saleWindowOrder", undefined, "sale_ends_at"),
  minAboveMax: () => refused("minAboveMax", undefined, "per_transaction_min"),
  accountLimitBelowMin: () => refused("accountLimitBelowMin", undefined, "per_account_limit"),
  bundleItemsNotBundle: () => refused("bundleItemsNotBundle", undefined, "bundle_items"),
  bundleNeedsItems: () => refused("bundleNeedsItems", undefined, "bundle_items"),
  tooManyCategories: (max: number) => refused("tooManyCategories", { max }),
  quotaBelowLive: (live: number) => refused("quotaBelowLive", { live }, "quota"),
  seatedQuotaFromSeats: () => refused("seatedQuotaFromSeats", undefined, "quota"),
  categoryHasSales: () => new AppError("conflict", { messageKey: "orgCatalog.errors.categoryHasSales" }),
  sectionCategory: (index: number) => refused("sectionCategory", undefined, `sections.${index}.category_id`),
  seatLayout: (index: number, key: string, vars?: MessageVars) =>
    refused(`seatLayout.${key}`, vars, `sections.${index}`),
  tooManySeats: (max: number) => refused("tooManySeats", { max }, "sections"),
  seatInUse: (label: string) =>
    new AppError("conflict", { messageKey: "orgCatalog.errors.seatInUse", vars: { label } }),
  seatHasHistory: (label: string) =>
    new AppError("conflict", { messageKey: "orgCatalog.errors.seatHasHistory", vars: { label } }),
  duplicateFieldKey: (index: number) => refused("duplicateFieldKey", undefined, `fields.${index}.key`),
  fieldNeedsOptions: (index: number) => refused("fieldNeedsOptions", undefined, `fields.${index}.options`),
  fieldUnknownCategory: (index: number, name: string) =>
    refused("fieldUnknownCategory", { name }, `fields.${index}.ticket_names`),
  nameFieldMissing: () => refused("nameFieldMissing", undefined, "fields"),
  sensitivityTooLow: (index: number) =>
    refused("sensitivityTooLow", undefined, `fields.${index}.sensitivity`),
};
