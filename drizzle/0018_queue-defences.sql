CREATE TABLE "waiting_room_replica" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"version" integer NOT NULL,
	"order_key" bigint NOT NULL,
	"buyer_id" uuid,
	"visitor_id" text,
	"admitted_at" timestamp with time zone,
	"admission_seq" integer,
	"token_expires_at" timestamp with time zone,
	"token_used_at" timestamp with time zone,
	"first_hold_id" uuid,
	"share_returned_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"bound_at" timestamp with time zone,
	"dropped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waiting_room_spent_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waiting_room_entries" ADD COLUMN "bound_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waiting_room_entries" ADD COLUMN "admission_seq" integer;--> statement-breakpoint
ALTER TABLE "waiting_room_entries" ADD COLUMN "first_hold_id" uuid;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD COLUMN "require_verified_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD COLUMN "require_account_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD COLUMN "proof_of_work" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_room_replica" ADD CONSTRAINT "waiting_room_replica_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waiting_room_replica_event_idx" ON "waiting_room_replica" USING btree ("event_id","order_key");