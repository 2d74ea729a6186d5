import { describe, expect, it } from "vitest";
import { loginBodySchema, passwordSignUpFormSchema } from "../../shared/contracts/accounts-auth.ts";
import { en } from "../../shared/i18n/catalogs/en.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { catalogResolver } from "../../web/forms/catalog-resolver.ts";

// What react-hook-form passes a resolver for forms without native validation (no field refs needed).
const options = { fields: {}, shouldUseNativeValidation: false };
const messagesOf = (errors: Record<string, { message?: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));

const signUp = {
  name: "Budi",
  email: "budi@example.com",
  gender: "Male",
  dob: "1995-01-01",
  password: "rahasia-99",
};

describe("forms checked by the shared schemas (react-hook-form's zod resolver)", () => {
  it("names every invalid sign-up field at once, in the catalog's words, before anything is sent", async () => {
    const resolve = catalogResolver(passwordSignUpFormSchema, createTranslator("id"));
    const result = await resolve(
      { name: "", email: "budi@", gender: "", dob: "1995-01-01", password: "pendek" },
      undefined,
      options,
    );
    expect(messagesOf(result.errors)).toEqual({
      name: id.validation.field_empty,
      email: id.validation.invalid_email,
      gender: id.validation.field_empty,
      password: id.validation.eight_chars,
    });
  });

  it("fills a bound into the message (too_long carries its maximum), in the page's language", async () => {
    const resolve = catalogResolver(passwordSignUpFormSchema, createTranslator("en"));
    const result = await resolve({ ...signUp, password: "x".repeat(129) }, undefined, options);
    expect(messagesOf(result.errors)).toEqual({ password: en.validation.too_long.replace("{max}", "128") });
  });

  it("answers the schema's output for valid values: what the API call sends", async () => {
    const resolve = catalogResolver(loginBodySchema, createTranslator("id"));
    const result = await resolve(
      { type: "password", email: "  Budi@Example.com ", password: "x" },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ type: "password", email: "budi@example.com", password: "x" });
  });
});
