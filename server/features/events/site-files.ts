import type { FastifyInstance, FastifyReply } from "fastify";
import { type RouteName, routeHref } from "#shared/routing/route-table.ts";
import type { Config } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import { createReadCache } from "../../http/public-cache/read-cache.ts";
import { registerCalendarFile } from "./calendar-file.ts";
import { listSitemapEvents } from "./extras-data.ts";
import { registerMediaRoutes } from "./media-routes.ts";
import { buildRobotsTxt, buildSitemap, type SitemapPage } from "./sitemap.ts";

/** Pages worth indexing that need no sign-in and no query string. */
const STATIC_PAGES: readonly RouteName[] = [
  "LandingPage",
  "AboutUs",
  "CustomWebsite",
  "Wristband",
  "ContactUs",
  "HowToBuy",
  "TermsAndConditions",
  "PrivacyPolicy",
];

const SITEMAP_TTL_MS = 60_000;

async function sitemapPages(db: Db): Promise<SitemapPage[]> {
  const events = await listSitemapEvents(db);
  return [
    ...STATIC_PAGES.map((name) => ({ path: routeHref(name, "id") })),
    ...events.map((event) => ({
      path: routeHref("EventDetail", "id", { slug: event.slug }),
      lastModified: event.updatedAt,
    })),
  ];
}

function sendText(reply: FastifyReply, type: string, body: string, cacheControl: string): FastifyReply {
  return reply.type(type).header("cache-control", cacheControl).send(body);
}

/**
 * Plain (non-API) routes the catalogue serves: `/sitemap.xml`, `/robots.txt` (from the server, because
 * its Sitemap line must carry PUBLIC_BASE_URL, which is only known at run time) and generated media.
 */
export function registerCatalogueSiteFiles(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  const cache = createReadCache({ ttlMs: SITEMAP_TTL_MS, maxEntries: 1 });
  const base = deps.config.PUBLIC_BASE_URL;
  const robots = buildRobotsTxt(base);

  app.get("/sitemap.xml", async (_request, reply) => {
    const entry = await cache.get("sitemap", async () => buildSitemap(base, await sitemapPages(deps.db)));
    return sendText(reply, "application/xml; charset=utf-8", entry.value, "public, max-age=300");
  });
  // A web build made before robots.txt moved here may still hold the static file; keep that one then.
  if (!app.hasRoute({ method: "GET", url: "/robots.txt" })) {
    app.get("/robots.txt", async (_request, reply) =>
      sendText(reply, "text/plain; charset=utf-8", robots, "public, max-age=3600"),
    );
  }
  registerMediaRoutes(app, deps.db);
  registerCalendarFile(app, { db: deps.db, baseUrl: base });
}
