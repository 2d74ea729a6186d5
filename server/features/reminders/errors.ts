import { AppError } from "../../http/app-error.ts";

export const reminderError = {
  categoryNotFound: () => new AppError("not_found", { messageKey: "reminders.errors.categoryNotFound" }),
  notRemindable: () => new AppError("rule_refused", { messageKey: "reminders.errors.notRemindable" }),
  emailRequired: () =>
    new AppError("validation_failed", { fields: { email: { key: "validation.field_empty" } } }),
};
