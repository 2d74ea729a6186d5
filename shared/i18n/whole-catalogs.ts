import type { Catalog } from "./catalog.ts";
import { en } from "./catalogs/en.ts";
import { id } from "./catalogs/id.ts";
import type { Locale } from "./locales.ts";

/**
 * Both whole catalogs, for web code rendered on the server (SSR, unit tests). The client build swaps
 * this module for `./no-catalogs.ts` (see vite.config.ts): the browser loads its text in pieces.
 */
export const WHOLE_CATALOGS: Partial<Record<Locale, Catalog>> = { id, en };
