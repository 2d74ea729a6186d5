import { ApiError } from "../lib/api-client.ts";

/** Field messages from a failed call (the API already translated them), or null when it has none. */
export function fieldErrors(error: unknown): Record<string, string> | null {
  return error instanceof ApiError && error.fields ? error.fields : null;
}

export function errorMessage(error: unknown): string | null {
  return error instanceof Error ? error.message : null;
}

/** What to tell the buyer about a failure: its message (the API's, translated), whatever was thrown. */
export function failureText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
