import type { MessageVars } from "#shared/i18n/translate.ts";
import { AppError } from "../../../http/app-error.ts";

/** Every refusal of a door order, so messages and statuses stay in one place. */
export const boxOfficeError = {
  notOnSale: () => new AppError("rule_refused", { messageKey: "organizer.boxOffice.errors.notOnSale" }),
  categoryNotFound: (index: number) =>
    new AppError("rule_refused", {
      messageKey: "organizer.boxOffice.errors.categoryNotFound",
      fields: { [`tickets.${index}.category_id`]: { key: "organizer.boxOffice.errors.categoryNotFound" } },
    }),
  seatedCategory: (name: string) =>
    new AppError("rule_refused", { messageKey: "organizer.boxOffice.errors.seatedCategory", vars: { name } }),
  tooManyTickets: (max: number) =>
    new AppError("rule_refused", { messageKey: "organizer.boxOffice.errors.tooManyTickets", vars: { max } }),
  recipientRequired: () =>
    new AppError("validation_failed", {
      messageKey: "organizer.boxOffice.errors.recipientRequired",
      fields: {
        "buyer.name": { key: "organizer.boxOffice.errors.recipientRequired" },
        "buyer.email": { key: "organizer.boxOffice.errors.recipientRequired" },
      },
    }),
  cashShort: (total: number) =>
    new AppError("rule_refused", {
      messageKey: "organizer.boxOffice.errors.cashShort",
      vars: { total },
      fields: { cash_received: { key: "organizer.boxOffice.errors.cashShort", vars: { total } } },
    }),
  qrisUnavailable: () =>
    new AppError("rule_refused", { messageKey: "organizer.boxOffice.errors.qrisUnavailable" }),
  soldOut: (fields: Record<string, MessageVars>) =>
    new AppError("conflict", {
      messageKey: "organizer.boxOffice.errors.soldOut",
      fields: Object.fromEntries(
        Object.entries(fields).map(([path, vars]) => [
          path,
          { key: "organizer.boxOffice.errors.left", vars },
        ]),
      ),
    }),
  notSettled: () => new AppError("conflict", { messageKey: "organizer.boxOffice.errors.notSettled" }),
  idempotencyMismatch: () =>
    new AppError("rule_refused", { messageKey: "organizer.boxOffice.errors.idempotencyMismatch" }),
  orderNotFound: () => new AppError("not_found", { messageKey: "organizer.boxOffice.errors.orderNotFound" }),
};
