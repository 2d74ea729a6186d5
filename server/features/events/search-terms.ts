const MAX_TERMS = 8;

/**
 * A word folded as the search index folds the catalogue (ADR 0122, ADR 0134): lowercase, accents off
 * ("Beyoncé" and "beyonce" are one word).
 */
export function foldWord(value: string): string {
  return value.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Words of a normalised search, each of which must match somewhere (title, talents, venue, city,
 * organiser, kind or year), so "senja bandung" finds Senandung Senja's Bandung date.
 */
export function searchTerms(normalized: string): string[] {
  const words = foldWord(normalized).split(" ").filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** A LIKE pattern matching `term` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
