/** English messages of the events feature; `./id.ts` must have the same shape. */
export const eventsEn = {} as const;
