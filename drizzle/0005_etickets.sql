CREATE TABLE "e_ticket_check_ins" (
	"ticket_id" uuid PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"gate" text NOT NULL,
	"code_version" integer NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_ticket_check_ins_source_known" CHECK ("e_ticket_check_ins"."source" IN ('online', 'offline'))
);
--> statement-breakpoint
CREATE TABLE "e_ticket_offline_scans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "e_ticket_offline_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"scan_id" uuid NOT NULL,
	"ticket_id" uuid,
	"gate" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"device_verdict" text NOT NULL,
	"verdict" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "e_ticket_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"from_buyer_id" uuid NOT NULL,
	"to_buyer_id" uuid NOT NULL,
	"from_version" integer NOT NULL,
	"to_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_ticket_transfers_version_step" CHECK ("e_ticket_transfers"."to_version" = "e_ticket_transfers"."from_version" + 1),
	CONSTRAINT "e_ticket_transfers_other_person" CHECK ("e_ticket_transfers"."from_buyer_id" <> "e_ticket_transfers"."to_buyer_id")
);
--> statement-breakpoint
CREATE TABLE "event_signing_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_signing_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"public_key" text NOT NULL,
	"private_key_ciphertext" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "event_signing_keys_public_key_unique" UNIQUE("public_key"),
	CONSTRAINT "event_signing_keys_active_not_retired" CHECK (NOT ("event_signing_keys"."is_active" AND "event_signing_keys"."retired_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "event_ticket_settings" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"transfers_enabled" boolean DEFAULT true NOT NULL,
	"transfer_freeze_hours" integer DEFAULT 0 NOT NULL,
	"check_in_secret_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_ticket_settings_freeze_range" CHECK ("event_ticket_settings"."transfer_freeze_hours" BETWEEN 0 AND 8760)
);
--> statement-breakpoint
ALTER TABLE "e_ticket_check_ins" ADD CONSTRAINT "e_ticket_check_ins_ticket_id_e_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."e_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_ticket_check_ins" ADD CONSTRAINT "e_ticket_check_ins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_ticket_offline_scans" ADD CONSTRAINT "e_ticket_offline_scans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_ticket_offline_scans" ADD CONSTRAINT "e_ticket_offline_scans_ticket_id_e_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."e_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_ticket_transfers" ADD CONSTRAINT "e_ticket_transfers_ticket_id_e_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."e_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_ticket_transfers" ADD CONSTRAINT "e_ticket_transfers_from_buyer_id_buyers_id_fk" FOREIGN KEY ("from_buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_ticket_transfers" ADD CONSTRAINT "e_ticket_transfers_to_buyer_id_buyers_id_fk" FOREIGN KEY ("to_buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_signing_keys" ADD CONSTRAINT "event_signing_keys_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_ticket_settings" ADD CONSTRAINT "event_ticket_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "e_ticket_check_ins_event_idx" ON "e_ticket_check_ins" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "e_ticket_offline_scans_scan_uq" ON "e_ticket_offline_scans" USING btree ("event_id","scan_id");--> statement-breakpoint
CREATE INDEX "e_ticket_offline_scans_ticket_idx" ON "e_ticket_offline_scans" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "e_ticket_transfers_version_uq" ON "e_ticket_transfers" USING btree ("ticket_id","from_version");--> statement-breakpoint
CREATE INDEX "e_ticket_transfers_from_idx" ON "e_ticket_transfers" USING btree ("from_buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "e_ticket_transfers_to_idx" ON "e_ticket_transfers" USING btree ("to_buyer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_signing_keys_one_active_uq" ON "event_signing_keys" USING btree ("event_id") WHERE "event_signing_keys"."is_active";--> statement-breakpoint
CREATE INDEX "event_signing_keys_event_idx" ON "event_signing_keys" USING btree ("event_id");