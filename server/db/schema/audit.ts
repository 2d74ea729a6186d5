import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { buyers } from "./accounts.ts";
import { events } from "./events.ts";

/**
 * Every organiser change to an event: who, when, what, and the entity's values
 * before and after. Written in the same transaction as the change, so a change and its entry commit
 * together. Rows are never updated; the actor's account may be erased (the entry then shows no name).
 */
export const eventAuditLog = pgTable(
  "event_audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => buyers.id, { onDelete: "set null" }),
    /** What was changed: `event`, `category`, `seat_map`, `visitor_form`, `voucher`, ... */
    entity: text("entity").notNull(),
    /** The changed row's id, when the entity has one (a category's, a voucher's). */
    entityId: text("entity_id"),
    /** Null when the entity was created. */
    before: jsonb("before"),
    /** Null when the entity was deleted. */
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("event_audit_log_event_idx").on(table.eventId, table.id)],
);
