import type { Catalog } from "./catalog.ts";
import { en } from "./catalogs/en.ts";
import { id } from "./catalogs/id.ts";
import type { Locale } from "./locales.ts";
import { buildTranslator, type Translator } from "./translator.ts";

export type { MessageVars, Translator } from "./translator.ts";

/** Both whole catalogs: the server's messages (API answers, e-mails, PDFs) and tests use them. */
const CATALOGS: Record<Locale, Catalog> = { id, en };

/** A translator over the whole catalogs. Web code uses `web/lib/messages.ts`, which loads them in pieces. */
export function createTranslator(locale: Locale): Translator {
  return buildTranslator(locale, (wanted) => CATALOGS[wanted]);
}
