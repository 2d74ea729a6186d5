/**
 * A URL slug from any title: lowercase ASCII words joined by hyphens, never all digits (a numeric
 * path value always means an id), at most `max` characters. Empty when nothing usable is left.
 */
export function slugFrom(text: string, max = 120): string {
  const base = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/, "");
  return /^[0-9]+$/.test(base) ? `e-${base}` : base;
}
