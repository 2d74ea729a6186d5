import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import type { Seat, SeatSection } from "#shared/contracts/events.ts";
import { useT } from "../lib/i18n.tsx";
import { BestSeatsControl } from "./best-seats-control.tsx";
import { ChevronLeftIcon } from "./event-icons.tsx";
import { priceText } from "./price-text.ts";
import { SeatMapFrame } from "./seat-map-frame.tsx";
import { moveInGrid, seatRows } from "./seat-order.ts";
import { useCoarsePointer } from "./use-coarse-pointer.ts";

export type ToggleResult = "added" | "removed" | "refused";

const SEAT_CLASS = {
  available: "border-brand-600 bg-white text-brand-800 hover:bg-brand-50",
  selected: "border-brand-700 bg-brand-600 text-white",
  unavailable: "cursor-not-allowed border-slate-300 bg-slate-200 text-slate-400 line-through",
} as const;

/**
 * The seats of one section as rows of toggle buttons (spec section 3: available, unavailable,
 * selected), sorted by row letter then number. Mouse: click. Keyboard: one Tab stop, arrow keys move
 * between seats (up/down to the nearest number in the next row), Home/End to the row ends, Enter or
 * Space toggles. Screen readers hear "Seat A10, available" with the pressed state, and a live region
 * announces how many seats are chosen or that the limit is reached.
 */
export function SeatPicker({
  section,
  selected,
  limit,
  cap,
  onToggle,
  onPick,
  onBack,
}: {
  section: SeatSection;
  selected: ReadonlySet<number>;
  /** The most seats this section's category allows in the order. */
  limit: number;
  /** The most seats the buyer may hold in this section (the limit less this category's seats elsewhere). */
  cap: number;
  onToggle: (seat: Seat) => ToggleResult;
  /** Replaces this section's picks with the best available seats; false when over the cap. */
  onPick: (seats: readonly Seat[]) => boolean;
  onBack: () => void;
}) {
  const t = useT();
  const rows = useMemo(() => seatRows(section.seats), [section.seats]);
  const firstOpen = section.seats.find((seat) => seat.state === "available") ?? section.seats[0];
  const [active, setActive] = useState<number | undefined>(firstOpen?.id);
  const [refused, setRefused] = useState(false);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);
  const touch = useCoarsePointer();
  useEffect(() => heading.current?.focus(), []);

  const count = section.seats.filter((seat) => selected.has(seat.id)).length;
  const stateOf = (seat: Seat) => (selected.has(seat.id) ? "selected" : seat.state);

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const target =
      event.target instanceof HTMLElement ? event.target.closest<HTMLElement>("[data-seat-id]") : null;
    if (!target) return;
    const seatId = Number(target.dataset.seatId);
    const row = rows.findIndex((item) => item.seats.some((seat) => seat.id === seatId));
    const col = rows[row]?.seats.findIndex((seat) => seat.id === seatId) ?? -1;
    const next = moveInGrid(rows, { row, col }, event.key);
    if (!next) return;
    event.preventDefault();
    const seat = rows[next.row]?.seats[next.col];
    if (!seat) return;
    setActive(seat.id);
    buttons.current.get(seat.id)?.focus();
  };

  const toggle = (seat: Seat) => {
    setActive(seat.id);
    if (seat.state !== "available") return;
    setRefused(onToggle(seat) === "refused");
  };

  return (
    <section aria-labelledby="seat-picker-heading" data-testid="seat-picker">
      <button
        type="button"
        onClick={onBack}
        className="inline-flex min-h-10 items-center gap-1 rounded-full pr-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <ChevronLeftIcon />
        {t("events.detail.backToSections")}
      </button>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="seat-picker-heading" ref={heading} tabIndex={-1} className="text-lg font-bold text-slate-900">
          {t("ticketPicker.seats.heading", { section: section.name })}
        </h2>
        <p className="font-semibold text-slate-900">{priceText(section.price, t)}</p>
      </div>
      <p id="seat-instructions" className="mt-1 text-sm text-slate-600 pointer-coarse:hidden">
        {t("ticketPicker.seats.instructions")} {t("ticketPicker.seats.zoomHint")}
      </p>
      <p id="seat-touch-instructions" className="mt-1 hidden text-sm text-slate-600 any-pointer-coarse:block">
        {t("ticketPicker.seats.touchInstructions")}
      </p>
      <ul
        aria-label={t("ticketPicker.seats.legend")}
        className="mt-3 flex flex-wrap gap-4 text-sm text-slate-700"
      >
        {(["available", "selected", "unavailable"] as const).map((state) => (
          <li key={state} className="flex items-center gap-2">
            <span aria-hidden="true" className={`block size-5 rounded border ${SEAT_CLASS[state]}`} />
            {t(`events.seatState.${state}`)}
          </li>
        ))}
      </ul>
      <SeatMapFrame>
        <fieldset
          aria-labelledby="seat-picker-heading"
          aria-describedby={touch ? "seat-touch-instructions" : "seat-instructions"}
          onKeyDown={onKeyDown}
          className="space-y-1.5"
          data-testid="seat-grid"
        >
          {rows.map((row) => (
            <fieldset
              key={row.row}
              aria-label={t("ticketPicker.seats.row", { row: row.row })}
              className="flex items-center gap-1 desktop:gap-1.5"
            >
              <span aria-hidden="true" className="w-6 shrink-0 text-center text-xs font-bold text-slate-500">
                {row.row}
              </span>
              {row.seats.map((seat) => {
                const state = stateOf(seat);
                return (
                  <button
                    key={seat.id}
                    ref={(element) => {
                      if (element) buttons.current.set(seat.id, element);
                      else buttons.current.delete(seat.id);
                    }}
                    type="button"
                    data-seat-id={seat.id}
                    data-state={state}
                    tabIndex={seat.id === active ? 0 : -1}
                    aria-pressed={state === "selected"}
                    aria-disabled={seat.state !== "available" || undefined}
                    // Seat and state first (what a buyer decides on), then row and price.
                    aria-label={t("ticketPicker.seats.seatAnnounced", {
                      seat: t("ticketPicker.seats.seatLabel", {
                        label: seat.label,
                        state: t(`events.seatState.${state}`),
                      }),
                      row: t("ticketPicker.seats.row", { row: row.row }),
                      price: priceText(section.price, t),
                    })}
                    onClick={() => toggle(seat)}
                    className={`grid size-7 shrink-0 place-items-center rounded-md border text-xs font-semibold tabular-nums desktop:size-8 ${SEAT_CLASS[state]}`}
                  >
                    {seat.number}
                  </button>
                );
              })}
            </fieldset>
          ))}
        </fieldset>
      </SeatMapFrame>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-medium text-slate-800" data-testid="seat-count">
          {refused
            ? t("ticketPicker.seats.limitReached", { count: limit })
            : t.plural("ticketPicker.seats.selectedCount", count, { count })}
        </p>
        <button
          type="button"
          onClick={onBack}
          className="inline-flex min-h-10 items-center rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t("ticketPicker.seats.done")}
        </button>
      </div>
      <BestSeatsControl
        section={section}
        cap={cap}
        onPick={(seats) => {
          setRefused(false);
          return onPick(seats);
        }}
      />
    </section>
  );
}
