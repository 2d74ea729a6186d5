CREATE TABLE "event_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"actor_id" uuid,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_seat_layouts" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"stage_position" text DEFAULT 'top' NOT NULL,
	CONSTRAINT "event_seat_layouts_stage_known" CHECK ("event_seat_layouts"."stage_position" IN ('top', 'bottom', 'left', 'right'))
);
--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "is_wheelchair" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_categories" ADD COLUMN "per_transaction_min" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_categories" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "per_buyer_limit" integer;--> statement-breakpoint
ALTER TABLE "event_audit_log" ADD CONSTRAINT "event_audit_log_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_audit_log" ADD CONSTRAINT "event_audit_log_actor_id_buyers_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_seat_layouts" ADD CONSTRAINT "event_seat_layouts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_audit_log_event_idx" ON "event_audit_log" USING btree ("event_id","id");--> statement-breakpoint
ALTER TABLE "ticket_categories" ADD CONSTRAINT "ticket_categories_min_per_transaction" CHECK ("ticket_categories"."per_transaction_min" >= 1 AND "ticket_categories"."per_transaction_min" <= "ticket_categories"."per_transaction_max");--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_per_buyer_positive" CHECK ("vouchers"."per_buyer_limit" IS NULL OR "vouchers"."per_buyer_limit" >= 1);