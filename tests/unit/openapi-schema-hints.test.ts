import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { portablePattern } from "../../server/http/openapi.ts";
import { apiTable } from "../../shared/contracts/api-table.ts";
import { stringMatchingWithin } from "../support/pattern-arbitrary.ts";

type FieldSchema = {
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  type?: string | string[];
};

/**
 * Every request field the OpenAPI document gives a pattern, against the zod schema the server parses
 * it with: what matches the pattern (within the documented lengths) is accepted, and what does not is
 * refused. A field whose rule also depends on other fields (the NIK and its birth date) is left to
 * `tests/integration/openapi-property.test.ts`, which sends whole requests; so are dates, whose
 * `format: date` (a calendar date) says more than their pattern.
 */
const CHECKED_WITH_OTHER_FIELDS = new Set(["validateKtp.nik"]);

const patternedFields = Object.entries(apiTable).flatMap(([name, row]) => {
  const body = "body" in row ? row.body : undefined;
  if (!(body instanceof z.ZodObject)) return [];
  const json = z.toJSONSchema(body, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, FieldSchema>;
  };
  return Object.entries(json.properties ?? {})
    .filter(
      ([field, schema]) =>
        schema.pattern && schema.format !== "date" && !CHECKED_WITH_OTHER_FIELDS.has(`${name}.${field}`),
    )
    .map(([field, schema]) => ({
      label: `${name}.${field}`,
      schema: { ...schema, pattern: portablePattern(schema.pattern!) },
      zod: (body.shape as Record<string, z.ZodType>)[field]!,
    }));
});

/** The pattern of a field whose other rules are the server's own (a webhook URL): only "not blank". */
const NOT_BLANK = "\\S";

const withinLengths = (schema: FieldSchema, value: string) =>
  value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity);

describe("the patterns of the OpenAPI document agree with the server's validators", () => {
  it("finds the documented patterns (phones, identity numbers, body measures, e-mails)", () => {
    const labels = patternedFields.map((f) => f.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        "updateProfile.body_height",
        "updateProfile.body_weight",
        "updateProfile.phone_number_only",
        "updateProfile.identity",
        "buyTicket.phone_number",
        "register.email",
        "transferTicket.email",
        "searchEvents.search",
      ]),
    );
  });

  for (const { label, schema, zod } of patternedFields) {
    it(`${label}: what matches ${schema.pattern} is accepted, what does not is refused`, () => {
      const pattern = new RegExp(schema.pattern);
      const matching = stringMatchingWithin(schema.pattern, schema.minLength, schema.maxLength);
      fc.assert(
        fc.property(matching, (value) => zod.safeParse(value).success),
        { numRuns: 200, seed: 20261124, endOnFailure: true },
      );
      // Near misses: digits, letters, signs, spaces and a control character, as people (and pastes) type them.
      if (schema.pattern === NOT_BLANK) {
        // "Not blank" has only blank near misses, which trim to "not given": it must refuse those.
        expect(zod.safeParse("   ").success).toBe(false);
        return;
      }
      const typed = fc.string({
        unit: fc.constantFrom(..."0123456789+-*@. aZ\u0001"),
        // Within the field's lengths, so that a long minimum (a 20-character token) leaves cases to try.
        minLength: Math.max(1, schema.minLength ?? 1),
        maxLength: Math.max(20, schema.minLength ?? 1),
      });
      fc.assert(
        fc.property(typed, (value) => {
          // Surrounding spaces are ignored (the fields' descriptions say so), and a blank optional field
          // is "not given": a near miss misses once trimmed. `pre`, not `filter`: a pattern that almost
          // nothing misses then fails for too many skips instead of looping for ever.
          fc.pre(value.trim() !== "" && !pattern.test(value.trim()) && withinLengths(schema, value));
          return !zod.safeParse(value).success;
        }),
        { numRuns: 200, seed: 20261124, endOnFailure: true },
      );
    });
  }
});
