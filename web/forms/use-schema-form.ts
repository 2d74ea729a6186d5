import { useMemo } from "react";
import { type DefaultValues, useForm } from "react-hook-form";
import type { z } from "zod";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import { useT } from "../lib/i18n.tsx";
import { catalogResolver, type FormSchema } from "./catalog-resolver.ts";

export interface SchemaFormOptions<Schema extends FormSchema> {
  /**
   * A field's own message, whatever rule it breaks, where the page words it for the field ("how many a
   * minute, 1 to 100 000") rather than by the rule.
   */
  messages?: { [Field in keyof z.input<Schema>]?: MessageKey };
  /**
   * When shown errors are checked again: at the next submit (the default), or as the fields change
   * (a long form whose errors clear as each is fixed).
   */
  revalidate?: "onSubmit" | "onChange";
}

/**
 * A form checked by a shared zod schema before anything is sent (ADR 0114). Errors show after a submit
 * and stay until the next one, as the hand-checked forms did; the first invalid field gets focus.
 */
export function useSchemaForm<Schema extends FormSchema>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  options: SchemaFormOptions<Schema> = {},
) {
  const t = useT();
  const { messages, revalidate = "onSubmit" } = options;
  const resolver = useMemo(() => catalogResolver(schema, t, messages), [schema, t, messages]);
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: revalidate,
  });
}
