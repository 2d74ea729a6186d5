import { Link } from "react-router";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { CheckIcon } from "./event-icons.tsx";
import { BUTTON_CLASS, SECTION_HEADING } from "./ui-classes.ts";

/** Spec section 1's stated statistics. */
export const SITE_STATISTICS = { events: 1_200, tickets: 140_000, clients: 800 } as const;
const CLIENT_KEYS = ["a", "b", "c", "d", "e", "f", "g", "h"] as const;
const SELL_POINTS = ["commission", "selfServe", "realtime"] as const;

/** Organisers sell with no commission; the button opens the organiser's workspace (sign-in first). */
export function SellSection() {
  const t = useT();
  const href = useRouteHref();
  return (
    <section aria-labelledby="sell-heading" className="bg-brand-800 text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 desktop:grid-cols-2 desktop:items-center desktop:px-6 desktop:py-16">
        <div>
          <h2 id="sell-heading" className="text-2xl font-bold tracking-tight text-balance desktop:text-3xl">
            {t("landingContent.sell.heading")}
          </h2>
          <p className="mt-4 max-w-xl leading-relaxed text-brand-100">{t("landingContent.sell.body")}</p>
          <Link to={href("OrganizerHome")} className={`${BUTTON_CLASS.inverted} mt-6`}>
            {t("landingContent.sell.cta")}
          </Link>
        </div>
        <ul className="grid gap-3">
          {SELL_POINTS.map((key) => (
            <li key={key} className="flex items-center gap-3 rounded-xl bg-white/10 px-4 py-3 font-medium">
              <CheckIcon className="shrink-0 text-emerald-300" />
              {t(`landingContent.sell.points.${key}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function AboutSection() {
  const t = useT();
  const href = useRouteHref();
  return (
    <section
      aria-labelledby="about-heading"
      className="mx-auto max-w-7xl px-4 py-12 desktop:px-6 desktop:py-16"
    >
      <div className="max-w-3xl">
        <h2 id="about-heading" className={SECTION_HEADING}>
          {t("landingContent.about.heading")}
        </h2>
        <p className="mt-4 leading-relaxed text-slate-700 desktop:text-lg">
          {t("landingContent.about.body")}
        </p>
        <Link
          to={href("AboutUs")}
          className="mt-4 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t("landingContent.about.link")}
        </Link>
      </div>
    </section>
  );
}

/** Client names as text tiles: no external logos are loaded. */
export function ClientsSection() {
  const t = useT();
  return (
    <section
      aria-labelledby="clients-heading"
      className="mx-auto max-w-7xl px-4 pb-12 desktop:px-6 desktop:pb-16"
    >
      <h2 id="clients-heading" className={SECTION_HEADING}>
        {t("landingContent.clients.heading")}
      </h2>
      <p className="mt-2 text-slate-600">{t("landingContent.clients.body")}</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {CLIENT_KEYS.map((key) => (
          <li
            key={key}
            className="grid h-16 place-items-center rounded-xl border border-slate-200 bg-white px-3 text-center font-bold tracking-tight text-slate-700"
          >
            {t(`landingContent.clients.names.${key}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function StatsSection() {
  const t = useT();
  const number = new Intl.NumberFormat(t.locale === "id" ? "id-ID" : "en-US");
  const figures = [
    { key: "events", value: SITE_STATISTICS.events },
    { key: "tickets", value: SITE_STATISTICS.tickets },
    { key: "clients", value: SITE_STATISTICS.clients },
  ] as const;
  return (
    <section aria-labelledby="stats-heading" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-12 desktop:px-6">
        <h2 id="stats-heading" className={SECTION_HEADING}>
          {t("landingContent.stats.heading")}
        </h2>
        <dl className="mt-6 grid gap-4 sm:grid-cols-3" data-testid="statistics">
          {figures.map(({ key, value }) => (
            <div key={key} className="flex flex-col-reverse rounded-2xl bg-white p-6 shadow-sm">
              <dt className="mt-1 text-slate-600">{t(`landingContent.stats.${key}`)}</dt>
              <dd className="text-4xl font-extrabold tracking-tight text-brand-700">
                {t("landingContent.stats.value", { value: number.format(value) })}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
