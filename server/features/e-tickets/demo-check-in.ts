import { asc, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events } from "../../db/schema/index.ts";
import { issueCheckInLink } from "./check-in-secret.ts";

/**
 * A check-in link for the next upcoming event (or the one named), for demos and manual testing. Each
 * call issues a new secret, so the previous link of that event stops working.
 */
export async function demoCheckInLink(db: Db, baseUrl: string, eventSlug?: string): Promise<string | null> {
  let slug = eventSlug;
  if (!slug) {
    const [next] = await db
      .select({ slug: events.slug })
      .from(events)
      .where(gt(events.endsAt, new Date()))
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(1);
    slug = next?.slug;
  }
  return slug ? issueCheckInLink(db, baseUrl, slug) : null;
}
