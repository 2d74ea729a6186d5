import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The short replay log of cross-process live updates on the database backend (ADR 0125): every
 * published update, so a server-sent-events stream that reconnects with `Last-Event-ID` gets what it
 * missed from any process. Trimmed to the last few minutes by the publishers themselves.
 */
export const liveUpdates = pgTable(
  "live_updates",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    topic: text("topic").notNull(),
    payload: jsonb("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("live_updates_topic_idx").on(table.topic, table.id),
    index("live_updates_created_idx").on(table.createdAt),
  ],
);
