import { escapeXml } from "./poster-svg.ts";

export interface SitemapPage {
  /** Path without the locale prefix, starting with `/` (`/event/konser-senja`). */
  path: string;
  lastModified?: Date;
}

const localized = (base: string, path: string, locale: "id" | "en"): string =>
  `${base}${locale === "en" ? (path === "/" ? "/en" : `/en${path}`) : path}`;

/**
 * A sitemap (sitemaps.org 0.9) listing each page in Indonesian (no prefix) and English (`/en`), each
 * entry naming both languages as alternates so search engines show the right one (hreflang).
 */
export function buildSitemap(publicBaseUrl: string, pages: readonly SitemapPage[]): string {
  const base = publicBaseUrl.replace(/\/$/, "");
  const entries = pages.flatMap((page) => {
    const idUrl = localized(base, page.path, "id");
    const enUrl = localized(base, page.path, "en");
    const alternates =
      `<xhtml:link rel="alternate" hreflang="id" href="${escapeXml(idUrl)}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(enUrl)}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(idUrl)}"/>`;
    const lastmod = page.lastModified ? `<lastmod>${page.lastModified.toISOString()}</lastmod>` : "";
    return [idUrl, enUrl].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${lastmod}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything but the API may be crawled, and the sitemap is announced absolutely. */
export function buildRobotsTxt(publicBaseUrl: string): string {
  const base = publicBaseUrl.replace(/\/$/, "");
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${base}/sitemap.xml`, ""].join("\n");
}
