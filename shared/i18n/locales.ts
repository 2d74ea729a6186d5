/** Spec section 9: Indonesian by default, English under `/en`, English as the fallback catalog. */
export const SUPPORTED_LOCALES = ["id", "en"] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "id";
export const FALLBACK_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export type LocaleResolution = { ok: true; locale: Locale } | { ok: false; error: "locale_not_supported" };

/** Accepts a tag such as `en`, `en-US` or `id-ID`; anything else is 'Locale not supported'. */
export function resolveLocale(tag: string): LocaleResolution {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (isLocale(primary)) return { ok: true, locale: primary };
  if (primary === "in") return { ok: true, locale: "id" }; // legacy ISO 639 code some Android builds still send
  return { ok: false, error: "locale_not_supported" };
}

/** First supported language in the browser's preference list, or null when none is supported. */
export function pickSupportedLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const resolved = resolveLocale(tag);
    if (resolved.ok) return resolved.locale;
  }
  return null;
}

/** Parses an Accept-Language header (RFC 9110 section 12.5.4), honouring q-values. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .slice(0, 512)
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return pickSupportedLocale(ranked.map((entry) => entry.tag)) ?? DEFAULT_LOCALE;
}
