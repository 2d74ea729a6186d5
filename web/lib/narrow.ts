/**
 * Type guards for what arrives untyped (storage, JSON bodies, route data read by another module):
 * reading it through these keeps the checks and the types in one place, with no assertions.
 */

/** A plain object whose properties can be read one by one (arrays are objects too, and excluded). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** JSON text as a value to narrow; null when it does not parse. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Whether `value` is one of `options` (a literal union's list), narrowing it to that union. */
export function isOneOf<const T extends string>(options: readonly T[], value: unknown): value is T {
  return options.some((option) => option === value);
}
