/** A query value as the client sends it; empty ones are left out (spec section 7: nulls removed). */
export type QueryValue = string | number | boolean | null | undefined;

/**
 * The concrete path of an operation: each `:name` segment replaced by its encoded value, then the
 * query string without empty values. Throws on a missing param: a path with `:id` left in would reach
 * another route or a 404 far from the mistake.
 */
export function buildApiPath(
  pattern: string,
  params: Record<string, string | number> = {},
  query: Record<string, QueryValue> = {},
): string {
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`${pattern}: missing path param ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
