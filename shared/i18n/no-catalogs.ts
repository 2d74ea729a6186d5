import type { Catalog } from "./catalog.ts";
import type { Locale } from "./locales.ts";

/** Stands in for `./whole-catalogs.ts` in the client build: no catalog ships with the page's code. */
export const WHOLE_CATALOGS: Partial<Record<Locale, Catalog>> = {};
