import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  DEFAULT_VISITOR_FIELDS,
  type VisitorField,
  validateVisitor,
} from "../../shared/checkout/visitor-fields.ts";
import { formatMinutesSeconds, secondsLeft } from "../../web/checkout/countdown.ts";
import {
  cleanValues,
  copyAnswers,
  joinPhone,
  problemsOf,
  serverFieldErrors,
  splitPhone,
} from "../../web/checkout/form-values.ts";
import { holdBody } from "../../web/checkout/hold-request.ts";
import {
  allowanceOf,
  readCheckoutSignal,
  rememberAllowance,
  storedAllowance,
} from "../../web/checkout/purchase-allowance.ts";
import { STORED_KEYS } from "../../web/lib/stored-state.ts";

const field = (over: Partial<VisitorField> & Pick<VisitorField, "key" | "type">): VisitorField => ({
  label: over.key,
  required: true,
  allow_filler: false,
  max_length: 255,
  ...over,
});

describe("checkout countdown (spec section 4: mm:ss from expired_at, never below zero)", () => {
  const expiry = "2026-11-21T10:15:00.000Z";
  it("counts whole seconds up to the expiry and stops at zero", () => {
    expect(secondsLeft(expiry, Date.parse("2026-11-21T10:00:00.000Z"))).toBe(900);
    expect(secondsLeft(expiry, Date.parse("2026-11-21T10:14:59.200Z"))).toBe(1);
    expect(secondsLeft(expiry, Date.parse("2026-11-21T10:15:00.000Z"))).toBe(0);
    expect(secondsLeft(expiry, Date.parse("2026-11-21T11:00:00.000Z"))).toBe(0);
    expect(secondsLeft("not a date", 0)).toBe(0);
  });
  it("shows minutes:seconds", () => {
    expect(formatMinutesSeconds(900)).toBe("15:00");
    expect(formatMinutesSeconds(61)).toBe("01:01");
    expect(formatMinutesSeconds(0)).toBe("00:00");
    expect(formatMinutesSeconds(-5)).toBe("00:00");
  });
});

describe("checkout signals (spec section 8)", () => {
  it("reads the remaining allowance and the buyer's text", () => {
    expect(
      readCheckoutSignal(
        "max_tickets_per_account_exceeded:2 You can only purchase 2 more ticket categories from the maximum limit of 4 ticket categories.",
      ),
    ).toEqual({
      kind: "max_tickets",
      ticketLeft: 2,
      text: "You can only purchase 2 more ticket categories from the maximum limit of 4 ticket categories.",
    });
    expect(readCheckoutSignal("max_tickets_per_account_exceeded:-3 Habis.")).toMatchObject({ ticketLeft: 0 });
    expect(
      readCheckoutSignal("already_have_transaction Your account has reached the maximum transaction limit."),
    ).toEqual({
      kind: "already_have_transaction",
      text: "Your account has reached the maximum transaction limit.",
    });
    expect(readCheckoutSignal("Seat is unavailable")).toBeNull();
    expect(readCheckoutSignal("already_have_transactions")).toBeNull();
  });
  it("stores 0 for already_have_transaction and the event's limit with it", () => {
    expect(allowanceOf({ kind: "already_have_transaction", text: "" }, 4)).toEqual({
      ticketLeft: 0,
      prevLimit: 4,
    });
    expect(allowanceOf({ kind: "max_tickets", ticketLeft: 3, text: "" }, null)).toEqual({
      ticketLeft: 3,
      prevLimit: null,
    });
  });
});

describe("stored state of checkout", () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = new Map();
    const localStorage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
    Object.assign(globalThis, { window: { localStorage } });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "window");
  });

  it("keeps the allowance per event slug inside the auth state, next to what is already there", () => {
    store.set(STORED_KEYS.auth, JSON.stringify({ loggedIn: true }));
    rememberAllowance("konser-a", { ticketLeft: 1, prevLimit: 4 });
    rememberAllowance("konser-b", { ticketLeft: 0, prevLimit: 2 });
    expect(storedAllowance("konser-a")).toEqual({ ticketLeft: 1, prevLimit: 4 });
    expect(storedAllowance("konser-c")).toBeNull();
    expect(JSON.parse(store.get(STORED_KEYS.auth) ?? "{}")).toMatchObject({ loggedIn: true });
  });
});

