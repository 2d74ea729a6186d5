import type { coreEn } from "./catalogs/core/en.ts";
import type { en } from "./catalogs/en.ts";

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape every locale's catalog must have: the English catalog with its literals widened. */
export type Catalog = Widen<typeof en>;
/** The shell text of a catalog (navigation, footer, route titles, modals, errors, validation). */
export type CoreCatalog = Widen<typeof coreEn>;

/** Namespaces the browser loads only for the pages and modals that show them (see `browser-catalogs.ts`). */
export type LazyNamespace =
  | "auth"
  | "checkout"
  | "checkoutWeb"
  | "discovery"
  | "consent"
  | "eTicketsWeb"
  | "eventShare"
  | "landingContent"
  | "orgCatalog"
  | "organizer"
  | "paymentsWeb"
  | "resale"
  | "security"
  | "ticketPicker"
  | "validation"
  | "vouchersWeb"
  | "waitingList"
  | "waitingRoom";
/** Namespaces only the server's own messages use (API answers, e-mails, PDFs): never sent to a browser. */
export type ServerNamespace = "accounts" | "apiErrors" | "eTickets" | "payments" | "refunds" | "reminders";
/** What a landing or event page shows: the shell plus the catalogue and events namespaces. */
export type FirstViewMessages = Omit<Catalog, LazyNamespace | ServerNamespace>;

type Join<K extends string, P extends string> = P extends "" ? K : `${K}.${P}`;
type Paths<T> = T extends string ? "" : { [K in keyof T & string]: Join<K, Paths<T[K]>> }[keyof T & string];

/** Dotted key of one message, checked at compile time, e.g. `"nav.login"`. */
export type MessageKey = Paths<Catalog>;
