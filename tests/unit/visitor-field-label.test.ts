import { describe, expect, it } from "vitest";
import {
  localizeVisitorFields,
  storedVisitorFieldLabel,
  visitorFieldLabel,
} from "../../shared/checkout/visitor-field-label.ts";
import { DEFAULT_VISITOR_FIELDS } from "../../shared/checkout/visitor-fields.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";

/** Defect 6: built-in visitor fields are named by the catalogs in the reader's language. */
const id = createTranslator("id");
const en = createTranslator("en");

describe("visitor field labels", () => {
  it("names the default fields in the reader's language", () => {
    expect(localizeVisitorFields(DEFAULT_VISITOR_FIELDS, id).map((field) => field.label)).toEqual([
      "Nama lengkap",
      "Email",
      "Nomor telepon",
    ]);
    expect(localizeVisitorFields(DEFAULT_VISITOR_FIELDS, en).map((field) => field.label)).toEqual([
      "Full name",
      "Email",
      "Phone number",
    ]);
  });

  it("keeps an organiser's own label, even on a built-in key", () => {
    expect(visitorFieldLabel({ key: "name", label: "Nama sesuai KTP" }, en)).toBe("Nama sesuai KTP");
    expect(visitorFieldLabel({ key: "shirt", label: "Name" }, id)).toBe("Name");
  });

  it("stores our words from either language as the built-in marker, anything typed as typed", () => {
    const both = [id, en];
    expect(storedVisitorFieldLabel({ key: "name", label: "Nama lengkap" }, both)).toBe("Name");
    expect(storedVisitorFieldLabel({ key: "phone_number", label: " Phone number " }, both)).toBe(
      "Phone number",
    );
    expect(storedVisitorFieldLabel({ key: "phone_number", label: "Nomor WhatsApp" }, both)).toBe(
      "Nomor WhatsApp",
    );
    expect(storedVisitorFieldLabel({ key: "city", label: "Nama lengkap" }, both)).toBe("Nama lengkap");
  });
});
