import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { COOKIE_SETTINGS_EVENT } from "./page-analytics.ts";
import { providersOf, usePageAnalytics } from "./use-page-analytics.ts";

const ConsentHost = lazy(() => import("./consent-host.tsx").then((m) => ({ default: m.ConsentHost })));

/**
 * What every page carries of the cookie consent: the consent host (banner, choice, analytics runtime)
 * is fetched only on a page with an analytics id, or once the footer's "cookie settings" is pressed.
 * Most pages have neither, and their first view does not carry that code (the JS budget).
 */
export function ConsentGate() {
  const analytics = usePageAnalytics();
  const [settingsAsked, setSettingsAsked] = useState(false);
  // The hosts this document's CSP was opened for: those of the page it was loaded as (read once).
  const documentProviders = useRef<string | null>(null);
  documentProviders.current ??= providersOf(analytics);
  useEffect(() => {
    const ask = () => setSettingsAsked(true);
    window.addEventListener(COOKIE_SETTINGS_EVENT, ask);
    return () => window.removeEventListener(COOKIE_SETTINGS_EVENT, ask);
  }, []);
  if (!analytics && !settingsAsked) return null;
  return (
    <Suspense fallback={null}>
      <ConsentHost documentProviders={documentProviders.current} settingsAsked={settingsAsked} />
    </Suspense>
  );
}
