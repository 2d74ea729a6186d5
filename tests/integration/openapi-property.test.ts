import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../server/db/schema/index.ts";
import { hashSessionToken } from "../../server/features/sessions/index.ts";
import { seedBuyer } from "../support/accounts.ts";
import { stringMatchingWithin } from "../support/pattern-arbitrary.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * The OpenAPI document as an integrator's property-based tester reads it: for every operation,
 * requests generated from the document's own schemas (fast-check), judged by a JSON-Schema validator
 * (Ajv, 2020-12) and sent through the app. A request the document calls valid is never refused with
 * 400; one it calls invalid (a valid one with one thing broken) is never accepted; every answer's
 * status is one the operation documents; and an operation's `security` says whether it answers an
 * anonymous call with 401. The table of cases per operation goes to stdout and REPORT_FILE.
 */
const CASES = 20;
const SEED = 20261124;
const REPORT_FILE = "/tmp/openapi-property-report.md";

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  default?: unknown;
};
type Parameter = { name: string; in: string; required: boolean; schema: Schema };
type Operation = {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: Schema } | undefined> };
  responses: Record<string, unknown>;
};
type Case = { path: Record<string, string>; query: Record<string, string>; body: unknown };

/** Accept-Language as browsers send it (the document's example first). */
const BROWSER_LANGUAGES = ["en-US,en;q=0.9", "id-ID,id;q=0.9,en-US;q=0.8,en;q=0.7", "fr-FR,fr;q=0.9"];
let sent = 0;

const LETTERS = [..."abcdefghijklmnopqrstuvwxyz"];

/** Values a schema accepts (mostly: the validator has the last word, through `filter`). */
function arbitraryFor(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(arbitraryFor));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "string":
      return stringFor(schema);
    case "integer":
    case "number":
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1_000, 1_000_000) });
    case "boolean":
      return fc.boolean();
    case "array": {
      const minLength = schema.minItems ?? 0;
      return fc.array(arbitraryFor(schema.items ?? {}), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
      });
    }
    case "object":
      return objectFor(schema);
    default:
      return fc.constant("x");
  }
}

function stringFor(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  let arbitrary: fc.Arbitrary<string>;
  // A path value from a closed list (an export's kind): any other text is an invalid case, not a valid one.
  if (schema.enum) return fc.constantFrom(...(schema.enum as string[]));
  if (schema.format === "uuid") arbitrary = fc.uuid();
  else if (schema.format === "date")
    arbitrary = fc
      .date({ min: new Date("1950-01-01"), max: new Date("2008-12-31"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  else if (schema.format === "date-time")
    arbitrary = fc
      .date({ min: new Date("2026-01-01"), max: new Date("2027-12-31"), noInvalidDate: true })
      .map((d) => d.toISOString());
  else if (schema.pattern) arbitrary = stringMatchingWithin(schema.pattern, minLength, maxLength);
  // Unpatterned text from letters: the NUL byte and other hostile characters are api-fuzz's job.
  else
    arbitrary = fc.string({
      unit: fc.constantFrom(...LETTERS),
      minLength: Math.max(minLength, 1),
      maxLength,
    });
  return arbitrary.filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
}

function objectFor(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const value = arbitraryFor(property);
    // Optional fields are present more often than not, so conditional requirements are met.
    return fc.tuple(
      fc.constant(name),
      required.has(name) ? value : fc.option(value, { freq: 4, nil: undefined }),
    );
  });
  return fc
    .tuple(...entries)
    .map(
      (pairs) =>
        Object.fromEntries(pairs.filter(([, value]) => value !== undefined)) as Record<string, unknown>,
    );
}

/** A value of the wrong type, out of range or off pattern for `schema` (the validator confirms it). */
function brokenValuesFor(schema: Schema): unknown[] {
  // "This, or an empty value": break the rule itself (the validator drops what an empty value covers).
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.flatMap(brokenValuesFor);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  const broken: unknown[] = [];
  if (type === "string" || schema.enum) broken.push(12345, { nested: true }, "!!! ???");
  if (type === "string" && schema.maxLength !== undefined) broken.push("a".repeat(schema.maxLength + 1));
  if (type === "string" && schema.minLength !== undefined && schema.minLength > 1)
    broken.push("a".repeat(schema.minLength - 1));
  if (type === "integer" || type === "number") {
    broken.push("abc", [1]);
    if (schema.minimum !== undefined) broken.push(schema.minimum - 1);
    if (schema.maximum !== undefined) broken.push(schema.maximum + 1);
  }
  if (type === "boolean") broken.push("yes", 7);
  if (type === "array") broken.push("x", { nested: true });
  if (type === "object") broken.push("x", [1, 2]);
  return broken;
}

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>> };
/** What requireViewer answers an anonymous call, in each language the test sends. */
const sessionMessages = new Set<string>();
const ajv = new Ajv2020({ strict: false, allErrors: false, unicodeRegExp: true });
addFormats(ajv);

