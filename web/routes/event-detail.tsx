import { useEffect } from "react";
import { preload } from "react-dom";
import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
} from "react-router";
import type { EventDetail } from "#shared/contracts/events.ts";
import { localeOfPath, routeHref, switchLocalePath } from "#shared/routing/route-table.ts";
import { pageAnalyticsHeaders, pageAnalyticsOf, track } from "../analytics/page-analytics.ts";
import { BuyCard, MobileBuyBar } from "../events/buy-panel.tsx";
import { calendarLinkData } from "../events/calendar-links.server.ts";
import { loaderApi, orNotFound, requireEventParam } from "../events/catalogue-api.server.ts";
import { EventBadges } from "../events/event-badges.tsx";
import { formatEventWhen } from "../events/event-dates.ts";
import { CalendarIcon, PinIcon } from "../events/event-icons.tsx";
import { absoluteUrl, eventJsonLd, serializeJsonLd } from "../events/event-json-ld.server.ts";
import { EventNotices } from "../events/event-notices.tsx";
import {
  DescriptionSection,
  DetailSection,
  DirectionSection,
  EmptyNote,
  LineupSection,
  OrganiserSection,
  TermsSection,
} from "../events/event-sections.tsx";
import { POSTER_SIZE } from "../events/poster-size.ts";
import RemindMe from "../events/remind-me.tsx";
import { REMINDABLE_STATUSES } from "../events/remindable.ts";
import ResaleSection from "../events/resale-section.tsx";
import { CalendarLinks, CopyAddressButton, SharePanel } from "../events/share-panel.tsx";
import { TicketCategoryRow } from "../events/ticket-category-row.tsx";
import { VoucherCard } from "../events/voucher-card.tsx";
import WaitingListPlaceBox from "../events/waiting-list-place.tsx";
import { useT } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";
import { useRootData } from "../lib/root-data.ts";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle } from "../lib/route-module.ts";
import { useApplyVoucher } from "../vouchers/use-apply-voucher.ts";

// EventDetail: the event, its categories, lineup and vouchers, read in parallel; unknown slug is a 404.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  guardRoute("EventDetail", context);
  const ref = requireEventParam(params.slug);
  const api = loaderApi(context, request);
  const [event, tickets, talents, vouchers] = await Promise.all([
    orNotFound(api.call("eventDetail", { params: { id: ref } })),
    orNotFound(api.call("activeTickets", { params: { id: ref } })),
    orNotFound(api.call("eventTalents", { params: { id: ref } })),
    orNotFound(api.call("eventVouchers", { params: { id: ref } })),
  ]);
  // An id or a differently cased slug names the same event: send it to the one canonical address.
  if (event.slug !== ref) {
    const locale = localeOfPath(new URL(request.url).pathname);
    throw redirect(routeHref("EventDetail", locale, { slug: event.slug }), 301);
  }
  const pageAnalytics = pageAnalyticsOf(event.analytics);
  const baseUrl = context.publicConfig.baseUrl;
  const locale = localeOfPath(new URL(request.url).pathname);
  const url = absoluteUrl(baseUrl, routeHref("EventDetail", locale, { slug: event.slug }));
  return data(
    {
      event,
      calendar: calendarLinkData(event, { url, host: new URL(baseUrl).host, locale }),
      categories: tickets.rows,
      talents: talents.rows,
      vouchers: vouchers.rows,
      url,
      // Built here so the browser ships no schema.org code: the page only writes the string out.
      jsonLd: serializeJsonLd(eventJsonLd(event, tickets.rows, { baseUrl, url })),
      pageAnalytics,
    },
    { headers: pageAnalyticsHeaders(pageAnalytics) },
  );
}

/** The loader's analytics header reaches the server, which opens this page's CSP for those hosts. */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The event's canonical address in the page's language (the API names the Indonesian one). */
function canonicalUrl(canonical: string, pathname: string): string {
  try {
    const url = new URL(canonical);
    return `${url.origin}${switchLocalePath(url.pathname, "", "", localeOfPath(pathname))}`;
  } catch {
    return canonical;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, location, matches }) => {
  if (!loaded) return pageMeta({ name: "EventDetail", pathname: location.pathname, matches });
  const { event } = loaded;
  return pageMeta({
    name: "EventDetail",
    pathname: location.pathname,
    matches,
    title: event.seo.title || event.title,
    description: event.seo.description || event.description.slice(0, 160),
    canonical: canonicalUrl(event.seo.canonical, location.pathname),
    // The preview is the poster. WhatsApp, Facebook and X do not render SVG, so a generated SVG poster is
    // named by its PNG twin (`/media/events/{slug}.png`, drawn by the server from the same artwork).
    ...(event.poster_url
      ? { image: event.poster_url.replace(/^(\/media\/events\/[^/]+)\.svg$/, "$1.png") }
      : {}),
  });
};
export const handle = routeHandle("EventDetail");

