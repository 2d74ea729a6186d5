import type { FastifyInstance } from "fastify";
import { eventCalendarEntry } from "#shared/calendar/event-calendar.ts";
import { buildICalendar } from "#shared/calendar/icalendar.ts";
import { isLocale } from "#shared/i18n/locales.ts";
import { createTranslator } from "#shared/i18n/translate.ts";
import { routeHref } from "#shared/routing/route-table.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { parseEventRef } from "./event-ref.ts";
import { findCalendarFacts } from "./extras-data.ts";

const PRODUCT_ID = "-//Tiketin//Event calendar//ID";

/**
 * `GET /calendar/events/{slug}.ics` (`?lang=en` for the English text): the event as an RFC 5545 file to
 * add to any calendar app. Always read fresh (a moved date must reach the next download); one small row.
 */
export function registerCalendarFile(app: FastifyInstance, deps: { db: Db; baseUrl: string }): void {
  const base = deps.baseUrl.replace(/\/$/, "");
  const host = new URL(base).host;
  app.get<{ Params: { file: string }; Querystring: { lang?: unknown } }>(
    "/calendar/events/:file",
    async (request, reply) => {
      const { file } = request.params;
      const ref = file.endsWith(".ics") ? parseEventRef(file.slice(0, -4)) : null;
      if (ref?.kind !== "slug") throw new AppError("not_found");
      const event = await findCalendarFacts(deps.db, ref.slug);
      if (!event) throw new AppError("not_found");
      const lang = request.query.lang;
      const locale = typeof lang === "string" && isLocale(lang) ? lang : "id";
      const entry = eventCalendarEntry(
        {
          id: event.id,
          title: event.title,
          starts_at: event.startsAt.toISOString(),
          ends_at: event.endsAt.toISOString(),
          venue_name: event.venueName,
          address: event.address,
          city: event.city,
        },
        {
          url: `${base}${routeHref("EventDetail", locale, { slug: event.slug })}`,
          host,
          stamp: event.updatedAt,
          t: createTranslator(locale),
        },
      );
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${event.slug}.ics"`)
        .header("cache-control", "public, max-age=60")
        .send(buildICalendar(entry, PRODUCT_ID));
    },
  );
}
