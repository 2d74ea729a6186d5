import { z } from "zod";

/**
 * A one-line name or reference as people type it: trimmed, no control characters (NUL included), not
 * blank. The pattern says "not blank" too, so the OpenAPI document (which carries the pattern, not the
 * trim) calls "   " invalid, as the server does.
 */
export const oneLineText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}]*[^\p{Cc}\s][^\p{Cc}]*$/u, { error: "invalid_characters" });
