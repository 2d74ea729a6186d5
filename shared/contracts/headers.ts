/** Header carrying the address of the page the web is on (spec section 7: the page-code header). */
export const PAGE_CODE_HEADER = "x-page-code";
/** Header carrying the browser's generated 20-character session marker (spec section 3). */
export const SESSION_MARKER_HEADER = "x-session-marker";
