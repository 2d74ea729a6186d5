import { isRecord, parseJson } from "../lib/narrow.ts";
import { readStored, STORED_KEYS, writeStored } from "../lib/stored-state.ts";

/** One bundle ticket's merchandise sizes, keyed by item name (`{"Kaos tur": "M"}`). */
export type BundleChoice = Record<string, string>;

export interface SelectedTickets {
  category_id: number;
  quantity: number;
  /** One entry per ticket of a bundle category whose items come in sizes. */
  bundle_choices?: BundleChoice[];
}

/**
 * What ticket selection hands checkout through `STORED_KEYS.form` (spec section 3: checkout form
 * state). A voucher applied from the event page rides along until checkout applies it.
 */
export interface CheckoutForm {
  event_slug: string;
  tickets: SelectedTickets[];
  seat_ids: number[];
  voucher_code?: string;
}

const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0;

function parseTickets(value: unknown): SelectedTickets[] | null {
  if (!Array.isArray(value)) return null;
  const tickets: SelectedTickets[] = [];
  for (const item of value) {
    if (!isRecord(item)) return null;
    const { category_id, quantity, bundle_choices } = item;
    if (!isCount(category_id) || !isCount(quantity)) return null;
    const entry: SelectedTickets = { category_id, quantity };
    if (Array.isArray(bundle_choices)) {
      entry.bundle_choices = bundle_choices.map((choice) =>
        Object.fromEntries(
          Object.entries(typeof choice === "object" && choice !== null ? choice : {}).filter(
            (pair): pair is [string, string] => typeof pair[1] === "string",
          ),
        ),
      );
    }
    tickets.push(entry);
  }
  return tickets;
}

/** The stored form, or null when there is none or it is malformed (storage is user-editable). */
export function parseCheckoutForm(raw: string | null): CheckoutForm | null {
  if (!raw) return null;
  const value = parseJson(raw);
  if (!isRecord(value) || typeof value.event_slug !== "string") return null;
  const tickets = parseTickets(value.tickets);
  const seatIds = value.seat_ids;
  if (!tickets || !Array.isArray(seatIds) || !seatIds.every(isCount)) return null;
  const form: CheckoutForm = { event_slug: value.event_slug, tickets, seat_ids: seatIds };
  if (typeof value.voucher_code === "string" && value.voucher_code) form.voucher_code = value.voucher_code;
  return form;
}

/** Remembers a voucher for this event's checkout, keeping a selection already made for the same event. */
export function withVoucher(existing: CheckoutForm | null, eventSlug: string, code: string): CheckoutForm {
  const base =
    existing?.event_slug === eventSlug ? existing : { event_slug: eventSlug, tickets: [], seat_ids: [] };
  return { ...base, voucher_code: code };
}

/** The new selection, keeping a voucher chosen earlier for the same event. */
export function withSelection(
  existing: CheckoutForm | null,
  selection: Omit<CheckoutForm, "voucher_code">,
): CheckoutForm {
  const code = existing?.event_slug === selection.event_slug ? existing.voucher_code : undefined;
  return code ? { ...selection, voucher_code: code } : { ...selection };
}

export function readCheckoutForm(): CheckoutForm | null {
  return parseCheckoutForm(readStored(STORED_KEYS.form));
}

export function writeCheckoutForm(form: CheckoutForm): void {
  writeStored(STORED_KEYS.form, JSON.stringify(form));
}
