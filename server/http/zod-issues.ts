import type { z } from "zod";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import type { MessageVars } from "#shared/i18n/translate.ts";
import { issueMessage } from "#shared/validation/issue-message.ts";
import { AppError } from "./app-error.ts";

/** The raw value an issue is about (zod 4 leaves `issue.input` out unless asked to). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node = input;
  for (const key of path) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** A zod failure as the one application error: 400 `validation_failed` with a message per field. */
export function validationError(
  error: z.ZodError,
  scope: "body" | "query" | "params" | "headers",
  input: unknown,
): AppError {
  const fields: Record<string, { key: MessageKey; vars?: MessageVars }> = {};
  for (const issue of error.issues) {
    const path = issue.path.length > 0 ? issue.path.map(String).join(".") : scope;
    fields[path] ??= issueMessage(issue, valueAt(input, issue.path));
  }
  return new AppError("validation_failed", { fields });
}
