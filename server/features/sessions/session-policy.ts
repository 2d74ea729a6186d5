/** How long a session lives without being used (idle expiry). */
export const SESSION_IDLE_DAYS = 7;
/** How long a session lives at most, used or not (absolute expiry; the cookie's Max-Age too). */
export const SESSION_ABSOLUTE_DAYS = 30;
/**
 * `last_seen_at` is written at most this often per session: idle expiry counts in days, so a write per
 * request would only add row churn on the hottest path of a ticket war.
 */
export const SESSION_TOUCH_INTERVAL_SECONDS = 60;
