const MAX_TERMS = 8;

/**
 * Words of a normalised search, each of which must match somewhere (title, venue, city or a talent),
 * so "senja bandung" finds Senandung Senja's Bandung date. Case folding happens here and in ILIKE.
 */
export function searchTerms(normalized: string): string[] {
  const words = normalized.toLowerCase().split(" ").filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** A LIKE pattern matching `term` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