async function freshToken(): Promise<string> {
  const buyer = await seedBuyer(t.database.db, {
    email: `prop-${randomBytes(5).toString("hex")}@tiketin.id`,
  });
  const token = randomBytes(32).toString("base64url");
  await t.database.db.insert(sessions).values({ tokenHash: hashSessionToken(token), buyerId: buyer.id });
  return token;
}

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
  for (const language of BROWSER_LANGUAGES) {
    const anonymous = await t.app.inject({
      method: "GET",
      url: "/api/v1/auth-user/my-data",
      headers: { "accept-language": language },
    });
    sessionMessages.add((anonymous.json() as { message: string }).message);
  }
}, 60_000);
afterAll(() => t.close());

/**
 * Rules the document can state only in words (see the fields' descriptions), because they tie a field
 * to another one or to the account: a NIK must encode the birth date and gender given with it (or
 * stored), and the old password is needed once the account has one. A 400 naming only these fields is
 * a refusal a generator from the schemas cannot avoid, not a contract broken.
 */
const RULES_IN_WORDS: Record<string, string[]> = {
  postApiV1ValidationKtp: ["nik"],
  putApiV1AuthUserUpdateProfile: ["identity"],
  postApiV1AuthUserChangePassword: ["old_password"],
  putApiV1OrganizerOrganizationsOrgIdEventsEventIdRefundPolicy: ["deadline", "feeBps"],
};

