import { useEffect } from "react";
import {
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useNavigate,
  useRouteLoaderData,
} from "react-router";
import { DEFAULT_LOCALE, pickSupportedLocale } from "#shared/i18n/locales.ts";
import { localeOfPath, switchLocalePath } from "#shared/routing/route-table.ts";
import { ConsentGate } from "./analytics/consent-gate.tsx";
import stylesheetUrl from "./app.css?url";
import { I18nProvider, useT } from "./lib/i18n.tsx";
import type { RootData } from "./lib/root-data.ts";
import { RouteMessages, useRouteNamespaces } from "./lib/route-messages.tsx";
import { readStored, STORED_KEYS, writeStored } from "./lib/stored-state.ts";
import { RouteError } from "./pages/route-error.tsx";
import { FocusOnNavigate } from "./ui/focus-on-navigate.tsx";
import { LoadBar } from "./ui/load-bar.tsx";
import type { ModalBodies } from "./ui/modal-body.ts";
import { ModalHost } from "./ui/modal-host.tsx";
import { SAME_SCREEN } from "./ui/same-screen.ts";
import { ScrollToTop } from "./ui/scroll-to-top.tsx";
import { SnackbarProvider } from "./ui/snackbar.tsx";

// The modal bodies (account forms) load with the first modal opened, not with the page.
const loadModalBodies = (): Promise<ModalBodies> =>
  import("./modals/modal-bodies.tsx").then((m) => m.MODAL_BODIES);

export function loader({ context }: LoaderFunctionArgs): RootData {
  return {
    viewer: context.viewer,
    publicConfig: context.publicConfig,
    cspNonce: context.cspNonce,
    year: context.year,
  };
}

/** Loader data never changes between navigations except through login/logout, which revalidate. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: {
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}) {
  return formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const data = useRouteLoaderData<RootData>("root");
  // entry.client.tsx loads this locale's text and these namespaces before hydrating (see lib/messages.ts).
  const namespaces = useRouteNamespaces().join(" ");
  return (
    <html lang={localeOfPath(pathname)} data-messages={namespaces || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#6d28d9" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* First in <head>: render-blocking CSS must not queue behind the JS module preloads. */}
        <link rel="stylesheet" href={stylesheetUrl} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="font-sans antialiased">
        {children}
        <Scripts nonce={data?.cspNonce} />
      </body>
    </html>
  );
}

/**
 * On a first visit with no saved language, a browser that prefers English is taken to the English
 * version of the same page (spec section 9: browser language used when supported). Only an unprefixed
 * (default-language) URL is open to that: an `/en/...` URL was chosen on purpose (a shared link, the
 * switch before hydration), so it is kept. Once a buyer uses the language switch their choice wins.
 * Crawlers are left on the URL they asked for. The person may already be typing (the page showed before
 * it hydrated): the switch draws the same screen (`SAME_SCREEN`), so fields, focus, scroll and an open
 * dialog stay as they are.
 */
function useBrowserLanguage() {
  const location = useLocation();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on the first page of a visit
  useEffect(() => {
    if (readStored(STORED_KEYS.locale) || /bot|crawl|spider|lighthouse|preview/i.test(navigator.userAgent))
      return;
    const current = localeOfPath(location.pathname);
    const preferred = pickSupportedLocale(navigator.languages ?? [navigator.language]);
    const target = current === DEFAULT_LOCALE ? (preferred ?? current) : current;
    writeStored(STORED_KEYS.locale, target);
    if (target !== current) {
      navigate(switchLocalePath(location.pathname, location.search, location.hash, target), {
        replace: true,
        state: SAME_SCREEN,
      });
    }
  }, []);
}

function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded focus:bg-white focus:px-3 focus:py-2"
    >
      {t("routes.LandingPage.heading")}
    </a>
  );
}

function Providers({ children }: { children: React.ReactNode }) {
  return (
    <I18nProvider>
      <RouteMessages>
        <SnackbarProvider>
          <ModalHost loadBodies={loadModalBodies}>
            <SkipLink />
            <LoadBar />
            <ConsentGate />
            <ScrollToTop />
            <FocusOnNavigate />
            {children}
          </ModalHost>
        </SnackbarProvider>
      </RouteMessages>
    </I18nProvider>
  );
}

/** Marks the document once React has hydrated, so browser tests know clicks will be handled. */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

export default function App() {
  useBrowserLanguage();
  useHydratedMarker();
  return (
    <Providers>
      <Outlet />
    </Providers>
  );
}

/** Last resort, for errors no layout caught (layouts render their own chrome around errors). */
export function ErrorBoundary() {
  return (
    <Providers>
      <main id="main">
        <RouteError />
      </main>
    </Providers>
  );
}
