import type { MetaDescriptor } from "react-router";
import { localeOfPath, type RouteName, switchLocalePath } from "#shared/routing/route-table.ts";
import { routeTextKey } from "#shared/routing/route-text.ts";
import { createTranslator } from "./messages.ts";
import { isRecord } from "./narrow.ts";

/** The site's address from the root loader's public config (a page's meta runs beside it). */
function baseUrlOf(rootData: unknown): string {
  const config = isRecord(rootData) ? rootData.publicConfig : undefined;
  return isRecord(config) && typeof config.baseUrl === "string" ? config.baseUrl : "";
}

const OG_LOCALE = { id: "id_ID", en: "en_US" } as const;

/**
 * Title, description, canonical, hreflang alternates and social preview tags for one page, in the
 * server HTML (link previews on WhatsApp and Instagram run no JavaScript).
 */
export function pageMeta(options: {
  name: RouteName;
  pathname: string;
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
  title?: string;
  description?: string;
  noindex?: boolean;
  /** Absolute URL of this page when the content names one (an event's SEO canonical). */
  canonical?: string;
  /** Social preview image: an absolute URL or a site path; the site's default image otherwise. */
  image?: string;
}): MetaDescriptor[] {
  const locale = localeOfPath(options.pathname);
  const t = createTranslator(locale);
  const baseUrl = baseUrlOf(options.matches.find((match) => match?.id === "root")?.data);
  const brand = t("brand.name");
  const pageTitle = options.title ?? t(routeTextKey(options.name, "title"));
  const title = pageTitle.includes(brand) ? pageTitle : `${pageTitle} | ${brand}`;
  const description = options.description ?? t(routeTextKey(options.name, "description"));
  const url =
    options.canonical ?? `${baseUrl}${options.pathname === "/" ? "/" : options.pathname.replace(/\/$/, "")}`;
  const idUrl = `${baseUrl}${switchLocalePath(options.pathname, "", "", "id")}`;
  const enUrl = `${baseUrl}${switchLocalePath(options.pathname, "", "", "en")}`;
  const imagePath = options.image ?? "/og-image.png";
  const image = /^https?:\/\//.test(imagePath) ? imagePath : `${baseUrl}${imagePath}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { tagName: "link", rel: "alternate", hrefLang: "id", href: idUrl },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: enUrl },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: idUrl },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand },
    { property: "og:locale", content: OG_LOCALE[locale] },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...(options.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
