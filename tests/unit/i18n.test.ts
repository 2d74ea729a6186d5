import { describe, expect, it } from "vitest";
import { en } from "../../shared/i18n/catalogs/en.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { localeFromAcceptLanguage, pickSupportedLocale, resolveLocale } from "../../shared/i18n/locales.ts";
import { pluralFormIndex } from "../../shared/i18n/plural.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";

function leafPaths(node: unknown, prefix = ""): string[] {
  if (typeof node === "string") return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leafPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe("catalogs", () => {
  it("have exactly the same keys in Indonesian and English, and no empty message", () => {
    expect(leafPaths(id).sort()).toEqual(leafPaths(en).sort());
    for (const catalog of [id, en])
      for (const path of leafPaths(catalog)) expect(createTranslator("en")(path as never)).not.toBe("");
  });

  it("keep the spec's wording for validation and network messages", () => {
    expect(id.validation.field_empty).toBe("Wajib diisi");
    expect(en.validation.field_empty).toBe("This field cannot be empty");
    expect(id.validation.invalid_email).toBe("Email tidak valid");
    expect(en.validation.nik_invalid).toBe("Invalid identity number");
    expect(id.errors.network).toBe("Jaringan Bermasalah");
    expect(en.locale.notSupported).toBe("Locale not supported");
    expect(en.modal.formTimeoutTitle).toBe("You have reached the time limit");
  });
});

describe("translator", () => {
  it("translates per locale and interpolates variables", () => {
    expect(createTranslator("id")("nav.login")).toBe("Masuk");
    expect(createTranslator("en")("nav.login")).toBe("Login");
    expect(createTranslator("en")("footer.copyright", { year: 2024 })).toBe(
      "© 2024 Tiketin. All rights reserved.",
    );
  });

  it("leaves unknown variables visible instead of printing 'undefined'", () => {
    expect(createTranslator("en")("validation.too_long")).toBe("Must be at most {max} characters");
  });

  it("applies the Indonesian plural rule: zero is form 0, everything else form 1", () => {
    const t = createTranslator("id");
    expect(t.plural("search.results", 0, { length: 0 })).toBe("tidak ada hasil untuk pencarian");
    expect(t.plural("search.results", 1, { length: 1 })).toBe("ditemukan 1 hasil untuk pencarian");
    expect(t.plural("search.results", 12, { length: 12 })).toBe("ditemukan 12 hasil untuk pencarian");
    expect([0, 1, 2, 100].map((n) => pluralFormIndex("id", n))).toEqual([0, 1, 1, 1]);
  });

  it("uses singular only for exactly one in English", () => {
    const t = createTranslator("en");
    expect(t.plural("search.results", 1, { length: 1 })).toBe("found 1 result for the query");
    expect(t.plural("search.results", 0, { length: 0 })).toBe("found 0 results for the query");
    expect([0, 1, 2].map((n) => pluralFormIndex("en", n))).toEqual([1, 0, 1]);
  });
});

describe("locale resolution", () => {
  it("accepts supported tags with regions and refuses the rest as 'Locale not supported'", () => {
    expect(resolveLocale("en-US")).toEqual({ ok: true, locale: "en" });
    expect(resolveLocale("id_ID")).toEqual({ ok: true, locale: "id" });
    expect(resolveLocale("in")).toEqual({ ok: true, locale: "id" });
    expect(resolveLocale("fr-FR")).toEqual({ ok: false, error: "locale_not_supported" });
  });

  it("picks the first supported browser language", () => {
    expect(pickSupportedLocale(["fr-FR", "en-GB", "id"])).toBe("en");
    expect(pickSupportedLocale(["fr", "de"])).toBeNull();
  });

  it("reads Accept-Language with q-values, defaulting to Indonesian", () => {
    expect(localeFromAcceptLanguage(undefined)).toBe("id");
    expect(localeFromAcceptLanguage("en")).toBe("en");
    expect(localeFromAcceptLanguage("fr;q=1, en;q=0.5, id;q=0.8")).toBe("id");
    expect(localeFromAcceptLanguage("en;q=0, id")).toBe("id");
    expect(localeFromAcceptLanguage("*")).toBe("id");
    expect(localeFromAcceptLanguage(";;;,,,q=abc")).toBe("id");
  });
});
