/** Upper tail P(X >= x) of a chi-square with `df` degrees of freedom (regularized gamma Q(df/2, x/2)). */
export function chiSquarePValue(x: number, df: number): number {
  const a = df / 2;
  const z = x / 2;
  if (z <= 0) return 1;
  const lnGammaA = lnGamma(a);
  if (z < a + 1) {
    // Series for P(a, z), then Q = 1 - P.
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 1000; n++) {
      term *= z / (a + n);
      sum += term;
      if (term < sum * 1e-14) break;
    }
    return Math.max(0, 1 - sum * Math.exp(-z + a * Math.log(z) - lnGammaA));
  }
  // Continued fraction for Q(a, z) (Lentz).
  let b = z + 1 - a;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-14) break;
  }
  return Math.min(1, Math.exp(-z + a * Math.log(z) - lnGammaA) * h);
}

function lnGamma(x: number): number {
  // Lanczos coefficients (Numerical Recipes' gammln), rounded to what a double holds.
  const g = [
    76.18009172947146, -86.50532032941678, 24.01409824083091, -1.231739572450155, 0.001208650973866179,
    -0.000005395239384953,
  ];
  let y = x;
  const tmp = x + 5.5 - (x + 0.5) * Math.log(x + 5.5);
  let ser = 1.00000000019002;
  for (const coefficient of g) ser += coefficient / ++y;
  return -tmp + Math.log((2.5066282746310002 * ser) / x);
}

/**
 * Independence of arrival order and place: a bins x bins table (arrival decile x place decile) of the
 * pre-opening arrivals, chi-square against the uniform expectation. A fair shuffle gives p well above 0.01.
 */
export function shuffleChiSquare(placeByArrival: readonly number[], bins = 10) {
  const n = placeByArrival.length;
  const table = Array.from({ length: bins }, () => new Array<number>(bins).fill(0));
  placeByArrival.forEach((place, arrival) => {
    const row = Math.min(bins - 1, Math.floor((arrival * bins) / n));
    const column = Math.min(bins - 1, Math.floor(((place - 1) * bins) / n));
    table[row]![column]! += 1;
  });
  let chi2 = 0;
  for (let r = 0; r < bins; r++) {
    const rowTotal = table[r]!.reduce((s, v) => s + v, 0);
    for (let c = 0; c < bins; c++) {
      const columnTotal = table.reduce((s, row) => s + row[c]!, 0);
      const expected = (rowTotal * columnTotal) / n;
      if (expected > 0) chi2 += (table[r]![c]! - expected) ** 2 / expected;
    }
  }
  const df = (bins - 1) * (bins - 1);
  return { chi2, df, p: chiSquarePValue(chi2, df) };
}
