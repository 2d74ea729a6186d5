/** English messages of the accounts feature; `./id.ts` must have the same shape. */
export const accountsEn = {} as const;
