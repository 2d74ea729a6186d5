import { AppError } from "../../http/app-error.ts";

/** Every refusal of resale, each a translated message of `resale.errors`. */
export const resaleError = {
  notEnabled: () => new AppError("rule_refused", { messageKey: "resale.errors.notEnabled" }),
  notFound: () => new AppError("not_found", { messageKey: "resale.errors.notFound" }),
  aboveFace: (face: string) =>
    new AppError("validation_failed", {
      messageKey: "resale.errors.aboveFace",
      vars: { face },
      fields: { price: { key: "resale.errors.aboveFace", vars: { face } } },
    }),
  deadlinePassed: (until: string) =>
    new AppError("rule_refused", { messageKey: "resale.errors.deadlinePassed", vars: { until } }),
  alreadyListed: () => new AppError("conflict", { messageKey: "resale.errors.alreadyListed" }),
  checkedIn: () => new AppError("conflict", { messageKey: "resale.errors.checkedIn" }),
  notListed: () => new AppError("conflict", { messageKey: "resale.errors.notListed" }),
  alreadySold: () => new AppError("conflict", { messageKey: "resale.errors.alreadySold" }),
  taken: () => new AppError("conflict", { messageKey: "resale.errors.taken" }),
  ownTicket: () => new AppError("rule_refused", { messageKey: "resale.errors.ownTicket" }),
  waitingListFirst: () => new AppError("rule_refused", { messageKey: "resale.errors.waitingListFirst" }),
  runningCart: () => new AppError("conflict", { messageKey: "resale.errors.runningCart" }),
};
