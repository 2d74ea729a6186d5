import { z } from "zod";
import type { ValidationProblem } from "./problem.ts";
import { isEmptyValue } from "./required.ts";

/**
 * Turns a validator's problem into a zod issue the server's issue translator understands: length and
 * range problems become zod's own `too_small`/`too_big` (which carry the bound), the rest name their
 * `validation.*` key as the message.
 */
export function toZodIssue(found: ValidationProblem, input: unknown): z.core.$ZodRawIssue {
  if (found.key === "too_short" && found.vars?.min !== undefined) {
    return { code: "too_small", origin: "string", minimum: found.vars.min, inclusive: true, input };
  }
  if (found.key === "too_long" && found.vars?.max !== undefined) {
    return { code: "too_big", origin: "string", maximum: found.vars.max, inclusive: true, input };
  }
  if (found.key === "too_small" && found.vars?.min !== undefined) {
    return { code: "too_small", origin: "number", minimum: found.vars.min, inclusive: true, input };
  }
  if (found.key === "too_big" && found.vars?.max !== undefined) {
    return { code: "too_big", origin: "number", maximum: found.vars.max, inclusive: true, input };
  }
  return { code: "custom", message: found.key, input };
}

/**
 * JSON-Schema keywords that state a validator's rule in the OpenAPI document, which cannot read a
 * refinement. They sit next to the validator they describe; the property-based test of the document
 * (`tests/integration/openapi-property.test.ts`) checks that they agree with it. Where the rule is richer
 * than a portable pattern can say, `description` says the rest.
 */
export interface SchemaHints {
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  description?: string;
}

/**
 * A string schema checked by one of the shared validators, so web forms and the API agree. Trimmed
 * first unless `trim: false` (passwords keep their spaces). `hints` document the rule (see SchemaHints).
 */
export function validatedString(
  validate: (value: string) => ValidationProblem | null,
  options: { trim?: boolean; hints?: SchemaHints } = {},
) {
  const base = options.trim === false ? z.string() : z.string().trim();
  const schema = base.superRefine((value, context) => {
    const found = validate(value);
    if (found) context.addIssue(toZodIssue(found, value));
  });
  if (!options.hints) return schema;
  const trimmed = options.trim === false ? undefined : "Surrounding spaces are ignored.";
  const description = [options.hints.description, trimmed].filter(Boolean).join(" ");
  return schema.meta({ ...options.hints, ...(description ? { description } : {}) });
}

/**
 * The JSON-Schema keyword that marks an optionalField: the OpenAPI document turns it into "this, or an
 * empty value" (server/http/openapi.ts), since a validator reading the schema alone would refuse them.
 */
export const BLANK_MEANS_ABSENT = "x-blank-means-absent";

/**
 * An optional field where an empty value (null, "", blank) means "not given": profile updates send only
 * non-empty fields (spec section 5), and a form may still post the blanks.
 */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z
    .preprocess((value) => (isEmptyValue(value) ? undefined : value), schema.optional())
    .meta({ [BLANK_MEANS_ABSENT]: true });
}
