/** The checkout feature as other features may use it: its public entry (ADR 0117). */
export { participantSlots } from "./participants.ts";
export { loadVisitorFields } from "./visitor-fields-data.ts";
export { cartLines, findVoucher } from "./voucher-summary.ts";
