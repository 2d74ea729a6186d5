/** The checkout feature as other features may use it: its public entry (ADR 0117). */

export { sealClearHoldAnswers } from "./hold-answers-at-rest.ts";
export { eraseEndedHoldAnswers } from "./hold-answers-data.ts";
export { participantSlots } from "./participants.ts";
export { holdAnswersReencryptor } from "./reencrypt-hold-answers-data.ts";
export {
  loadStoredVisitorFields,
  loadVisitorFields,
  saveVisitorFields,
  visitorFormCache,
} from "./visitor-fields-data.ts";
