import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rows } from "../../db/sql-helpers.ts";

export interface EventOnSale {
  id: number;
  slug: string;
}

/**
 * The events the operator watches per event (ADR 0135): published, not ended, with a listed category
 * that is not closed, whose sale has opened or opens within the hour and has not ended. The most
 * recently opened sale first (a ticket war is a new sale), at most `limit` of them so the metrics'
 * labels stay bounded; `total` counts them all. Index-backed: events by end time, categories by event.
 */
export async function eventsOnSale(db: Db, limit: number): Promise<{ total: number; events: EventOnSale[] }> {
  const found = await rows<{ id: number; slug: string; total: number }>(
    db,
    sql`WITH on_sale AS (
          SELECT e.id, e.slug, max(coalesce(c.sale_starts_at, e.published_at, e.created_at)) AS opened
          FROM events e JOIN ticket_categories c ON c.event_id = e.id
          WHERE e.lifecycle = 'published' AND e.ends_at > now()
            AND NOT c.is_hidden AND c.manual_status <> 'closed'
            AND (c.sale_starts_at IS NULL OR c.sale_starts_at <= now() + interval '1 hour')
            AND (c.sale_ends_at IS NULL OR c.sale_ends_at > now())
          GROUP BY e.id, e.slug
        )
        SELECT id, slug, (count(*) OVER ())::int AS total FROM on_sale
        ORDER BY opened DESC, id DESC LIMIT ${limit}`,
  );
  return { total: found[0]?.total ?? 0, events: found.map(({ id, slug }) => ({ id, slug })) };
}
