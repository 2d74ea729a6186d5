import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { buyers } from "./accounts.ts";
import { events, organisers } from "./events.ts";

export const RECORD_ACCESS_ACTIONS = ["reveal", "export"] as const;
export type RecordAccessAction = (typeof RECORD_ACCESS_ACTIONS)[number];

/**
 * Every time a member of an organisation looked at buyers' protected answers or took buyers' data out
 * of the product (UU PDP 27/2022: who processed which personal data, when and why). Append-only; the
 * organisation's owners read it. `detail` names what was taken (a ticket id, an export's kind, format,
 * filters and row count), never the data itself.
 */
export const organiserAccessLog = pgTable(
  "organiser_access_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    organiserId: integer("organiser_id")
      .notNull()
      .references(() => organisers.id, { onDelete: "cascade" }),
    eventId: integer("event_id").references(() => events.id, { onDelete: "set null" }),
    actorId: uuid("actor_id").references(() => buyers.id, { onDelete: "set null" }),
    /** The member's name at the time: the log stays readable after they leave. */
    actorName: text("actor_name").notNull(),
    action: text("action", { enum: RECORD_ACCESS_ACTIONS }).notNull(),
    reason: text("reason"),
    detail: jsonb("detail").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("organiser_access_log_action", sql`${table.action} IN ('reveal', 'export')`),
    index("organiser_access_log_org_idx").on(table.organiserId, table.createdAt),
  ],
);
