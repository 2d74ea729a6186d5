/** The checkout feature as other features may use it: its public entry (ADR 0117). */

export { eraseEndedHoldAnswers, sealClearHoldAnswers } from "./hold-answers-at-rest.ts";
export { participantSlots } from "./participants.ts";
export { holdAnswersReencryptor } from "./reencrypt-hold-answers.ts";
export {
  loadStoredVisitorFields,
  loadVisitorFields,
  saveVisitorFields,
  visitorFormCache,
} from "./visitor-fields-data.ts";
export { cartLines, findVoucher } from "./voucher-summary.ts";
