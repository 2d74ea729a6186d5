/** The e-tickets feature as other features may use it: its public entry (ADR 0117). */
export { ticketsAttachmentRef } from "./confirmation-attachment.ts";
