import { describe, expect, it } from "vitest";
import { checkAccountLimits, type PlannedLine } from "../../server/features/checkout/hold-plan.ts";
import { participantSlots } from "../../server/features/checkout/participants.ts";
import { validateVisitor } from "../../shared/checkout/visitor-fields.ts";
import { visitorFieldsSchema } from "../../shared/checkout/visitor-fields-schema.ts";

const line = (over: Partial<PlannedLine> = {}): PlannedLine => ({
  category_id: 1,
  name: "CAT 1",
  price: 100,
  quantity: 2,
  subtotal: 200,
  seats: [],
  bundle_choices: [],
  requestIndex: 0,
  perAccountLimit: null,
  ...over,
});

describe("per-account limits", () => {
  it("counts held and sold tickets against the event and category limits", () => {
    expect(() => checkAccountLimits([line()], new Map([[1, 2]]), { maxTicketByAccount: 4 })).not.toThrow();
    expect(() => checkAccountLimits([line()], new Map([[1, 3]]), { maxTicketByAccount: 4 })).toThrow(
      expect.objectContaining({
        options: expect.objectContaining({ vars: { ticketLeft: 1, maxTicket: 4 } }),
      }),
    );
    expect(() => checkAccountLimits([line()], new Map([[1, 4]]), { maxTicketByAccount: 4 })).toThrow(
      expect.objectContaining({
        options: expect.objectContaining({ messageKey: "checkout.errors.accountLimitReached" }),
      }),
    );
    expect(() =>
      checkAccountLimits([line({ perAccountLimit: 2 })], new Map([[1, 1]]), { maxTicketByAccount: null }),
    ).toThrow(
      expect.objectContaining({
        options: expect.objectContaining({ messageKey: "checkout.errors.categoryLimitExceeded" }),
      }),
    );
  });
});

describe("participants", () => {
  it("sorts seated visitors by seat letter then number, then general admission", () => {
    const slots = participantSlots(
      [
        line({ quantity: 1 }),
        line({
          category_id: 2,
          name: "VIP",
          quantity: 3,
          seats: [
            { id: 3, label: "B1" },
            { id: 1, label: "A10" },
            { id: 2, label: "A2" },
          ],
        }),
      ],
      null,
    );
    expect(slots.map((s) => s.seat)).toEqual(["A2", "A10", "B1", null]);
  });
});

describe("visitor fields as data", () => {
  const fields = visitorFieldsSchema.parse([
    { key: "name", label: "Name", type: "text" },
    { key: "age", label: "Age", type: "number" },
    { key: "email", label: "Email", type: "email" },
    { key: "phone_number", label: "Phone", type: "phone" },
    { key: "dob", label: "Date of birth", type: "date" },
    { key: "gender", label: "Gender", type: "dropdown", options: ["Male", "Female"] },
    { key: "is_18", label: "18+", type: "yes_no" },
    { key: "rules_agreement", label: "Rules", type: "agreement" },
    { key: "identity", label: "NIK", type: "nik" },
    { key: "nip", label: "Member number", type: "text", allow_filler: true },
    {
      key: "jersey_size",
      label: "Jersey",
      type: "dropdown",
      ticket_names: ["Runner"],
      ticket_options: { Runner: ["S", "M"] },
    },
    { key: "achievement_history", label: "Achievements", type: "list", max_items: 3, required: false },
  ]);
  const valid = {
    name: "Siti Rahma",
    age: "27",
    email: "siti@example.com",
    phone_number: "+62 81234567890",
    dob: "1998-05-17",
    gender: "Female",
    is_18: "yes",
    rules_agreement: true,
    identity: "3201235705980001",
    nip: "-",
    jersey_size: "M",
    achievement_history: ["Juara 1"],
  };
  it("accepts a complete visitor, the '-' filler and per-ticket options", () => {
    expect(validateVisitor(fields, "Runner", valid)).toEqual({});
    expect(validateVisitor(fields, "Festival", { ...valid, jersey_size: null })).toEqual({});
  });
  it("holds a visitor's name to the account name rule: 3 characters at least, letters only", () => {
    const nameProblem = (name: string) => validateVisitor(fields, "Runner", { ...valid, name }).name?.key;
    expect(nameProblem("Bu")).toBe("validation.three_chars");
    expect(nameProblem("  Bu  ")).toBe("validation.three_chars");
    expect(nameProblem("R2-D2")).toBe("validation.invalid_characters");
    expect(nameProblem("Bu Ani")).toBeUndefined();
    expect(nameProblem("Ni Luh Putu Ayu")).toBeUndefined();
  });
  it("names each problem", () => {
    const problems = validateVisitor(fields, "Runner", {
      ...valid,
      age: "x",
      email: "a@b.con",
      phone_number: "0812",
      dob: "1998-02-31",
      gender: "Other",
      is_18: "maybe",
      rules_agreement: false,
      identity: "3201239905980001",
      nip: "",
      jersey_size: "XL",
      achievement_history: ["a", "b", "c", "d"],
    });
    expect(Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, v.key]))).toEqual({
      age: "validation.invalid_number",
      email: "validation.invalid_email",
      phone_number: "checkout.fields.invalidPhone",
      dob: "checkout.fields.invalidDate",
      gender: "validation.invalid_value",
      is_18: "validation.invalid_value",
      rules_agreement: "checkout.fields.agreement",
      identity: "validation.nik_invalid",
      nip: "validation.field_empty",
      jersey_size: "validation.invalid_value",
      achievement_history: "checkout.fields.tooManyItems",
    });
  });
});
