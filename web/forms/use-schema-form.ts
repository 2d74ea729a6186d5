import { useMemo } from "react";
import { type DefaultValues, useForm } from "react-hook-form";
import type { z } from "zod";
import { useT } from "../lib/i18n.tsx";
import { catalogResolver, type FormSchema } from "./catalog-resolver.ts";

/**
 * A form checked by a shared zod schema before anything is sent (ADR 0114). Errors show after a submit
 * and stay until the next one, as the hand-checked forms did; the first invalid field gets focus.
 */
export function useSchemaForm<Schema extends FormSchema>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  const t = useT();
  const resolver = useMemo(() => catalogResolver(schema, t), [schema, t]);
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
  });
}
