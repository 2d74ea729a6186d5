/**
 * THE rounding rule of every money figure (architecture principle 2): a percentage of a rupiah amount
 * is computed once, on its stated base, in exact integer arithmetic, and rounded half up to the whole
 * rupiah (Rp 0.5 -> Rp 1). BigInt keeps `amount x rate` exact far beyond 2^53.
 */
export function percentOf(amount: number, numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not a rupiah amount: ${amount}`);
  const n = BigInt(amount) * BigInt(numerator);
  const d = BigInt(denominator);
  return Number((n * 2n + d) / (2n * d));
}

/** Basis points (1/100 of a percent): 1100 bps = 11 %. */
export const bpsOf = (amount: number, bps: number): number => percentOf(amount, bps, 10_000);
