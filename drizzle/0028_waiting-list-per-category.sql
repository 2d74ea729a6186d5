-- The waiting list is turned on per ticket category (ADR 0139): a row here means the category's list
-- is on. The event keeps one offer time limit for all its lists. Events whose list was on keep it on
-- for each of their general-admission categories; seated categories have no list.
CREATE TABLE "waiting_list_categories" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waiting_list_categories" ADD CONSTRAINT "waiting_list_categories_category_id_ticket_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "waiting_list_categories" ADD CONSTRAINT "waiting_list_categories_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "waiting_list_categories_event_idx" ON "waiting_list_categories" USING btree ("event_id");
--> statement-breakpoint
INSERT INTO "waiting_list_categories" ("category_id", "event_id")
SELECT c."id", c."event_id" FROM "ticket_categories" c
JOIN "waiting_list_settings" s ON s."event_id" = c."event_id"
WHERE s."enabled" AND NOT EXISTS (SELECT 1 FROM "seats" st WHERE st."category_id" = c."id");
--> statement-breakpoint
ALTER TABLE "waiting_list_settings" DROP COLUMN "enabled";
