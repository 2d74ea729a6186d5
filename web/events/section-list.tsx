import type { SeatSection, TicketCategory } from "#shared/contracts/events.ts";
import { useT } from "../lib/i18n.tsx";
import { priceText } from "./price-text.ts";
import { TicketStatusBadge } from "./ticket-status.tsx";

/** The seat sections of a seated event, each opening its seat picker; a blocked category says why. */
export function SectionList({
  sections,
  categories,
  selectedBySection,
  onOpen,
  taxNote = null,
}: {
  sections: readonly SeatSection[];
  categories: readonly TicketCategory[];
  selectedBySection: Readonly<Record<number, number>>;
  onOpen: (sectionId: number) => void;
  /** "+ pajak 11%" or "termasuk pajak 11%" beside each price (price-text.ts `taxNote`). */
  taxNote?: string | null;
}) {
  const t = useT();
  return (
    <section aria-labelledby="sections-heading" data-testid="section-list">
      <h2 id="sections-heading" className="text-lg font-bold text-slate-900">
        {t("ticketPicker.sections.heading")}
      </h2>
      <ul className="mt-3 space-y-3">
        {sections.map((section) => {
          const category = categories.find((item) => item.id === section.category_id);
          const status = category?.status ?? "closed";
          const open = status === "available" && section.available_count > 0;
          const selected = selectedBySection[section.id] ?? 0;
          return (
            <li
              key={section.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              data-testid="seat-section"
            >
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 id={`section-name-${section.id}`} className="font-semibold text-slate-900">
                    {section.name}
                  </h3>
                  <TicketStatusBadge status={status} />
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  <span className="font-bold text-slate-900">{priceText(section.price, t)}</span>
                  {taxNote && section.price > 0 ? (
                    <span className="text-xs text-slate-600" data-testid="section-tax">
                      {" "}
                      {taxNote}
                    </span>
                  ) : null}
                  {" · "}
                  {t.plural("ticketPicker.sections.seatsLeft", section.available_count, {
                    count: section.available_count,
                  })}
                  {selected > 0 ? (
                    <span className="ml-2 font-semibold text-brand-700">
                      {t("ticketPicker.sections.selected", { count: selected })}
                    </span>
                  ) : null}
                </p>
                {status !== "available" ? (
                  <p className="mt-1 text-sm text-slate-600">{t(`events.ticketStatusHint.${status}`)}</p>
                ) : null}
              </div>
              <button
                type="button"
                id={`open-section-${section.id}`}
                onClick={() => onOpen(section.id)}
                disabled={!open}
                aria-label={open ? t("ticketPicker.sections.open", { section: section.name }) : undefined}
                aria-describedby={open ? undefined : `section-name-${section.id}`}
                className="inline-flex min-h-10 items-center rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600"
              >
                {open ? t("events.detail.chooseSeat") : t("ticketPicker.unavailable")}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