function EventJsonLd() {
  const { jsonLd } = useLoaderData<typeof loader>();
  const { cspNonce } = useRootData();
  return (
    <script
      type="application/ld+json"
      nonce={cspNonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, see serializeJsonLd
      dangerouslySetInnerHTML={{ __html: jsonLd }}
    />
  );
}

/** Cancelled by its organiser (the API gives the reason, possibly empty): nothing to buy, apply or save. */
const isCancelled = (event: EventDetail) => event.cancel_reason !== null;

/** How wide the poster is drawn: the page's main column on desktop, the screen on a phone. */
const POSTER_SIZES = "(min-width: 1024px) 720px, 100vw";

function EventHeader({ event }: { event: EventDetail }) {
  const t = useT();
  const { url, calendar } = useLoaderData<typeof loader>();
  // The poster is the largest paint: ask for it from the <head>, next to the stylesheet.
  if (event.poster_url)
    preload(event.poster_url, {
      as: "image",
      fetchPriority: "high",
      ...(event.poster_srcset ? { imageSrcSet: event.poster_srcset, imageSizes: POSTER_SIZES } : {}),
    });
  return (
    <header>
      {event.poster_url ? (
        <img
          src={event.poster_url}
          srcSet={event.poster_srcset ?? undefined}
          sizes={event.poster_srcset ? POSTER_SIZES : undefined}
          alt={t("events.media.posterAlt", { title: event.title })}
          width={POSTER_SIZE.width}
          height={POSTER_SIZE.height}
          fetchPriority="high"
          decoding="async"
          className="aspect-video w-full rounded-2xl bg-slate-200 object-cover"
        />
      ) : null}
      <EventBadges status={event.status} tentative={event.is_tentative_date} className="mt-4" />
      <p className="mt-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {t(`events.category.${event.category}`)}
      </p>
      <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-balance text-slate-900 desktop:text-4xl">
        {event.title}
      </h1>
      <dl className="mt-4 grid gap-2 text-slate-700">
        <div className="flex gap-2">
          <dt className="shrink-0 text-brand-700">
            <CalendarIcon />
            <span className="sr-only">{t("catalogue.detail.date")}</span>
          </dt>
          <dd data-testid="event-when">{formatEventWhen(event.starts_at, event.ends_at, t)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="shrink-0 text-brand-700">
            <PinIcon />
            <span className="sr-only">{t("catalogue.detail.venue")}</span>
          </dt>
          <dd data-testid="event-venue">
            {t("catalogue.common.venueCity", { venue: event.venue_name, city: event.city })}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-3">
        <SharePanel event={event} url={url} />
        {/* A cancelled event is no date to keep. */}
        {isCancelled(event) ? null : <CalendarLinks slug={event.slug} google={calendar.google} />}
      </div>
    </header>
  );
}

export default function EventDetailRoute() {
  const { event, categories, talents, vouchers, calendar } = useLoaderData<typeof loader>();
  const t = useT();
  // GA4's view_item (the Pixel's ViewContent): queued here, sent only if the buyer accepts analytics.
  useEffect(() => {
    track("view_item", {
      currency: "IDR",
      value: event.start_from_price ?? 0,
      items: [{ item_id: event.slug, item_name: event.title, price: event.start_from_price ?? 0 }],
    });
  }, [event.slug, event.title, event.start_from_price]);
  const apply = useApplyVoucher();
  const applyVoucher = (code: string) => apply(event.slug, code);
  const cancelled = isCancelled(event);
  return (
    // wrap-anywhere (inherited): organisers' long words and links break instead of widening the page.
    <article className="px-4 py-6 wrap-anywhere desktop:px-6 desktop:py-10" data-testid="event-detail">
      <EventJsonLd />
      <div className="grid gap-8 desktop:grid-cols-[minmax(0,1fr)_20rem] lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <EventHeader event={event} />
          <EventNotices event={event} />
          <DescriptionSection description={event.description} html={event.description_html} />
          <LineupSection talents={talents.length > 0 ? talents : event.lineup} />
          <DetailSection id="tickets" title={t("events.detail.ticketCategories")}>
            {categories.length === 0 ? (
              <EmptyNote testId="empty-tickets">{t("events.empty.ticketsSoon")}</EmptyNote>
            ) : (
              <div className="space-y-3">
                {event.one_transaction_per_account ? (
                  <p className="text-sm text-slate-700">{t("events.detail.oneTransactionPerAccount")}</p>
                ) : null}
                {event.max_ticket_by_account !== null ? (
                  <p className="text-sm text-slate-700">
                    {t.plural("catalogue.detail.eventLimit", event.max_ticket_by_account, {
                      count: event.max_ticket_by_account,
                    })}
                  </p>
                ) : null}
                {categories.map((category) => (
                  <TicketCategoryRow key={category.id} category={category}>
                    {/* Not lazy: a button whose code arrives after hydration loses the taps made before it. */}
                    {/* Sold out: the waiting-list box shows it, unless the buyer holds an offer there. */}
                    {!cancelled &&
                    REMINDABLE_STATUSES.includes(category.status) &&
                    category.status !== "sold_out" ? (
                      <RemindMe category={category} />
                    ) : null}
                    {!cancelled && category.status === "sold_out" ? (
                      <WaitingListPlaceBox category={category} slug={event.slug} />
                    ) : null}
                  </TicketCategoryRow>
                ))}
              </div>
            )}
          </DetailSection>
          {cancelled ? null : <ResaleSection eventId={event.id} slug={event.slug} />}
          {vouchers.length > 0 && !cancelled ? (
            <DetailSection id="vouchers" title={t("events.detail.vouchers")}>
              <ul className="grid gap-3 sm:grid-cols-2">
                {vouchers.map((voucher) => (
                  <li key={voucher.id} className="flex">
                    <VoucherCard voucher={voucher} categories={categories} onApply={applyVoucher} />
                  </li>
                ))}
              </ul>
            </DetailSection>
          ) : null}
          <DirectionSection
            event={event}
            copyAddress={<CopyAddressButton address={calendar.address} venue={event.venue_name} />}
          />
          <OrganiserSection organiser={event.organiser} />
          <TermsSection terms={event.terms} />
        </div>
        {/* The cancelled notice above says why; no buy action is left. */}
        {cancelled ? null : (
          <aside className="mobile:hidden">
            <BuyCard event={event} categories={categories} />
          </aside>
        )}
      </div>
      {cancelled ? null : <MobileBuyBar event={event} categories={categories} />}
    </article>
  );
}
