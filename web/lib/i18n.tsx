import { createContext, type ReactNode, use, useContext, useMemo } from "react";
import { useLocation } from "react-router";
import type { LazyNamespace } from "#shared/i18n/catalog.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import type { Translator } from "#shared/i18n/translator.ts";
import { localeOfPath, type RouteName, type RouteParams, routeHref } from "#shared/routing/route-table.ts";
import { createTranslator, pendingMessages } from "./messages.ts";

const TranslatorContext = createContext<Translator | null>(null);

/**
 * The locale comes from the URL (`/en/...` is English), so server and client agree on it without any
 * shared mutable state; each render tree gets its own translator.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const t = useMemo(() => createTranslator(locale), [locale]);
  return <TranslatorContext.Provider value={t}>{children}</TranslatorContext.Provider>;
}

/**
 * Renders its children once the locale's first-view text and these namespaces are loaded, suspending
 * meanwhile (never on the server, which has every catalog); put it inside a Suspense boundary.
 */
export function WithMessages({
  namespaces,
  children,
}: {
  namespaces: readonly LazyNamespace[];
  children: ReactNode;
}) {
  const loading = pendingMessages(useLocale(), namespaces);
  if (loading) use(loading);
  return children;
}

export function useT(): Translator {
  const t = useContext(TranslatorContext);
  if (!t) throw new Error("useT must be used inside I18nProvider");
  return t;
}

export function useLocale(): Locale {
  return useT().locale;
}

/** Href of a named route in the current locale. */
export function useRouteHref() {
  const locale = useLocale();
  return <N extends RouteName>(
    name: N,
    params?: RouteParams<N>,
    query?: Record<string, string | undefined>,
  ) => routeHref(name, locale, params, query);
}
