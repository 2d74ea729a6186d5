import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { CONSENT_KEY, COOKIE_SETTINGS_EVENT } from "./page-analytics.ts";
import { providersOf, usePageAnalytics } from "./use-page-analytics.ts";

const ConsentBanner = lazy(() => import("./consent-banner.tsx"));

type Consent = "granted" | "denied" | null;

function readConsent(): Consent {
  try {
    const value = localStorage.getItem(CONSENT_KEY);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

/**
 * Decides in the browser only (the server HTML is the same for everyone, so a shared
 * page never carries one buyer's choice to another): on a page with an analytics id and no choice yet,
 * the banner; once accepted, the analytics runtime. Pages without an id load neither. The footer's
 * "cookie settings" shows the banner again anywhere.
 */
export function ConsentHost({
  documentProviders,
  settingsAsked,
}: {
  /** The hosts this document's CSP was opened for: those of the page it was loaded as. */
  documentProviders: string;
  /** Mounted by the footer's "cookie settings": show the banner at once. */
  settingsAsked: boolean;
}) {
  const analytics = usePageAnalytics();
  const { pathname } = useLocation();
  const [consent, setConsent] = useState<Consent | "unread">("unread");
  const [settingsOpen, setSettingsOpen] = useState(settingsAsked);
  // Whether this page loaded the runtime: only then is there anything to stop on "decline".
  const started = useRef(false);

  useEffect(() => {
    setConsent(readConsent());
    const open = () => setSettingsOpen(true);
    window.addEventListener(COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(COOKIE_SETTINGS_EVENT, open);
  }, []);

  useEffect(() => {
    if (consent !== "granted" || !analytics) {
      if (started.current) void import("./analytics-runtime.ts").then((m) => m.stopAnalytics());
      started.current = false;
      return;
    }
    const wanted = providersOf(analytics);
    const allowed = documentProviders;
    // Reached by an in-app navigation from a page whose policy does not allow these hosts: load the page
    // as a document, so its own policy (opened for its ids) applies.
    if (!wanted.split(" ").every((provider) => allowed.includes(provider))) {
      window.location.assign(pathname);
      return;
    }
    started.current = true;
    void import("./analytics-runtime.ts").then((m) => m.startAnalytics(analytics));
  }, [consent, analytics, pathname, documentProviders]);
  // Unmounted when the buyer moves on to a page without an id: what this page started stops.
  useEffect(
    () => () => {
      if (started.current) void import("./analytics-runtime.ts").then((m) => m.stopAnalytics());
    },
    [],
  );

  const choose = (choice: "granted" | "denied") => {
    try {
      localStorage.setItem(CONSENT_KEY, choice);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    setConsent(choice);
    setSettingsOpen(false);
  };
  const show = settingsOpen || (analytics !== null && consent === null);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner analytics={analytics} onChoose={choose} />
    </Suspense>
  );
}
