import type { ReactNode } from "react";
import { Link } from "react-router";
import { COOKIE_SETTINGS_EVENT } from "../analytics/page-analytics.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { useRootData } from "../lib/root-data.ts";
import { ExternalLink } from "./external-link.tsx";

const linkClass = "text-sm text-slate-300 hover:text-white";

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="space-y-2">{children}</ul>
    </div>
  );
}

/** Footer with every group of spec section 2. On mobile it leaves room for the bottom navigation. */
export function Footer() {
  const t = useT();
  const href = useRouteHref();
  const { publicConfig, year } = useRootData();
  const { links } = publicConfig;
  const social = [
    { name: "Instagram", url: links.instagram },
    { name: "YouTube", url: links.youtube },
    { name: "X", url: links.x },
    { name: "TikTok", url: links.tiktok },
  ];
  return (
    <footer className="bg-slate-900 pb-20 text-slate-300 desktop:pb-0" data-testid="footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-6 py-10 sm:grid-cols-2 desktop:grid-cols-5">
        <Group title={t("footer.about")}>
          <li className="text-sm">{t("footer.aboutText")}</li>
          <li>
            <Link to={href("AboutUs")} className={linkClass}>
              {t("footer.about")}
            </Link>
          </li>
          <li>
            <Link to={href("TermsAndConditions")} className={linkClass}>
              {t("footer.terms")}
            </Link>
          </li>
          <li>
            <Link to={href("PrivacyPolicy")} className={linkClass}>
              {t("footer.privacy")}
            </Link>
          </li>
        </Group>
        <Group title={t("footer.services")}>
          <li>
            <Link to={href("OrganizerHome")} className={linkClass}>
              {t("footer.ticketManagement")}
            </Link>
          </li>
          <li>
            <Link to={href("Wristband")} className={linkClass}>
              {t("footer.wristbandProduction")}
            </Link>
          </li>
          <li>
            <Link to={href("CustomWebsite")} className={linkClass}>
              {t("footer.webDevelopment")}
            </Link>
          </li>
        </Group>
        <Group title={t("footer.support")}>
          <li>
            <ExternalLink href={links.customerService} className={linkClass}>
              {t("footer.customerService")}
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={links.partnership} className={linkClass}>
              {t("footer.partnership")}
            </ExternalLink>
          </li>
          <li>
            <Link to={href("ContactUs")} className={linkClass}>
              {t("footer.contactUs")}
            </Link>
          </li>
        </Group>
        <Group title={t("footer.howToBuy")}>
          <li>
            <Link to={href("HowToBuy")} className={linkClass}>
              {t("footer.howToBuy")}
            </Link>
          </li>
          <li>
            <Link to={href("VoucherList")} className={linkClass}>
              {t("routes.VoucherList.title")}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={`${linkClass} text-left`}
              onClick={() => window.dispatchEvent(new Event(COOKIE_SETTINGS_EVENT))}
            >
              {t("footer.cookieSettings")}
            </button>
          </li>
        </Group>
        <Group title={t("footer.followUs")}>
          {social.map((item) => (
            <li key={item.name}>
              <ExternalLink href={item.url} className={linkClass}>
                {item.name}
              </ExternalLink>
            </li>
          ))}
        </Group>
      </div>
      <p className="border-t border-slate-800 px-6 py-4 text-center text-xs text-slate-400">
        {t("footer.copyright", { year })}
      </p>
    </footer>
  );
}
