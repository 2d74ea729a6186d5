import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events } from "../../db/schema/index.ts";

/** The event an id or slug names, with its organisation; undefined when there is none. */
export async function findEventOrganiser(
  db: Db,
  event: number | { slug: string },
): Promise<{ id: number; organiserId: number } | undefined> {
  const [found] = await db
    .select({ id: events.id, organiserId: events.organiserId })
    .from(events)
    .where(typeof event === "number" ? eq(events.id, event) : eq(events.slug, event.slug))
    .limit(1);
  return found;
}
