import { FIRST_VIEW_LOADERS, NAMESPACE_LOADERS } from "#shared/i18n/browser-catalogs.ts";
import type { Catalog, LazyNamespace } from "#shared/i18n/catalog.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { buildTranslator, type Translator } from "#shared/i18n/translator.ts";
import { WHOLE_CATALOGS } from "#shared/i18n/whole-catalogs.ts";

type Loaded = { -readonly [K in keyof Catalog]?: Catalog[K] };

/**
 * The messages web code translates with. On the server (SSR) both whole catalogs are at hand. The client
 * build gets no catalog with its code (vite.config.ts swaps `whole-catalogs.ts` for an empty stand-in):
 * the browser loads its locale's first-view text before hydrating (entry.client.tsx), then namespaces
 * as pages and modals need them.
 */
const LOADED: Record<Locale, Loaded> = { id: { ...WHOLE_CATALOGS.id }, en: { ...WHOLE_CATALOGS.en } };
const pending = new Map<string, Promise<void>>();

function isLoaded(locale: Locale, namespaces: readonly LazyNamespace[]): boolean {
  const messages = LOADED[locale];
  return messages.brand !== undefined && namespaces.every((namespace) => messages[namespace] !== undefined);
}

async function load(locale: Locale, namespaces: readonly LazyNamespace[]): Promise<void> {
  const messages = LOADED[locale];
  const loaders = NAMESPACE_LOADERS[locale];
  await Promise.all([
    messages.brand ? null : FIRST_VIEW_LOADERS[locale]().then((text) => Object.assign(messages, text)),
    ...namespaces.map((namespace) =>
      messages[namespace]
        ? null
        : loaders[namespace]().then((text) => Object.assign(messages, { [namespace]: text })),
    ),
  ]);
}

/**
 * Null when the locale's first-view text and these namespaces are loaded; otherwise the one promise that
 * loads them (the same object for the same request, as React's `use` wants). A failed load is forgotten
 * so the next render tries again.
 */
export function pendingMessages(locale: Locale, namespaces: readonly LazyNamespace[]): Promise<void> | null {
  if (isLoaded(locale, namespaces)) return null;
  const key = `${locale}:${[...namespaces].sort().join(",")}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = load(locale, namespaces).finally(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/** Loads the locale's first-view text and these namespaces (resolves at once when they are there). */
export function loadMessages(locale: Locale, namespaces: readonly LazyNamespace[]): Promise<void> {
  return pendingMessages(locale, namespaces) ?? Promise.resolve();
}

/** A translator over the messages loaded so far (all of them on the server). */
export function createTranslator(locale: Locale): Translator {
  return buildTranslator(locale, (wanted) => LOADED[wanted]);
}
