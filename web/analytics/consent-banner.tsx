import { useT, WithMessages } from "../lib/i18n.tsx";
import type { PageAnalytics } from "./page-analytics.ts";

function BannerBody({ analytics, onChoose }: BannerProps) {
  const t = useT();
  const names = [
    analytics?.ga4 ? t("consent.ga4") : null,
    analytics?.pixel ? t("consent.pixel") : null,
  ].filter((name): name is string => name !== null);
  const list =
    names.length === 2
      ? t("consent.and", { first: names[0] ?? "", second: names[1] ?? "" })
      : (names[0] ?? `${t("consent.ga4")}, ${t("consent.pixel")}`);
  return (
    <section
      aria-labelledby="consent-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-4 shadow-2xl mobile:pb-20 desktop:inset-x-auto desktop:right-6 desktop:bottom-6 desktop:max-w-md desktop:rounded-2xl desktop:border"
      data-testid="consent-banner"
    >
      <h2 id="consent-title" className="font-bold text-slate-900">
        {t("consent.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("consent.body", { providers: list })}</p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          onClick={() => onChoose("granted")}
          className="min-h-11 flex-1 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t("consent.accept")}
        </button>
        <button
          type="button"
          onClick={() => onChoose("denied")}
          className="min-h-11 flex-1 rounded-full border border-slate-400 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t("consent.decline")}
        </button>
      </div>
    </section>
  );
}

interface BannerProps {
  analytics: PageAnalytics | null;
  onChoose: (choice: "granted" | "denied") => void;
}

/** The consent banner, in its own chunk with its own text (loaded only when it shows). */
export default function ConsentBanner(props: BannerProps) {
  return (
    <WithMessages namespaces={["consent"]}>
      <BannerBody {...props} />
    </WithMessages>
  );
}
