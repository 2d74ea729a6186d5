import type { Catalog } from "../i18n/catalog.ts";

/** A `validation.*` catalog key: validators name the message, each caller translates it. */
export type ValidationKey = keyof Catalog["validation"];

/** Why a value was refused, as a catalog key plus the numbers its message interpolates. */
export interface ValidationProblem {
  key: ValidationKey;
  vars?: { min?: number; max?: number };
}

export type Validator<T = string> = (value: T) => ValidationProblem | null;

export function problem(key: ValidationKey, vars?: ValidationProblem["vars"]): ValidationProblem {
  return vars ? { key, vars } : { key };
}
