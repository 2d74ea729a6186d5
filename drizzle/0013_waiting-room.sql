CREATE TABLE "waiting_room_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"buyer_id" uuid,
	"visitor_id" text,
	"order_key" bigint NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"admitted_at" timestamp with time zone,
	"token_expires_at" timestamp with time zone,
	"token_used_at" timestamp with time zone,
	"share_returned_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "waiting_room_entries_owner" CHECK ("waiting_room_entries"."buyer_id" IS NOT NULL OR "waiting_room_entries"."visitor_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "waiting_rooms" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"admit_per_minute" integer NOT NULL,
	"token_minutes" integer DEFAULT 10 NOT NULL,
	"auto_enabled_at" timestamp with time zone,
	"admit_credit" double precision DEFAULT 0 NOT NULL,
	"credit_at" timestamp with time zone,
	"admitted" integer DEFAULT 0 NOT NULL,
	"returned" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_rooms_rate_positive" CHECK ("waiting_rooms"."admit_per_minute" BETWEEN 1 AND 100000),
	CONSTRAINT "waiting_rooms_token_minutes" CHECK ("waiting_rooms"."token_minutes" BETWEEN 1 AND 1440)
);
--> statement-breakpoint
ALTER TABLE "waiting_room_entries" ADD CONSTRAINT "waiting_room_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_room_entries" ADD CONSTRAINT "waiting_room_entries_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD CONSTRAINT "waiting_rooms_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_room_entries_place_uq" ON "waiting_room_entries" USING btree ("event_id","order_key");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_room_entries_buyer_uq" ON "waiting_room_entries" USING btree ("event_id","buyer_id") WHERE "waiting_room_entries"."buyer_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_room_entries_visitor_uq" ON "waiting_room_entries" USING btree ("event_id","visitor_id") WHERE "waiting_room_entries"."visitor_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "waiting_room_entries_open_grants_idx" ON "waiting_room_entries" USING btree ("event_id","admitted_at") WHERE "waiting_room_entries"."admitted_at" IS NOT NULL AND "waiting_room_entries"."share_returned_at" IS NULL AND "waiting_room_entries"."settled_at" IS NULL;--> statement-breakpoint
-- hand-written: FIFO keys after opening (2^52 + nextval), one sequence for every event.
CREATE SEQUENCE IF NOT EXISTS "waiting_room_fifo_seq";