describe("the checkout request", () => {
  it("sends bundle sizes as item/size pairs and seats only when there are any", () => {
    expect(
      holdBody(
        {
          event_slug: "lari-pagi",
          tickets: [{ category_id: 3, quantity: 2, bundle_choices: [{ Jersey: "M" }, { Jersey: "L" }] }],
          seat_ids: [],
        },
        "web-key-123456",
      ),
    ).toEqual({
      event_slug: "lari-pagi",
      tickets: [
        {
          category_id: 3,
          quantity: 2,
          bundle_choices: [
            { item: "Jersey", size: "M" },
            { item: "Jersey", size: "L" },
          ],
        },
      ],
      idempotency_key: "web-key-123456",
    });
    expect(holdBody({ event_slug: "x", tickets: [], seat_ids: [7, 8] }, "web-key-123456")).toMatchObject({
      seat_ids: [7, 8],
    });
  });
});

describe("buyer and visitor forms", () => {
  it("joins the phone the way the server checks it (+62 by default, trunk 0 dropped)", () => {
    expect(joinPhone("+62", "0812-3456-7890")).toBe("+62 81234567890");
    expect(joinPhone("+62", "")).toBe("");
    expect(splitPhone("+65 91234567")).toEqual({ code: "+65", number: "91234567" });
    expect(splitPhone(undefined)).toEqual({ code: "+62", number: "" });
    expect(
      problemsOf(DEFAULT_VISITOR_FIELDS, "", {
        name: "Siti",
        email: "siti@example.com",
        phone_number: joinPhone("+62", "0812345678"),
      }),
    ).toEqual({});
  });

  it("drops blank list rows and blank text before checking or sending", () => {
    expect(cleanValues({ a: ["Juara 1", " ", ""], b: "  ", c: false, d: null })).toEqual({
      a: ["Juara 1"],
      c: false,
    });
  });

  it("copies answers only to fields this ticket asks, keeping dropdown answers that fit its options", () => {
    const fields = [
      field({ key: "name", type: "text" }),
      field({
        key: "jersey",
        type: "dropdown",
        ticket_options: { "5K": ["S", "M"], "10K": ["M", "L", "XL"] },
      }),
      field({ key: "bib_name", type: "text", ticket_names: ["10K"] }),
    ];
    const source = { name: "Budi", jersey: "XL", bib_name: "BUDI" };
    expect(copyAnswers(fields, "5K", {}, source)).toEqual({ name: "Budi" });
    expect(copyAnswers(fields, "10K", {}, source)).toEqual(source);
  });

  it("checks a NIK's required regional prefix on the shared validator (client and server alike)", () => {
    const fields = [field({ key: "identity", type: "nik", prefixes: ["3319", "3320"] })];
    expect(validateVisitor(fields, "", { identity: "3319011501980001" })).toEqual({});
    expect(validateVisitor(fields, "", { identity: "3201011501980001" })).toEqual({
      identity: { key: "validation.nik_invalid" },
    });
    expect(validateVisitor(fields, "", { identity: "33190115019800" })).toEqual({
      identity: { key: "validation.too_short", vars: { min: 16 } },
    });
    expect(validateVisitor(fields, "", { identity: "*************001" })).toEqual({});
  });

  it("splits the server's field messages per form", () => {
    expect(
      serverFieldErrors({
        "buyer.email": "Invalid email",
        "visitors.1.identity": "Invalid identity number",
        "visitors.1.name": "This field cannot be empty",
      }),
    ).toEqual({
      buyer: { email: "Invalid email" },
      visitors: { 1: { identity: "Invalid identity number", name: "This field cannot be empty" } },
    });
  });
});
