import { Link } from "react-router";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { useRootData } from "../lib/root-data.ts";
import { ExternalLink } from "../shell/external-link.tsx";
import { BUTTON_CLASS, SECTION_HEADING } from "./ui-classes.ts";

const CASE_KEYS = ["run", "festival", "match"] as const;

/** Wristband production and event websites, each linking to its page. */
export function ServicesSection() {
  const t = useT();
  const href = useRouteHref();
  const services = [
    { key: "wristband", to: href("Wristband") },
    { key: "website", to: href("CustomWebsite") },
  ] as const;
  return (
    <section
      aria-labelledby="services-heading"
      className="mx-auto max-w-7xl px-4 py-12 desktop:px-6 desktop:py-16"
    >
      <h2 id="services-heading" className={SECTION_HEADING}>
        {t("landingContent.services.heading")}
      </h2>
      <p className="mt-2 text-slate-600">{t("landingContent.services.body")}</p>
      <ul className="mt-6 grid gap-4 desktop:grid-cols-2">
        {services.map(({ key, to }) => (
          <li key={key} className="flex flex-col rounded-2xl border border-brand-100 bg-brand-50 p-6">
            <h3 className="text-lg font-semibold text-slate-900">
              {t(`landingContent.services.${key}.title`)}
            </h3>
            <p className="mt-2 flex-1 leading-relaxed text-slate-700">
              {t(`landingContent.services.${key}.body`)}
            </p>
            <Link to={to} className="mt-4 font-semibold text-brand-700 underline-offset-4 hover:underline">
              {t(`landingContent.services.${key}.link`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CaseStudiesSection() {
  const t = useT();
  return (
    <section
      aria-labelledby="cases-heading"
      className="mx-auto max-w-7xl px-4 pb-12 desktop:px-6 desktop:pb-16"
    >
      <h2 id="cases-heading" className={SECTION_HEADING}>
        {t("landingContent.cases.heading")}
      </h2>
      <ul className="mt-6 grid gap-4 desktop:grid-cols-3">
        {CASE_KEYS.map((key) => (
          <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">
              {t(`landingContent.cases.items.${key}.figure`)}
            </p>
            <h3 className="mt-2 font-semibold text-slate-900">
              {t(`landingContent.cases.items.${key}.title`)}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">
              {t(`landingContent.cases.items.${key}.body`)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Create an event (the configured chat link) or consult support (customer service). */
export function CallToActionSection() {
  const t = useT();
  const href = useRouteHref();
  const { links } = useRootData().publicConfig;
  return (
    <section aria-labelledby="cta-heading" className="px-4 pb-12 desktop:px-6 desktop:pb-16">
      <div className="mx-auto max-w-7xl rounded-3xl bg-gradient-to-br from-brand-700 to-fuchsia-700 px-6 py-10 text-white desktop:px-12 desktop:py-14">
        <h2 id="cta-heading" className="text-2xl font-bold tracking-tight text-balance desktop:text-3xl">
          {t("landingContent.cta.heading")}
        </h2>
        <p className="mt-3 max-w-2xl text-brand-100">{t("landingContent.cta.body")}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={href("OrganizerHome")} className={BUTTON_CLASS.inverted}>
            {t("landingContent.cta.create")}
          </Link>
          <ExternalLink href={links.customerService} className={BUTTON_CLASS.invertedOutline}>
            {t("landingContent.cta.consult")}
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}
