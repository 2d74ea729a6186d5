import { preload } from "react-dom";
import {
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
  useNavigate,
} from "react-router";
import type { EventDetail } from "#shared/contracts/events.ts";
import { localeOfPath, routeHref, switchLocalePath } from "#shared/routing/route-table.ts";
import { BuyCard, MobileBuyBar } from "../events/buy-panel.tsx";
import { loaderApi, orNotFound, requireEventParam } from "../events/catalogue-api.server.ts";
import { EventBadges } from "../events/event-badges.tsx";
import { POSTER_SIZE } from "../events/event-card.tsx";
import { formatEventWhen } from "../events/event-dates.ts";
import { CalendarIcon, PinIcon } from "../events/event-icons.tsx";
import { absoluteUrl, eventJsonLd, serializeJsonLd } from "../events/event-json-ld.ts";
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
import { readCheckoutForm, withVoucher, writeCheckoutForm } from "../events/stored-selection.ts";
import { TicketCategoryRow } from "../events/ticket-category-row.tsx";
import { VoucherCard } from "../events/voucher-card.tsx";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";
import { useRootData } from "../lib/root-data.ts";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle } from "../lib/route-module.ts";
import { useSnackbar } from "../ui/snackbar.tsx";

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
  return {
    event,
    categories: tickets.rows,
    talents: talents.rows,
    vouchers: vouchers.rows,
    baseUrl: context.publicConfig.baseUrl,
  };
}

/** The event's canonical address in the page's language (the API names the Indonesian one). */
function canonicalUrl(canonical: string, pathname: string): string {
  try {
    const url = new URL(canonical);
    return `${url.origin}${switchLocalePath(url.pathname, "", "", localeOfPath(pathname))}`;
  } catch {
    return canonical;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  if (!data) return pageMeta({ name: "EventDetail", pathname: location.pathname, matches });
  const { event } = data;
  return pageMeta({
    name: "EventDetail",
    pathname: location.pathname,
    matches,
    title: event.seo.title || event.title,
    description: event.seo.description || event.description.slice(0, 160),
    canonical: canonicalUrl(event.seo.canonical, location.pathname),
    // Posters are SVG, which WhatsApp, Facebook and X do not render as previews; an event keeps the site's
    // PNG preview until posters get raster versions (the JSON-LD still names the poster).
    ...(event.poster_url && !event.poster_url.endsWith(".svg") ? { image: event.poster_url } : {}),
  });
};
export const handle = routeHandle("EventDetail");

function EventJsonLd() {
  const { event, categories, baseUrl } = useLoaderData<typeof loader>();
  const { cspNonce } = useRootData();
  const { locale } = useT();
  const url = absoluteUrl(baseUrl, routeHref("EventDetail", locale, { slug: event.slug }));
  return (
    <script
      type="application/ld+json"
      nonce={cspNonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, see serializeJsonLd
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(eventJsonLd(event, categories, { baseUrl, url })) }}
    />
  );
}

function EventHeader({ event }: { event: EventDetail }) {
  const t = useT();
  // The poster is the largest paint: ask for it from the <head>, next to the stylesheet.
  if (event.poster_url) preload(event.poster_url, { as: "image", fetchPriority: "high" });
  return (
    <header>
      {event.poster_url ? (
        <img
          src={event.poster_url}
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
    </header>
  );
}

export default function EventDetailRoute() {
  const { event, categories, talents, vouchers } = useLoaderData<typeof loader>();
  const t = useT();
  const href = useRouteHref();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const applyVoucher = (code: string) => {
    writeCheckoutForm(withVoucher(readCheckoutForm(), event.slug, code));
    snackbar.show("success", t("catalogue.detail.voucherSaved", { code }));
    navigate(href("EventTicket", { slug: event.slug }));
  };
  return (
    <article className="px-4 py-6 desktop:px-6 desktop:py-10" data-testid="event-detail">
      <EventJsonLd />
      <div className="grid gap-8 desktop:grid-cols-[minmax(0,1fr)_20rem] lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <EventHeader event={event} />
          <EventNotices event={event} />
          <DescriptionSection description={event.description} />
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
                    {t.plural("catalogue.tickets.eventLimit", event.max_ticket_by_account, {
                      count: event.max_ticket_by_account,
                    })}
                  </p>
                ) : null}
                {categories.map((category) => (
                  <TicketCategoryRow key={category.id} category={category} />
                ))}
              </div>
            )}
          </DetailSection>
          {vouchers.length > 0 ? (
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
          <DirectionSection event={event} />
          <OrganiserSection organiser={event.organiser} />
          <TermsSection terms={event.terms} />
        </div>
        <aside className="mobile:hidden">
          <BuyCard event={event} categories={categories} />
        </aside>
      </div>
      <MobileBuyBar event={event} categories={categories} />
    </article>
  );
}
