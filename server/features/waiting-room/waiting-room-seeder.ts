import { sql } from "drizzle-orm";
import type { Seeder } from "../../db/seed/seeder.ts";
import { rows } from "../../db/sql-helpers.ts";
import { saveRoom } from "./data.ts";
import { DEFAULT_TOKEN_MINUTES } from "./waiting-room.ts";

/** The demo's waiting room opens this long after the seed, so a fresh demo shows the line before and after. */
const OPENS_AFTER_MINUTES = 10;
const DEMO_ADMIT_PER_MINUTE = 60;

/**
 * One demo event gets a waiting room, opening soon: the first upcoming concert with a general-admission
 * category on sale (so the whole journey, queue to payment, works on it).
 */
export const waitingRoomSeeder: Seeder = {
  name: "waiting-room-demo",
  async run(tx, options) {
    if (options.demoWaitingRoom === false) return;
    const [event] = await rows<{ id: number }>(
      tx,
      sql`SELECT e.id FROM events e
          WHERE e.category = 'concert' AND e.starts_at > now() + interval '7 days'
            AND EXISTS (SELECT 1 FROM ticket_categories c WHERE c.event_id = e.id AND c.manual_status = 'available'
                          AND NOT c.is_bundle AND (c.sale_starts_at IS NULL OR c.sale_starts_at <= now())
                          AND (c.sale_ends_at IS NULL OR c.sale_ends_at > now()))
            AND NOT EXISTS (SELECT 1 FROM seats s JOIN ticket_categories c ON c.id = s.category_id WHERE c.event_id = e.id)
          ORDER BY e.starts_at, e.id LIMIT 1`,
    );
    if (!event) return;
    await saveRoom(tx, event.id, {
      enabled: true,
      opensAt: new Date(Date.now() + OPENS_AFTER_MINUTES * 60_000),
      admitPerMinute: DEMO_ADMIT_PER_MINUTE,
      tokenMinutes: DEFAULT_TOKEN_MINUTES,
    });
  },
};
