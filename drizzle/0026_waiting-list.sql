-- The waiting list of a sold-out category (ADR 0139): the organiser's per-event settings and one
-- place per account per category, in join order; an offer is a stock hold named by hold_id.
CREATE TABLE "waiting_list_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waiting_list_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"buyer_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"locale" text DEFAULT 'id' NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"hold_id" uuid,
	"offered_quantity" integer,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_quantity_positive" CHECK ("waiting_list_entries"."quantity" >= 1),
	CONSTRAINT "waiting_list_status_known" CHECK ("waiting_list_entries"."status" IN ('waiting', 'offered', 'accepted', 'bought', 'expired', 'declined', 'left')),
	CONSTRAINT "waiting_list_offer_has_hold" CHECK ("waiting_list_entries"."status" NOT IN ('offered', 'accepted') OR ("waiting_list_entries"."hold_id" IS NOT NULL AND "waiting_list_entries"."offer_expires_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "waiting_list_settings" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"offer_minutes" integer DEFAULT 120 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_offer_minutes_range" CHECK ("waiting_list_settings"."offer_minutes" BETWEEN 5 AND 1440)
);
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_category_id_ticket_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_hold_id_checkout_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."checkout_holds"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "waiting_list_settings" ADD CONSTRAINT "waiting_list_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_one_place_uq" ON "waiting_list_entries" USING btree ("category_id","buyer_id") WHERE "waiting_list_entries"."status" IN ('waiting', 'offered', 'accepted');
--> statement-breakpoint
CREATE INDEX "waiting_list_line_idx" ON "waiting_list_entries" USING btree ("category_id","status","id");
--> statement-breakpoint
CREATE INDEX "waiting_list_open_offers_idx" ON "waiting_list_entries" USING btree ("offer_expires_at") WHERE "waiting_list_entries"."status" IN ('offered', 'accepted');
