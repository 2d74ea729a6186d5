import { readStored, STORED_KEYS, writeStored } from "../lib/stored-state.ts";
import { cleanSearch, SEARCH_MIN_CHARS } from "./search-rules.ts";

/** Spec section 9: the 10 most recent searches are kept in the browser. */
export const SAVED_SEARCHES_MAX = 10;

/** The list with `term` first: trimmed, case-insensitively deduplicated, at most 10, too short ignored. */
export function addSavedSearch(list: readonly string[], term: string): string[] {
  const clean = cleanSearch(term);
  if (clean.length < SEARCH_MIN_CHARS) return [...list];
  const key = clean.toLocaleLowerCase();
  return [clean, ...list.filter((item) => item.toLocaleLowerCase() !== key)].slice(0, SAVED_SEARCHES_MAX);
}

/** Whatever is stored, as a clean list (storage is user-editable, so nothing is trusted). */
export function parseSavedSearches(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter((item): item is string => typeof item === "string")
      .reduceRight<string[]>((list, item) => addSavedSearch(list, item), []);
  } catch {
    return [];
  }
}

export function readSavedSearches(): string[] {
  return parseSavedSearches(readStored(STORED_KEYS.savedSearches));
}

export function writeSavedSearches(list: readonly string[]): void {
  writeStored(STORED_KEYS.savedSearches, JSON.stringify(list));
}
