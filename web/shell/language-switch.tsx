import { Link, useLocation } from "react-router";
import { switchLocalePath } from "#shared/routing/route-table.ts";
import { useLocale, useT } from "../lib/i18n.tsx";
import { STORED_KEYS, writeStored } from "../lib/stored-state.ts";
import { GlobeIcon } from "./icons.tsx";

/** Re-navigates to the same route, query and hash in the other locale, and remembers the choice. */
export function LanguageSwitch({
  className = "",
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const target = locale === "id" ? "en" : "id";
  return (
    <Link
      to={switchLocalePath(location.pathname, location.search, location.hash, target)}
      hrefLang={target}
      lang={target}
      // Compact (the phone header): the language's code, which the name also carries.
      aria-label={
        compact ? `${t("nav.languageSwitchLabel")} (${target.toUpperCase()})` : t("nav.languageSwitchLabel")
      }
      onClick={() => writeStored(STORED_KEYS.locale, target)}
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 ${className}`}
      data-testid="language-switch"
    >
      <GlobeIcon width={18} height={18} />
      {compact ? target.toUpperCase() : t("nav.languageSwitch")}
    </Link>
  );
}
