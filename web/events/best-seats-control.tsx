import { useState } from "react";
import type { Seat, SeatSection } from "#shared/contracts/events.ts";
import { useT } from "../lib/i18n.tsx";
import { bestAdjacentSeats } from "./best-seats.ts";
import { MinusIcon, PlusIcon } from "./event-icons.tsx";

const STEP =
  "grid size-10 place-items-center rounded-full border border-brand-600 text-brand-700 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:border-slate-200 aria-disabled:text-slate-400";

type Outcome = { kind: "picked"; labels: string[] } | { kind: "none"; count: number };

/**
 * "Pilih kursi terbaik": how many seats (1 up to the section's cap, which already holds the per-order
 * and per-account limits) and a button that swaps this section's picks for that many free seats side by
 * side nearest the stage. The outcome is announced; when no such block exists nothing changes.
 */
export function BestSeatsControl({
  section,
  cap,
  onPick,
}: {
  section: SeatSection;
  /** The most seats the buyer may hold in this section. */
  cap: number;
  onPick: (seats: readonly Seat[]) => boolean;
}) {
  const t = useT();
  const [wanted, setWanted] = useState(2);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const count = Math.max(1, Math.min(wanted, cap));
  const atMin = count <= 1;
  const atMax = count >= cap;

  const pick = () => {
    const seats = bestAdjacentSeats(section.seats, count);
    if (!seats) setOutcome({ kind: "none", count });
    else if (onPick(seats)) setOutcome({ kind: "picked", labels: seats.map((seat) => seat.label) });
  };

  return (
    <section
      aria-labelledby="best-seats-heading"
      className="mt-4 rounded-2xl border border-slate-200 bg-white p-4"
      data-testid="best-seats-control"
    >
      <h3 id="best-seats-heading" className="font-semibold text-slate-900">
        {t("ticketPicker.seats.best.heading")}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t("ticketPicker.seats.best.hint")}</p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="text-sm text-slate-700">{t("ticketPicker.seats.best.count")}</span>
          <button
            type="button"
            aria-label={t("ticketPicker.seats.best.decrease")}
            aria-disabled={atMin}
            onClick={() => !atMin && setWanted(count - 1)}
            className={STEP}
          >
            <MinusIcon />
          </button>
          <output aria-live="polite" className="w-6 text-center text-lg font-bold tabular-nums">
            <span className="sr-only">{t("ticketPicker.seats.best.count")}: </span>
            <span data-testid="best-seats-count">{count}</span>
          </output>
          <button
            type="button"
            aria-label={t("ticketPicker.seats.best.increase")}
            aria-disabled={atMax}
            onClick={() => !atMax && setWanted(count + 1)}
            className={STEP}
          >
            <PlusIcon />
          </button>
        </div>
        <button
          type="button"
          onClick={pick}
          disabled={cap < 1}
          className="inline-flex min-h-10 items-center rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600"
          data-testid="best-seats"
        >
          {t("ticketPicker.seats.best.pick")}
        </button>
      </div>
      <p
        role="status"
        className={`mt-2 text-sm font-medium ${outcome?.kind === "none" ? "text-amber-800" : "text-slate-800"}`}
        data-testid="best-seats-message"
      >
        {outcome?.kind === "picked"
          ? t("ticketPicker.seats.best.picked", { seats: outcome.labels.join(", ") })
          : outcome?.kind === "none"
            ? t("ticketPicker.seats.best.none", { count: outcome.count })
            : null}
      </p>
    </section>
  );
}
