import { Form, useLoaderData } from "react-router";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { guardedLoader } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { SearchIcon } from "../shell/icons.tsx";

// LandingPage: the hero and search are final; the catalogue issue fills the event list and sections.
export const loader = guardedLoader("LandingPage");
export const meta = routeMeta("LandingPage");
export const handle = routeHandle("LandingPage");

export default function LandingRoute() {
  useLoaderData<typeof loader>();
  const t = useT();
  const href = useRouteHref();
  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-fuchsia-700 text-white">
        <div className="mx-auto max-w-7xl px-6 py-14 desktop:py-20">
          <h1 className="max-w-2xl text-3xl font-extrabold tracking-tight desktop:text-5xl">
            {t("landing.heroTitle")}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-brand-100">{t("landing.heroBody")}</p>
          <Form method="get" action={href("SearchPage")} role="search" className="relative mt-8 max-w-xl">
            <label htmlFor="hero-search" className="sr-only">
              {t("nav.searchLabel")}
            </label>
            <SearchIcon
              width={20}
              height={20}
              className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-slate-400"
            />
            <input
              id="hero-search"
              name="search"
              type="search"
              minLength={3}
              maxLength={255}
              placeholder={t("nav.searchPlaceholder")}
              className="h-12 w-full rounded-full border-0 bg-white pr-4 pl-12 text-ink placeholder:text-slate-500"
            />
          </Form>
        </div>
      </section>
      <section className="px-6 py-10" aria-labelledby="events-heading">
        <h2 id="events-heading" className="text-xl font-bold text-slate-900">
          {t("landing.eventsHeading")}
        </h2>
        <div
          className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center"
          data-testid="coming-soon"
        >
          <p className="font-semibold text-slate-800">{t("pages.comingSoonTitle")}</p>
          <p className="mt-2 text-slate-600">{t("pages.comingSoonBody")}</p>
        </div>
      </section>
    </>
  );
}
