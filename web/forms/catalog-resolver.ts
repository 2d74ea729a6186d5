import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import type { Translator } from "#shared/i18n/translator.ts";
import { issueMessage, validationKeyOf } from "#shared/validation/issue-message.ts";

export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** Replaces messages that name a catalog key (custom issues carry the key) with the key's text. */
function translateKeys(node: unknown, t: Translator): void {
  if (typeof node !== "object" || node === null) return;
  for (const [name, child] of Object.entries(node)) {
    if (name === "ref") continue;
    if (name === "message" && typeof child === "string") {
      const key = validationKeyOf(child);
      if (key) Reflect.set(node, "message", t(key));
    } else translateKeys(child, t);
  }
}

/**
 * react-hook-form's zod resolver, saying what the API would say: issues without a message of their own
 * get the catalog text `issueMessage` picks on the server, and messages naming a `validation.*` key are
 * translated, in the page's language. A field named in `messages` says its own text instead.
 */
export function catalogResolver<Schema extends FormSchema>(
  schema: Schema,
  t: Translator,
  messages: Partial<Record<string, MessageKey>> = {},
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  const resolve = zodResolver(schema, {
    error: (issue) => {
      // A raw issue (no message yet: that is what is asked for); issueMessage reads its code and bounds.
      const found = issueMessage(
        { ...issue, message: issue.message ?? "", path: issue.path ?? [] },
        issue.input,
      );
      return t(found.key, found.vars);
    },
  });
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    translateKeys(result.errors, t);
    for (const [name, error] of Object.entries(result.errors)) {
      const key = messages[name];
      if (key && error) Reflect.set(error, "message", t(key));
    }
    return result;
  };
}
