import { Link } from "react-router";
import type { EventDetail, TicketCategory } from "#shared/contracts/events.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { formatEventWhen } from "./event-dates.ts";
import { CalendarIcon, PinIcon } from "./event-icons.tsx";
import { priceText, taxNote } from "./price-text.ts";
import { BUTTON_CLASS } from "./ui-classes.ts";

interface BuyPanelProps {
  event: EventDetail;
  categories: readonly TicketCategory[];
}

function useBuyState({ event, categories }: BuyPanelProps) {
  const t = useT();
  const href = useRouteHref();
  const prices = categories.map((category) => category.price);
  const lowest = prices.length > 0 ? Math.min(...prices) : event.start_from_price;
  const blocked =
    event.status === "ended"
      ? t("catalogue.detail.eventEnded")
      : categories.length === 0
        ? t("events.empty.ticketsSoon")
        : null;
  return {
    price: lowest === null ? t("catalogue.card.priceTba") : priceText(lowest, t),
    hasPrice: lowest !== null,
    taxNote: lowest !== null && lowest > 0 ? taxNote(event, t) : null,
    blocked,
    to: href("EventTicket", { slug: event.slug }),
  };
}

function BuyButton({ state, className = "" }: { state: ReturnType<typeof useBuyState>; className?: string }) {
  const t = useT();
  if (state.blocked)
    return (
      <p
        className={`rounded-full bg-slate-200 px-5 py-2.5 text-center text-sm font-semibold text-slate-700 ${className}`}
      >
        {state.blocked}
      </p>
    );
  return (
    <Link to={state.to} className={`${BUTTON_CLASS.primary} ${className}`} data-testid="buy-tickets">
      {t("events.detail.buyTickets")}
    </Link>
  );
}

/** Desktop: a sticky card beside the content with the start-from price, date, venue and "buy tickets". */
export function BuyCard(props: BuyPanelProps) {
  const t = useT();
  const state = useBuyState(props);
  const { event } = props;
  return (
    <div
      className="sticky top-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="buy-card"
    >
      <p className="text-sm text-slate-600">{t("events.detail.startFrom")}</p>
      <p className="text-2xl font-extrabold text-slate-900" data-testid="start-from-price">
        {state.price}
      </p>
      {state.taxNote ? (
        <p className="text-sm text-slate-600" data-testid="start-from-tax">
          {state.taxNote}
        </p>
      ) : null}
      <ul className="mt-4 space-y-2 text-sm text-slate-700">
        <li className="flex gap-2">
          <CalendarIcon width={18} height={18} className="mt-0.5 shrink-0 text-brand-700" />
          {formatEventWhen(event.starts_at, event.ends_at, t)}
        </li>
        <li className="flex gap-2">
          <PinIcon width={18} height={18} className="mt-0.5 shrink-0 text-brand-700" />
          {t("catalogue.common.venueCity", { venue: event.venue_name, city: event.city })}
        </li>
      </ul>
      <BuyButton state={state} className="mt-5 w-full" />
    </div>
  );
}

/** Mobile: the price and "buy tickets" stay on screen at the bottom while the page scrolls. */
export function MobileBuyBar(props: BuyPanelProps) {
  const t = useT();
  const state = useBuyState(props);
  return (
    <div
      data-bottom-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur desktop:hidden"
      data-testid="mobile-buy-bar"
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
        <div className="min-w-0">
          <p className="text-xs text-slate-600">{t("events.detail.startFrom")}</p>
          <p className="truncate text-lg font-extrabold text-slate-900">{state.price}</p>
          {state.taxNote ? <p className="truncate text-xs text-slate-600">{state.taxNote}</p> : null}
        </div>
        <BuyButton state={state} className="shrink-0" />
      </div>
    </div>
  );
}
