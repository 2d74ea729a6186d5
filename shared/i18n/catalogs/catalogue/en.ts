/** English text of the landing, search, event detail and ticket selection screens; `./id.ts` matches it. */
export const catalogueEn = {} as const;
