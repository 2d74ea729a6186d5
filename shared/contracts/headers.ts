/** Header carrying the address of the page the web is on (spec section 7: the page-code header). */
export const PAGE_CODE_HEADER = "x-page-code";
/** Header carrying the browser's generated 20-character session marker (spec section 3). */
export const SESSION_MARKER_HEADER = "x-session-marker";
/**
 * Header carrying a join's solved proof-of-work challenge (base64 of ALTCHA's JSON payload), for
 * waiting rooms that ask for one. Here rather than beside the waiting room's schemas: the web reads it
 * at run time, and those bring zod.
 */
export const QUEUE_PROOF_HEADER = "x-queue-proof";
