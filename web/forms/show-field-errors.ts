import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "../lib/api-client.ts";

/**
 * Shows the API's field messages (already translated) under the fields, as react-hook-form errors. A
 * field the form does not show is harmless: react-hook-form keeps it and nothing renders it.
 */
export function showFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: Record<string, string>,
): void {
  for (const [name, message] of Object.entries(fields)) {
    // The API names fields by the body's keys, which are the form's names.
    setError(name as Path<Values>, { type: "server", message });
  }
}

/**
 * A refused call: its field messages go under the fields, and its message is returned for the form's
 * banner; null when the API gave no answer of its own (the caller decides what to say then).
 */
export function showApiFailure<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.fields) showFieldErrors(setError, error.fields);
  return error.message;
}
