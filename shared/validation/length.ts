import { problem, type ValidationProblem } from "./problem.ts";

/** Spec sections 5 and 9: text inputs accept at most 255 characters unless a field says otherwise. */
export const INPUT_MAX_LENGTH = 255;

export function validateMaxLength(value: string, max = INPUT_MAX_LENGTH): ValidationProblem | null {
  return value.length > max ? problem("too_long", { max }) : null;
}
