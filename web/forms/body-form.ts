import type { FieldValues } from "react-hook-form";
import { z } from "zod";

/**
 * The schema of a form whose fields are not the body itself (text inputs for numbers, blanks that mean
 * "not given", display-only values beside the sent ones): the values become the body the way the form
 * always built it, then the contract's own schema checks that body. Its issues name the body's keys,
 * which are the fields' names, so each shows under its field with the words the API would use.
 */
export function bodyForm<Values extends FieldValues, Body extends z.ZodType>(
  toBody: (values: Values) => z.input<Body>,
  body: Body,
) {
  return z.preprocess((values: Values) => toBody(values), body);
}
