import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { formatWib } from "#shared/format/datetime.ts";
import { createTranslator } from "#shared/i18n/translate.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { createReadCache } from "../../http/public-cache/read-cache.ts";
import { parseEventRef } from "./event-ref.ts";
import { findOrganiserName, findPosterFacts, findSliderArt, findTalentName } from "./extras-data.ts";
import { renderArtwork, renderEventPoster } from "./poster-svg.ts";

const MEDIA_TTL_MS = 60_000;
// Artwork depends only on names that rarely change; a day in browsers and CDNs is plenty.
const MEDIA_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";
// Posters are drawn in the default language; the picture is the same for every visitor.
const t = createTranslator("id");

type Kind = "events" | "talents" | "organisers" | "sliders";

/** The artwork for one `/media/{kind}/{name}.svg`, or null when nothing by that name exists. */
async function draw(db: Db, kind: Kind, name: string): Promise<string | null> {
  if (kind === "events" || kind === "organisers") {
    const ref = parseEventRef(name);
    if (ref?.kind !== "slug") return null;
    if (kind === "organisers") {
      const organiser = await findOrganiserName(db, ref.slug);
      return organiser ? renderArtwork("avatar", organiser) : null;
    }
    const event = await findPosterFacts(db, ref.slug);
    if (!event) return null;
    const caption = `${t(`events.category.${event.category}`)} · ${event.city} · ${formatWib(event.startsAt, "id", "date")}`;
    return renderEventPoster(event.category, event.title, caption);
  }
  if (!/^[0-9]{1,9}$/.test(name)) return null;
  if (kind === "talents") {
    const talent = await findTalentName(db, Number(name));
    return talent ? renderArtwork("avatar", talent) : null;
  }
  const slider = await findSliderArt(db, Number(name));
  if (!slider) return null;
  return slider.kind
    ? renderEventPoster(slider.kind, slider.title, "", "banner")
    : renderArtwork("banner", slider.title);
}

/**
 * `/media/events/{slug}.svg`, `/media/talents/{id}.svg`, `/media/organisers/{slug}.svg` and
 * `/media/sliders/{id}.svg` (and `/media/events/{slug}.png`): drawn on request from the database, never written to disk.
 */
export function registerMediaRoutes(app: FastifyInstance, db: Db): void {
  const cache = createReadCache({ ttlMs: MEDIA_TTL_MS, maxEntries: 2_000 });
  // PNGs are ~100 KB each and only link previews ask for them: a smaller cache.
  const pngCache = createReadCache({ ttlMs: MEDIA_TTL_MS, maxEntries: 100 });
  app.get<{ Params: { kind: string; file: string } }>("/media/:kind/:file", async (request, reply) => {
    const { kind, file } = request.params;
    // `/media/events/{slug}.png`: the poster as a raster image for link previews (og:image), since
    // WhatsApp, Facebook and X do not render SVG. Same drawing, converted once per minute at most.
    if (kind === "events" && file.endsWith(".png")) {
      const entry = await pngCache.get(file, async () => {
        const svg = await draw(db, "events", file.slice(0, -4));
        return svg === null ? null : await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
      });
      if (entry.value === null) throw new AppError("not_found");
      return reply.type("image/png").header("cache-control", MEDIA_CACHE_CONTROL).send(entry.value);
    }
    const known = ["events", "talents", "organisers", "sliders"].includes(kind);
    if (!known || !file.endsWith(".svg")) throw new AppError("not_found");
    const entry = await cache.get(`${kind}/${file}`, () => draw(db, kind as Kind, file.slice(0, -4)));
    if (entry.value === null) throw new AppError("not_found");
    return reply
      .type("image/svg+xml; charset=utf-8")
      .header("cache-control", MEDIA_CACHE_CONTROL)
      .send(entry.value);
  });
}
