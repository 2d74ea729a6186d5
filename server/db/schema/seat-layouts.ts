import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { events } from "./events.ts";

/** Where the stage is, seen from the seat map: the picker draws it on that side. */
export const STAGE_POSITIONS = ["top", "bottom", "left", "right"] as const;

/** An event's seat-map settings beyond its sections and seats (one row per seated event). */
export const eventSeatLayouts = pgTable(
  "event_seat_layouts",
  {
    eventId: integer("event_id")
      .primaryKey()
      .references(() => events.id, { onDelete: "cascade" }),
    stagePosition: text("stage_position", { enum: STAGE_POSITIONS }).notNull().default("top"),
  },
  (table) => [
    check(
      "event_seat_layouts_stage_known",
      sql`${table.stagePosition} IN ('top', 'bottom', 'left', 'right')`,
    ),
  ],
);
