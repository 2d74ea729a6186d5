/** The e-tickets feature as other features may use it: its public entry (ADR 0117). */

export { hashSecret } from "./check-in-secret.ts";
export { ticketsAttachmentRef } from "./confirmation-attachment.ts";
export { signingKeysReencryptor, ticketVisitorDataReencryptor } from "./reencrypt-e-tickets-data.ts";
export { resaleHoldMark, ticketIsListed } from "./resale-data.ts";
export { completeResale, type ResaleAtSettlement, resaleAtSettlement } from "./resale-settlement.ts";
export { sealClearTicketAnswers } from "./ticket-answers-at-rest.ts";
export { eraseExpiredTicketAnswers } from "./ticket-answers-data.ts";
