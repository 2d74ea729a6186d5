import { AppError } from "../../http/app-error.ts";

export const waitingListError = {
  categoryNotFound: () => new AppError("not_found", { messageKey: "waitingList.errors.categoryNotFound" }),
  notEnabled: () => new AppError("rule_refused", { messageKey: "waitingList.errors.notEnabled" }),
  notSoldOut: () => new AppError("rule_refused", { messageKey: "waitingList.errors.notSoldOut" }),
  seated: () => new AppError("rule_refused", { messageKey: "waitingList.errors.seated" }),
  alreadyInLine: () => new AppError("conflict", { messageKey: "waitingList.errors.alreadyInLine" }),
  tooMany: (max: number) =>
    new AppError("validation_failed", {
      fields: { quantity: { key: "waitingList.errors.tooMany", vars: { max } } },
    }),
  notInLine: () => new AppError("conflict", { messageKey: "waitingList.errors.notInLine" }),
  noOffer: () => new AppError("conflict", { messageKey: "waitingList.errors.noOffer" }),
  offerEnded: () => new AppError("conflict", { messageKey: "waitingList.errors.offerEnded" }),
  notThisEventsCategory: () =>
    new AppError("validation_failed", {
      fields: { categories: { key: "waitingList.organizer.unknownCategory" } },
    }),
  categoryTwice: () =>
    new AppError("validation_failed", {
      fields: { categories: { key: "waitingList.organizer.categoryTwice" } },
    }),
  seatedSwitch: () => new AppError("rule_refused", { messageKey: "waitingList.organizer.seatedRefused" }),
};
