import type { CommerceEvent, CommerceParams, PageAnalytics } from "./page-analytics.ts";

/**
 * The lazily imported half of page analytics: loaded only on a page with an analytics id, and only once the
 * buyer accepted cookies. It loads gtag.js and/or the Meta Pixel from their own hosts (no inline script,
 * so the strict CSP holds) and forwards the queued e-commerce events, value in IDR.
 */

type Command = (...args: unknown[]) => void;
interface PixelFunction extends Command {
  callMethod?: Command;
  queue: unknown[];
  push?: PixelFunction;
  loaded: boolean;
  version: string;
}
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Command;
    fbq?: PixelFunction;
    _fbq?: PixelFunction;
  }
}

/** GA4's recommended e-commerce names, as the Meta Pixel's standard events. */
const PIXEL_EVENT: Record<CommerceEvent, string> = {
  view_item: "ViewContent",
  begin_checkout: "InitiateCheckout",
  add_payment_info: "AddPaymentInfo",
  purchase: "Purchase",
};

const configured = { ga4: new Set<string>(), pixel: new Set<string>() };
let current: PageAnalytics = { ga4: null, pixel: null };
let listening = false;

function addScript(src: string): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function startGa4(id: string): void {
  if (!window.gtag) {
    window.dataLayer ??= [];
    // gtag.js reads the `arguments` objects themselves from the data layer, not arrays.
    window.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag's documented contract
      window.dataLayer?.push(arguments);
    };
    window.gtag("js", new Date());
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  }
  if (configured.ga4.has(id)) return;
  configured.ga4.add(id);
  window.gtag("config", id);
}

function startPixel(id: string): void {
  if (!window.fbq) {
    // The Pixel's own stub: calls queue until fbevents.js arrives and takes them over (`callMethod`).
    const queue: unknown[] = [];
    const fbq: PixelFunction = Object.assign(
      (...args: unknown[]) => {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue.push(args);
      },
      { queue, loaded: true, version: "2.0" },
    );
    fbq.push = fbq;
    window.fbq = fbq;
    window._fbq = fbq;
    addScript("https://connect.facebook.net/en_US/fbevents.js");
  }
  if (configured.pixel.has(id)) return;
  configured.pixel.add(id);
  window.fbq("init", id);
  window.fbq("trackSingle", id, "PageView");
}

function send(name: CommerceEvent, params: CommerceParams): void {
  if (current.ga4) window.gtag?.("event", name, { ...params, send_to: current.ga4 });
  if (current.pixel)
    window.fbq?.("trackSingle", current.pixel, PIXEL_EVENT[name], {
      currency: params.currency,
      value: params.value,
      content_ids: params.items.map((item) => item.item_id),
      content_type: "product",
    });
}

function drain(): void {
  const queue = window.tiketinAnalyticsQueue ?? [];
  window.tiketinAnalyticsQueue = [];
  for (const [name, params] of queue) send(name, params);
}

/** Starts (or switches to) this page's providers and sends what the page queued so far. */
export function startAnalytics(analytics: PageAnalytics): void {
  current = analytics;
  if (analytics.ga4) Reflect.set(window, `ga-disable-${analytics.ga4}`, false);
  window.fbq?.("consent", "grant");
  if (analytics.ga4) startGa4(analytics.ga4);
  if (analytics.pixel) startPixel(analytics.pixel);
  drain();
  if (!listening) {
    listening = true;
    window.addEventListener("tiketin:track", drain);
  }
}

/** Consent withdrawn or a page without analytics: queued events are dropped, nothing more is sent. */
export function stopAnalytics(): void {
  current = { ga4: null, pixel: null };
  window.tiketinAnalyticsQueue = [];
  // gtag.js honours this switch per measurement id: no further hits from a tag already loaded.
  for (const id of configured.ga4) Reflect.set(window, `ga-disable-${id}`, true);
  window.fbq?.("consent", "revoke");
}
