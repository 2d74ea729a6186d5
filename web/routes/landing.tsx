import { useCallback } from "react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { type EventList, LANDING_PAGE_SIZE } from "#shared/contracts/events.ts";
import { loaderApi } from "../events/catalogue-api.server.ts";
import { CategoryChips } from "../events/category-chips.tsx";
import { EventGrid, LoadMore } from "../events/event-grid.tsx";
import { AboutSection, ClientsSection, SellSection, StatsSection } from "../events/landing-pitch.tsx";
import { CallToActionSection, CaseStudiesSection, ServicesSection } from "../events/landing-services.tsx";
import { PaymentMethodsSection, WhySection } from "../events/landing-why.tsx";
import { SliderCarousel } from "../events/slider-carousel.tsx";
import { usePagedEvents } from "../events/use-paged-events.ts";
import { useT } from "../lib/i18n.tsx";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { useApi } from "../lib/use-api.ts";
import { SearchBox } from "../shell/search-box.tsx";

// LandingPage: hero and search, banners, the event list in pages of 24, then the organiser sections.
export async function loader({ context, request }: LoaderFunctionArgs) {
  guardRoute("LandingPage", context);
  const api = loaderApi(context, request);
  const [sliders, events] = await Promise.all([
    // Banners are decoration: the page still works without them.
    api.call("sliders").then(
      (list) => list.rows,
      () => [],
    ),
    api.call("landingEvents", { query: { show: LANDING_PAGE_SIZE, page: 1 } }),
  ]);
  return { sliders, events };
}

export const meta = routeMeta("LandingPage");
export const handle = routeHandle("LandingPage");

function Hero() {
  const t = useT();
  return (
    <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-fuchsia-700 text-white">
      <div className="mx-auto max-w-7xl px-6 py-14 desktop:py-20">
        <h1 className="max-w-2xl text-3xl font-extrabold tracking-tight desktop:text-5xl">
          {t("landing.heroTitle")}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-brand-100">{t("landing.heroBody")}</p>
        <SearchBox id="hero-search" variant="hero" />
      </div>
    </section>
  );
}

function UpcomingEvents({ first }: { first: EventList }) {
  const t = useT();
  const api = useApi();
  // The page size comes from the first page, so no contract value (and no zod) enters the browser bundle.
  const size = first.meta.per_page;
  const fetchPage = useCallback(
    (page: number) => api.call("landingEvents", { query: { show: size, page } }),
    [api, size],
  );
  const list = usePagedEvents(first, fetchPage);
  return (
    <section
      className="mx-auto max-w-7xl px-4 py-10 desktop:px-6"
      aria-labelledby="events-heading"
      data-testid="landing-events"
    >
      <h2 id="events-heading" className="text-2xl font-bold tracking-tight text-slate-900 desktop:text-3xl">
        {t("landing.eventsHeading")}
      </h2>
      <p className="mt-1 text-slate-600">{t("landingContent.eventsIntro")}</p>
      <div className="mt-6">
        {list.rows.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            {t("events.empty.noEvents")}
          </p>
        ) : (
          <>
            <EventGrid list={list} />
            <LoadMore list={list} />
          </>
        )}
      </div>
    </section>
  );
}

export default function LandingRoute() {
  const { sliders, events } = useLoaderData<typeof loader>();
  const { locale } = useT();
  return (
    <>
      <Hero />
      <CategoryChips />
      <SliderCarousel sliders={sliders} />
      <UpcomingEvents key={locale} first={events} />
      <div className="below-fold">
        <SellSection />
        <AboutSection />
        <ClientsSection />
        <StatsSection />
        <WhySection />
        <PaymentMethodsSection />
        <ServicesSection />
        <CaseStudiesSection />
        <CallToActionSection />
      </div>
    </>
  );
}
