import { Link } from "react-router";
import type { EventCard } from "#shared/contracts/events.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { EventBadges } from "./event-badges.tsx";
import { formatEventDays } from "./event-dates.ts";
import { CalendarIcon, PinIcon } from "./event-icons.tsx";
import { POSTER_SIZE } from "./poster-size.ts";
import { priceText, taxNote } from "./price-text.ts";

const SALE_LABEL = {
  opening_soon: "catalogue.card.openingSoon",
  sold_out: "catalogue.card.soldOut",
  closed: "catalogue.card.saleClosed",
} as const;

/** "Mulai dari" the cheapest price on sale now; otherwise why nothing can be bought. */
function SaleLine({ event }: { event: EventCard }) {
  const t = useT();
  if (event.sale_status === "on_sale" && event.start_from_price !== null) {
    const note = event.start_from_price > 0 ? taxNote(event, t) : null;
    return (
      <>
        <span className="text-slate-600">{t("events.detail.startFrom")} </span>
        <span className="font-bold text-slate-900">{priceText(event.start_from_price, t)}</span>
        {note ? (
          <span className="text-xs text-slate-600" data-testid="event-card-tax">
            {" "}
            {note}
          </span>
        ) : null}
      </>
    );
  }
  const label = event.sale_status === "on_sale" ? "catalogue.card.priceTba" : SALE_LABEL[event.sale_status];
  const tone =
    event.sale_status === "sold_out" ? "font-semibold text-red-700" : "font-semibold text-slate-700";
  return <span className={tone}>{t(label)}</span>;
}

/**
 * One event in a list: poster, its days in WIB (a festival shows its first and last), title (the link,
 * stretched over the card), venue and city, the start-from price, "numbered seats" when every ticket
 * is a seat (the buyer learns it before the ticket page), and the tentative-date and status
 * badges.
 */
export function EventCardView({ event, eager = false }: { event: EventCard; eager?: boolean }) {
  const t = useT();
  const href = useRouteHref();
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md"
      data-testid="event-card"
    >
      <div className="relative aspect-video bg-slate-200">
        {event.poster_url ? (
          <img
            src={event.poster_url}
            srcSet={event.poster_srcset ?? undefined}
            sizes={
              event.poster_srcset ? "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" : undefined
            }
            alt=""
            width={POSTER_SIZE.width}
            height={POSTER_SIZE.height}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
        <EventBadges
          status={event.status}
          tentative={event.is_tentative_date}
          className="absolute top-2 left-2"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <p className="flex items-center gap-1.5 text-sm font-medium text-brand-700">
          <CalendarIcon width={16} height={16} />
          <time dateTime={event.starts_at}>{formatEventDays(event.starts_at, event.ends_at, t)}</time>
          <span aria-hidden="true">·</span>
          <span>{t(`events.category.${event.category}`)}</span>
        </p>
        <h3 className="line-clamp-2 font-semibold text-slate-900 wrap-anywhere" title={event.title}>
          <Link
            to={href("EventDetail", { slug: event.slug })}
            className="outline-none after:absolute after:inset-0 group-hover:text-brand-700"
          >
            {event.title}
          </Link>
        </h3>
        <p className="flex items-start gap-1.5 text-sm text-slate-600">
          <PinIcon width={16} height={16} className="mt-0.5 shrink-0" />
          <span className="min-w-0 wrap-anywhere">
            {t("catalogue.common.venueCity", { venue: event.venue_name, city: event.city })}
          </span>
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-1 pt-3">
          <p className="text-sm" data-testid="event-card-price" data-sale={event.sale_status}>
            <SaleLine event={event} />
          </p>
          {event.seats_only ? (
            <p
              className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800"
              data-testid="event-card-seats-only"
            >
              {t("catalogue.card.seatsOnly")}
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
