import type { Catalog, FirstViewMessages, LazyNamespace } from "./catalog.ts";
import type { Locale } from "./locales.ts";

/**
 * How the browser fetches a catalog: one chunk per locale for what every first view shows, and one per
 * namespace a later page or modal needs, each behind a dynamic import so a page downloads only its own
 * language and its own text. The server keeps the whole catalogs (`translate.ts`).
 */
export const FIRST_VIEW_LOADERS: Record<Locale, () => Promise<FirstViewMessages>> = {
  id: () => import("./catalogs/first-view/id.ts").then((m) => m.firstViewId),
  en: () => import("./catalogs/first-view/en.ts").then((m) => m.firstViewEn),
};

type NamespaceLoaders = { [N in LazyNamespace]: () => Promise<Catalog[N]> };

export const NAMESPACE_LOADERS: Record<Locale, NamespaceLoaders> = {
  id: {
    auth: () => import("./catalogs/auth/id.ts").then((m) => m.authId),
    checkout: () => import("./catalogs/checkout/id.ts").then((m) => m.checkoutId),
    checkoutWeb: () => import("./catalogs/checkout-web/id.ts").then((m) => m.checkoutWebId),
    eTicketsWeb: () => import("./catalogs/e-tickets-web/id.ts").then((m) => m.eTicketsWebId),
    landingContent: () => import("./catalogs/landing-content/id.ts").then((m) => m.landingContentId),
    paymentsWeb: () => import("./catalogs/payments-web/id.ts").then((m) => m.paymentsWebId),
  },
  en: {
    auth: () => import("./catalogs/auth/en.ts").then((m) => m.authEn),
    checkout: () => import("./catalogs/checkout/en.ts").then((m) => m.checkoutEn),
    checkoutWeb: () => import("./catalogs/checkout-web/en.ts").then((m) => m.checkoutWebEn),
    eTicketsWeb: () => import("./catalogs/e-tickets-web/en.ts").then((m) => m.eTicketsWebEn),
    landingContent: () => import("./catalogs/landing-content/en.ts").then((m) => m.landingContentEn),
    paymentsWeb: () => import("./catalogs/payments-web/en.ts").then((m) => m.paymentsWebEn),
  },
};

/** Every namespace the browser loads on demand: the loader table's own keys (it must list each one). */
export const LAZY_NAMESPACES = Object.keys(NAMESPACE_LOADERS.id) as readonly LazyNamespace[];

export function isLazyNamespace(value: string): value is LazyNamespace {
  return (LAZY_NAMESPACES as readonly string[]).includes(value);
}
