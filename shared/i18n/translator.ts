import type { MessageKey } from "./catalog.ts";
import { FALLBACK_LOCALE, type Locale } from "./locales.ts";
import { pluralFormIndex } from "./plural.ts";

export type MessageVars = Record<string, string | number>;

export interface Translator {
  locale: Locale;
  (key: MessageKey, vars?: MessageVars): string;
  /** For `form0 | form1` messages; `count` is also available to the message as `{count}`. */
  plural(key: MessageKey, count: number, vars?: MessageVars): string;
}

/** The messages of a locale as far as they are loaded; the browser fills them in piece by piece. */
export type MessagesOf = (locale: Locale) => object | undefined;

function lookup(catalog: object | undefined, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

function interpolate(message: string, vars: MessageVars | undefined): string {
  if (!vars) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

/**
 * A translator bound to one locale, reading its messages through `messagesOf` at each call (so text the
 * browser loads later is found). It is a plain value, created per request on the server and per render
 * on the client, so no locale ever leaks between concurrent SSR requests.
 */
export function buildTranslator(locale: Locale, messagesOf: MessagesOf): Translator {
  const resolve = (key: MessageKey) =>
    lookup(messagesOf(locale), key) ?? lookup(messagesOf(FALLBACK_LOCALE), key) ?? key;
  const t = ((key: MessageKey, vars?: MessageVars) => interpolate(resolve(key), vars)) as Translator;
  t.locale = locale;
  t.plural = (key, count, vars) => {
    const forms = resolve(key)
      .split("|")
      .map((form) => form.trim());
    const form = forms[Math.min(pluralFormIndex(locale, count), forms.length - 1)] ?? "";
    return interpolate(form, { count, ...vars });
  };
  return t;
}
