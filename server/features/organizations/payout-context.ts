/** The payout number's cipher context: bound to its organisation, so a copied value will not open. */
export const payoutContext = (organiserId: number) => `organisers.payout_account:${organiserId}`;
