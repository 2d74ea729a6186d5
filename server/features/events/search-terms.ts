const MAX_TERMS = 8;

/**
 * A word folded as the stored search document is (ADR 0122): lowercase, accents off ("Beyoncé" and
 * "beyonce" are one word). The database folds with `unaccent`; this covers the same Latin accents.
 */
export function foldWord(value: string): string {
  return value.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Words of a normalised search, each of which must match somewhere (title, talents, venue, city,
 * organiser or kind), so "senja bandung" finds Senandung Senja's Bandung date.
 */
export function searchTerms(normalized: string): string[] {
  const words = foldWord(normalized).split(" ").filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** A LIKE pattern matching `term` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The term as a full-text prefix query (`konser:*`), or null when it has no letter or digit: only
 * letters and digits reach `to_tsquery`, so no input can be read as its operators.
 */
export function prefixQuery(term: string): string | null {
  const word = term.replace(/[^\p{L}\p{N}]/gu, "");
  return word ? `${word}:*` : null;
}
