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
    discovery: () => import("./catalogs/discovery/id.ts").then((m) => m.discoveryId),
    consent: () => import("./catalogs/consent/id.ts").then((m) => m.consentId),
    eTicketsWeb: () => import("./catalogs/e-tickets-web/id.ts").then((m) => m.eTicketsWebId),
    eventShare: () => import("./catalogs/event-share/id.ts").then((m) => m.eventShareId),
    landingContent: () => import("./catalogs/landing-content/id.ts").then((m) => m.landingContentId),
    orgCatalog: () => import("./catalogs/org-catalog/id.ts").then((m) => m.orgCatalogId),
    organizer: () => import("./catalogs/organizer/id.ts").then((m) => m.organizerId),
    paymentsWeb: () => import("./catalogs/payments-web/id.ts").then((m) => m.paymentsWebId),
    resale: () => import("./catalogs/resale/id.ts").then((m) => m.resaleId),
    security: () => import("./catalogs/security/id.ts").then((m) => m.securityId),
    waitingList: () => import("./catalogs/waiting-list/id.ts").then((m) => m.waitingListId),
    waitingRoom: () => import("./catalogs/waiting-room/id.ts").then((m) => m.waitingRoomId),
    ticketPicker: () => import("./catalogs/ticket-picker/id.ts").then((m) => m.ticketPickerId),
    validation: () => import("./catalogs/validation/id.ts").then((m) => m.validationId),
    vouchersWeb: () => import("./catalogs/vouchers-web/id.ts").then((m) => m.vouchersWebId),
  },
  en: {
    auth: () => import("./catalogs/auth/en.ts").then((m) => m.authEn),
    checkout: () => import("./catalogs/checkout/en.ts").then((m) => m.checkoutEn),
    checkoutWeb: () => import("./catalogs/checkout-web/en.ts").then((m) => m.checkoutWebEn),
    discovery: () => import("./catalogs/discovery/en.ts").then((m) => m.discoveryEn),
    consent: () => import("./catalogs/consent/en.ts").then((m) => m.consentEn),
    eTicketsWeb: () => import("./catalogs/e-tickets-web/en.ts").then((m) => m.eTicketsWebEn),
    eventShare: () => import("./catalogs/event-share/en.ts").then((m) => m.eventShareEn),
    landingContent: () => import("./catalogs/landing-content/en.ts").then((m) => m.landingContentEn),
    orgCatalog: () => import("./catalogs/org-catalog/en.ts").then((m) => m.orgCatalogEn),
    organizer: () => import("./catalogs/organizer/en.ts").then((m) => m.organizerEn),
    paymentsWeb: () => import("./catalogs/payments-web/en.ts").then((m) => m.paymentsWebEn),
    resale: () => import("./catalogs/resale/en.ts").then((m) => m.resaleEn),
    security: () => import("./catalogs/security/en.ts").then((m) => m.securityEn),
    waitingList: () => import("./catalogs/waiting-list/en.ts").then((m) => m.waitingListEn),
    waitingRoom: () => import("./catalogs/waiting-room/en.ts").then((m) => m.waitingRoomEn),
    ticketPicker: () => import("./catalogs/ticket-picker/en.ts").then((m) => m.ticketPickerEn),
    validation: () => import("./catalogs/validation/en.ts").then((m) => m.validationEn),
    vouchersWeb: () => import("./catalogs/vouchers-web/en.ts").then((m) => m.vouchersWebEn),
  },
};

/** Every namespace the browser loads on demand: the loader table's own keys (it must list each one). */
export const LAZY_NAMESPACES = Object.keys(NAMESPACE_LOADERS.id) as readonly LazyNamespace[];

export function isLazyNamespace(value: string): value is LazyNamespace {
  return (LAZY_NAMESPACES as readonly string[]).includes(value);
}
