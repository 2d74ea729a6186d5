/** The sessions feature as other features may use it: its public entry (ADR 0117). */
export { type AuthorizedBuyerId, requireViewer, sessionToken } from "./require-viewer.ts";
export { SESSION_ABSOLUTE_DAYS, SESSION_IDLE_DAYS } from "./session-policy.ts";
export { hashSessionToken, type SessionReader } from "./session-reader.ts";
