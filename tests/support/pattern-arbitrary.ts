import fc from "fast-check";

/**
 * Strings that match `pattern` and lie within `minLength`..`maxLength`. A one-class pattern
 * (`^[A-Za-z0-9_-]+$`) gets the bounds folded in (`{20,40}`): fast-check makes short strings, so a
 * `minLength` of 20 checked afterwards would almost never pass, and a filtering arbitrary retries until
 * one does, for ever. Other patterns are filtered, with a bound on the retries that fails by name.
 */
export function stringMatchingWithin(
  pattern: string,
  minLength = 0,
  maxLength = Number.POSITIVE_INFINITY,
): fc.Arbitrary<string> {
  const oneClass = /^(\^\[[^\]]+\])\+\$$/.exec(pattern);
  if (oneClass && minLength > 1) {
    const upper = Number.isFinite(maxLength) ? Math.min(maxLength, Math.max(minLength, 40)) : minLength + 40;
    return fc.stringMatching(new RegExp(`${oneClass[1]}{${minLength},${upper}}$`));
  }
  let misses = 0;
  return fc.stringMatching(new RegExp(pattern)).filter((value) => {
    const fits = value.length >= minLength && value.length <= maxLength;
    if (!fits && ++misses > 10_000)
      throw new Error(`no string of ${minLength}..${maxLength} characters matching ${pattern} was generated`);
    return fits;
  });
}
