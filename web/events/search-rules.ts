/**
 * Spec sections 5 and 9 as the browser needs them. The API's contract (`shared/contracts/events.ts`)
 * holds the same rules next to its zod schemas; importing values from there would put zod in every
 * page's JavaScript, so they are restated here and a unit test keeps the two equal.
 */
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_MAX_CHARS = 100;

/** Control characters out, runs of spaces to one, trimmed: what the API searches for. */
export function cleanSearch(value: string): string {
  return value
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}
