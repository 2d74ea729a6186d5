import type { ValidationProblem } from "#shared/validation/problem.ts";
import { useT } from "../lib/i18n.tsx";

/** Turns a shared validator's result into the translated message shown under the field. */
export function useProblemText() {
  const t = useT();
  return (found: ValidationProblem | null | undefined): string | null =>
    found ? t(`validation.${found.key}`, found.vars as Record<string, number> | undefined) : null;
}
