import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { VisitorField } from "../../shared/checkout/visitor-fields.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { type Slot, VisitorsStep } from "../../web/checkout/visitors-step.tsx";
import { I18nProvider } from "../../web/lib/i18n.tsx";

/**
 * Every kind of visitor field (spec section 3) as the server renders the visitor step: the browser tests
 * drive the common ones, this checks each type gets its control and the per-ticket rules apply.
 */
const field = (over: Partial<VisitorField> & Pick<VisitorField, "key" | "type">): VisitorField => ({
  label: `Label ${over.key}`,
  required: true,
  allow_filler: false,
  max_length: 255,
  ...over,
});

const FIELDS: VisitorField[] = [
  field({ key: "name", type: "text" }),
  field({ key: "body_height", type: "number" }),
  field({ key: "email", type: "email" }),
  field({ key: "phone_number", type: "phone" }),
  field({ key: "dob", type: "date" }),
  field({ key: "gender", type: "dropdown", options: ["Male", "Female"] }),
  field({ key: "jersey_size", type: "dropdown", ticket_options: { "5K": ["S", "M"], "10K": ["L", "XL"] } }),
  field({ key: "is_18", type: "yes_no" }),
  field({ key: "data_agreement", type: "agreement" }),
  field({ key: "ktp", type: "nik", prefixes: ["3319"] }),
  field({ key: "achievement_history", type: "list", max_items: 3, required: false }),
  field({ key: "community_name", type: "text", allow_filler: true }),
  field({ key: "bib_name", type: "text", ticket_names: ["10K"] }),
];

const slot = (index: number, ticket: string, seat: string | null = null): Slot => ({
  index,
  category_id: index + 1,
  ticket_name: ticket,
  seat,
  data: null,
});

function render(path: string, slots: Slot[]): string {
  const noop = () => {};
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: [path] },
      createElement(
        I18nProvider,
        null,
        createElement(VisitorsStep, {
          slots,
          fields: FIELDS,
          visitors: slots.map(() => ({})),
          errors: slots.map(() => ({})),
          serverErrors: {},
          copiedFrom: slots.map(() => null),
          error: null,
          saving: false,
          onChange: noop,
          onCopy: noop,
          onBack: noop,
          onSubmit: noop,
        }),
      ),
    ),
  );
}

const forms = (html: string) => html.split('data-testid="visitor-form"').slice(1);

describe("visitor step controls", () => {
  it("draws each field type with its own control", () => {
    const [form] = forms(render("/en/event/x/checkout", [slot(0, "5K")]));
    expect(form).toContain('inputMode="decimal"'); // number
    expect(form).toContain('type="email"');
    expect(form).toContain('type="tel"');
    expect(form).toContain('<option value="+62" selected="">+62</option>'); // country code default
    expect(form).toContain('type="date"');
    expect(form).toContain('<option value="Female">Female</option>');
    expect(form?.match(/<input type="radio"[^>]*name="[^"]*-is_18"/g)).toHaveLength(2);
    expect(form).toMatch(/<input[^>]*type="checkbox"[^>]*name="data_agreement"/);
    expect(form).toMatch(/<input[^>]*maxLength="16"[^>]*inputMode="numeric"[^>]*name="ktp"/);
    expect(form).toContain("Up to 3 entries");
    expect(form).toContain("Type - if this does not apply to you");
  });

  it("applies per-ticket options and fields, and offers 'same as visitor 1' from the second visitor", () => {
    const [five, ten] = forms(render("/event/x/checkout", [slot(0, "5K"), slot(1, "10K", "B12")]));
    expect(five).toContain('<option value="M">M</option>');
    expect(five).not.toContain('<option value="XL">');
    expect(five).not.toContain("Label bib_name");
    expect(ten).toContain('<option value="XL">XL</option>');
    expect(ten).toContain("Label bib_name");
    expect(ten).toContain("Kursi B12");
    expect(five).toContain("Sama dengan pemesan");
    expect(five).not.toContain("Sama dengan pengunjung 1");
    expect(ten).toContain("Sama dengan pengunjung 1");
    expect(createTranslator("id")("checkoutWeb.visitors.sameAsFirst")).toBe("Sama dengan pengunjung 1");
  });
});