describe("the OpenAPI document as a property-based tester reads it", () => {
  it("accepts every valid request, refuses every invalid one and answers only documented statuses", async () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    const failures: string[] = [];
    const rows: string[] = [];
    let token = await freshToken();

    for (const [index, { path, method, op }] of operations.entries()) {
      const pathParams = op.parameters.filter((p) => p.in === "path");
      const queryParams = op.parameters.filter((p) => p.in === "query");
      // A binary body (image upload) is not generated here: api-fuzz sends it bytes, its own test real files.
      const bodySchema = op.requestBody?.content["application/json"]?.schema;
      const validBody = bodySchema ? ajv.compile(bodySchema) : undefined;
      const paramValid = new Map(op.parameters.map((p) => [p.name, ajv.compile(p.schema)]));
      const documented = new Set(Object.keys(op.responses));
      const secured = (op.security ?? []).length > 0;
      const refusedByRuleInWords = (body: { fields?: Record<string, string> }) =>
        Object.keys(body.fields ?? {}).length > 0 &&
        Object.keys(body.fields ?? {}).every((f) => RULES_IN_WORDS[op.operationId]?.includes(f));

      const caseArbitrary = fc
        .record({
          path: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, stringFor(p.schema)]))),
          query: fc.record(
            Object.fromEntries(queryParams.map((p) => [p.name, arbitraryFor(p.schema).map(String)])),
            { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) },
          ),
          body: bodySchema ? arbitraryFor(bodySchema) : fc.constant(undefined),
        })
        .filter((c) => {
          const ok =
            Object.entries({ ...c.path }).every(([name, value]) => paramValid.get(name)!(value)) &&
            (!validBody || validBody(c.body));
          // A schema the generator cannot satisfy would make fc.sample look for ever: fail it by name.
          if (!ok && ++rejected > CASES * 500) throw new Error("no valid request could be generated");
          return ok;
        }) as fc.Arbitrary<Case>;
      let rejected = 0;
      const passedValidation: Case[] = [];
      let valid: Case[];
      try {
        valid = fc.sample(caseArbitrary, { numRuns: CASES, seed: SEED + index });
      } catch (error) {
        failures.push(`${method} ${path}: ${(error as Error).message}`);
        continue;
      }

      // Invalid cases: a valid one with one thing broken, kept only if the document calls it invalid.
      const invalid: { label: string; c: Case }[] = [];
      for (const [i, base] of valid.entries()) {
        const mutations: { label: string; c: Case }[] = [];
        if (bodySchema?.properties && base.body && typeof base.body === "object") {
          const body = base.body as Record<string, unknown>;
          for (const name of bodySchema.required ?? [])
            mutations.push({ label: `drop ${name}`, c: { ...base, body: omit(body, name) } });
          for (const [name, property] of Object.entries(bodySchema.properties))
            for (const value of brokenValuesFor(property))
              mutations.push({
                label: `${name}=${JSON.stringify(value).slice(0, 20)}`,
                c: { ...base, body: { ...body, [name]: value } },
              });
        }
        if (op.requestBody?.required)
          mutations.push({ label: "body not an object", c: { ...base, body: [] } });
        for (const p of pathParams)
          for (const value of brokenValuesFor(p.schema).filter((v): v is string => typeof v === "string"))
            if (value.length <= 200)
              mutations.push({
                label: `${p.name}=${value}`,
                c: { ...base, path: { ...base.path, [p.name]: value } },
              });
        for (const p of queryParams)
          for (const value of brokenValuesFor(p.schema).filter((v) => typeof v !== "object"))
            mutations.push({
              label: `?${p.name}=${String(value)}`,
              c: { ...base, query: { ...base.query, [p.name]: String(value) } },
            });
        const stillInvalid = mutations.filter(({ c }) => {
          const bodyOk =
            !validBody || (c.body === undefined && !op.requestBody?.required) || validBody(c.body);
          const paramsOk = [...Object.entries(c.path), ...Object.entries(c.query)].every(([name, value]) => {
            const schema = op.parameters.find((p) => p.name === name)!.schema;
            const typed = schema.type === "integer" && /^-?\d+$/.test(value) ? Number(value) : value;
            return paramValid.get(name)!(typed);
          });
          return !(bodyOk && paramsOk);
        });
        if (stillInvalid.length) invalid.push(stillInvalid[i % stillInvalid.length]!);
      }

      const send = async (c: Case, signedIn: boolean) => {
        if (signedIn && op.operationId.includes("Logout")) token = await freshToken();
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(c.path[name] ?? ""));
        const query = new URLSearchParams(c.query).toString();
        const response = await t.app.inject({
          method: method as "GET",
          url: `${url}${query ? `?${query}` : ""}`,
          ...(c.body !== undefined ? { payload: JSON.stringify(c.body) } : {}),
          cookies: signedIn ? { tiketin_session: token } : {},
          headers: {
            ...(c.body !== undefined ? { "content-type": "application/json" } : {}),
            "accept-language": BROWSER_LANGUAGES[sent++ % BROWSER_LANGUAGES.length]!,
          },
        });
        if (signedIn && op.operationId.includes("Logout")) token = await freshToken();
        return {
          status: response.statusCode,
          body: response.json() as { message?: string; fields?: Record<string, string> },
        };
      };

      const tally = {
        valid: 0,
        validRefused: 0,
        ruleInWords: 0,
        invalid: 0,
        invalidAccepted: 0,
        undocumented: 0,
      };
      const statuses = new Map<number, number>();
      for (const c of valid) {
        tally.valid++;
        const { status, body } = await send(c, true);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status !== 400) passedValidation.push(c);
        if (status === 400 && refusedByRuleInWords(body)) tally.ruleInWords++;
        else if (status === 400) {
          tally.validRefused++;
          failures.push(
            `${method} ${path}: valid ${JSON.stringify(c).slice(0, 300)} refused: ${JSON.stringify(body).slice(0, 200)}`,
          );
        }
        if (!documented.has(String(status))) {
          tally.undocumented++;
          failures.push(`${method} ${path}: undocumented ${status} for ${JSON.stringify(c).slice(0, 200)}`);
        }
        if (status === 401 && sessionMessages.has(body.message ?? ""))
          failures.push(`${method} ${path}: signed in, yet refused as anonymous`);
      }
      for (const { label, c } of invalid) {
        tally.invalid++;
        const { status } = await send(c, true);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status < 300) {
          tally.invalidAccepted++;
          failures.push(`${method} ${path}: invalid (${label}) accepted with ${status}`);
        }
        if (!documented.has(String(status))) {
          tally.undocumented++;
          failures.push(`${method} ${path}: undocumented ${status} for invalid (${label})`);
        }
      }
      // The security flag against the handler: an anonymous valid call is 401 iff the document says so.
      // A case the server's validation let through: one refused by a rule in words is a 400 to anyone.
      const probe = passedValidation[0] ?? valid[0];
      if (probe) {
        const { status, body } = await send(probe, false);
        const refusedAsAnonymous = status === 401 && sessionMessages.has(body.message ?? "");
        if (secured && status !== 401)
          failures.push(`${method} ${path}: declares security, anonymous got ${status}`);
        if (!secured && refusedAsAnonymous)
          failures.push(`${method} ${path}: needs a session it does not declare`);
      }
      const seen = [...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(" ");
      rows.push(
        `| ${method} ${path} | ${secured ? "yes" : "no"} | ${tally.valid} | ${tally.validRefused} | ${tally.ruleInWords} | ${tally.invalid} | ${tally.invalidAccepted} | ${tally.undocumented} | ${seen} |`,
      );
    }

    const report = [
      "| operation | security | valid | valid refused | refused by a rule in words | invalid | invalid accepted | undocumented | statuses seen |",
      "|---|---|---|---|---|---|---|---|---|",
      ...rows,
    ].join("\n");
    writeFileSync(REPORT_FILE, `${report}\n`);
    process.stdout.write(`\nOpenAPI property test (${REPORT_FILE}):\n${report}\n`);
    expect(rows.length).toBeGreaterThanOrEqual(50);
    expect(failures).toEqual([]);
  }, 600_000);
});

function omit(value: Record<string, unknown>, name: string): Record<string, unknown> {
  const { [name]: _dropped, ...rest } = value;
  return rest;
}
