import { useEffect, useState } from "react";
import type { EventDetail, Seat, SeatSection, TicketCategory } from "#shared/contracts/events.ts";
import { remainingAllowance } from "../checkout/purchase-allowance.ts";
import type { ToggleResult } from "./seat-picker.tsx";
import { categoryLimit, clampAll, clampQuantity } from "./selection-limits.ts";
import { type BundleChoice, readCheckoutForm } from "./stored-selection.ts";
import { combinedQuantities, fitChoices, type PickedSeat, stillAvailableSeats } from "./ticket-selection.ts";

/**
 * The buyer's choice on the ticket page: stepper quantities, picked seats and bundle sizes, every change
 * held to the limits of `selection-limits.ts`. A selection stored earlier for this event (back from
 * checkout) is restored, minus whatever sold out meanwhile.
 */
export function useTicketSelection(
  event: Pick<EventDetail, "slug" | "max_ticket_by_account">,
  categories: readonly TicketCategory[],
  sections: readonly SeatSection[],
) {
  const eventMax = event.max_ticket_by_account;
  // What the server said is left of this account's allowance (read after hydration: it is in storage).
  const [accountLeft, setAccountLeft] = useState<number | null>(null);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [seats, setSeats] = useState<PickedSeat[]>([]);
  const [choices, setChoices] = useState<Record<number, BundleChoice[]>>({});
  const all = combinedQuantities(quantities, seats);

  // biome-ignore lint/correctness/useExhaustiveDependencies: restore once, when the page opens
  useEffect(() => {
    const left = remainingAllowance(event.slug, eventMax);
    setAccountLeft(left);
    const form = readCheckoutForm();
    if (form?.event_slug !== event.slug) return;
    const restoredSeats = stillAvailableSeats(sections, form.seat_ids);
    const steppers = categories.filter((category) => !category.is_seated);
    const wanted = Object.fromEntries(form.tickets.map((ticket) => [ticket.category_id, ticket.quantity]));
    const room = eventMax === null ? null : eventMax - restoredSeats.length;
    const restored = clampAll(steppers, wanted, room, left === null ? null : left - restoredSeats.length);
    setSeats(restoredSeats);
    setQuantities(restored);
    setChoices(
      Object.fromEntries(
        form.tickets
          .filter((ticket) => ticket.bundle_choices && restored[ticket.category_id])
          .map((ticket) => [
            ticket.category_id,
            fitChoices(ticket.bundle_choices, restored[ticket.category_id] ?? 0),
          ]),
      ),
    );
  }, []);

  const limitOf = (category: TicketCategory) => categoryLimit(category, all, eventMax, accountLeft);

  const setQuantity = (category: TicketCategory, value: number) => {
    const next = { ...quantities };
    const clamped = clampQuantity(category, all, eventMax, value, accountLeft);
    if (clamped > 0) next[category.id] = clamped;
    else delete next[category.id];
    setQuantities(next);
  };

  const toggleSeat = (section: SeatSection, seat: Seat): ToggleResult => {
    if (seats.some((picked) => picked.id === seat.id)) {
      setSeats(seats.filter((picked) => picked.id !== seat.id));
      return "removed";
    }
    const category = categories.find((item) => item.id === section.category_id);
    if (!category || seat.state !== "available") return "refused";
    if ((all[category.id] ?? 0) >= limitOf(category).max) return "refused";
    const picked = {
      id: seat.id,
      label: seat.label,
      row: seat.row,
      number: seat.number,
      categoryId: category.id,
    };
    setSeats([...seats, picked]);
    return "added";
  };

  /** The most seats the buyer may hold in this section: the category's cap less its seats elsewhere. */
  const sectionCap = (section: SeatSection): number => {
    const category = categories.find((item) => item.id === section.category_id);
    if (!category) return 0;
    const here = new Set(section.seats.map((seat) => seat.id));
    const elsewhere = seats.filter((seat) => seat.categoryId === category.id && !here.has(seat.id)).length;
    return Math.max(0, limitOf(category).max - elsewhere);
  };

  /** Replaces this section's picked seats with `chosen` (best available); false over the section's cap. */
  const pickSeats = (section: SeatSection, chosen: readonly Seat[]): boolean => {
    if (chosen.length > sectionCap(section) || chosen.some((seat) => seat.state !== "available"))
      return false;
    const here = new Set(section.seats.map((seat) => seat.id));
    const picked = chosen.map((seat) => ({
      id: seat.id,
      label: seat.label,
      row: seat.row,
      number: seat.number,
      categoryId: section.category_id,
    }));
    setSeats([...seats.filter((seat) => !here.has(seat.id)), ...picked]);
    return true;
  };

  const setBundleChoices = (category: TicketCategory, value: BundleChoice[]) =>
    setChoices({ ...choices, [category.id]: value });

  return {
    quantities,
    seats,
    choices,
    all,
    accountLeft,
    limitOf,
    setQuantity,
    toggleSeat,
    sectionCap,
    pickSeats,
    setBundleChoices,
  };
}
