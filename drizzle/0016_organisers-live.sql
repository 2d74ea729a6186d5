CREATE TABLE "event_gates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_gates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_gates_name_length" CHECK (char_length("event_gates"."name") BETWEEN 1 AND 60)
);
--> statement-breakpoint
CREATE TABLE "gate_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gate_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"holder_id" uuid NOT NULL,
	"label" text,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	CONSTRAINT "gate_links_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "gate_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"gate_id" integer,
	"link_id" uuid,
	"gate_name" text NOT NULL,
	"ticket_id" uuid,
	"verdict" text NOT NULL,
	"first_gate" text,
	"first_at" timestamp with time zone,
	"scanned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_confirmation_resends" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"sent_count" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"event_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount" >= 1),
	CONSTRAINT "order_refunds_method_known" CHECK ("order_refunds"."method" IN ('bank_transfer', 'ewallet', 'gateway', 'cash', 'other'))
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"endpoint_id" integer NOT NULL,
	"message_id" text NOT NULL,
	"event_type" text NOT NULL,
	"ordering_key" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_status_code" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_status" CHECK ("webhook_deliveries"."status" IN ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_endpoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organiser_id" integer NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_types" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"secret_ciphertext" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "e_ticket_check_ins" ADD COLUMN "gate_link_id" uuid;--> statement-breakpoint
ALTER TABLE "event_gates" ADD CONSTRAINT "event_gates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_links" ADD CONSTRAINT "gate_links_gate_id_event_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."event_gates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_links" ADD CONSTRAINT "gate_links_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_links" ADD CONSTRAINT "gate_links_holder_id_buyers_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_links" ADD CONSTRAINT "gate_links_revoked_by_buyers_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_scans" ADD CONSTRAINT "gate_scans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_scans" ADD CONSTRAINT "gate_scans_gate_id_event_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."event_gates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_scans" ADD CONSTRAINT "gate_scans_link_id_gate_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."gate_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_scans" ADD CONSTRAINT "gate_scans_ticket_id_e_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."e_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_confirmation_resends" ADD CONSTRAINT "order_confirmation_resends_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_recorded_by_buyers_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_buyers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_gates_live_name_uq" ON "event_gates" USING btree ("event_id",lower("name")) WHERE "event_gates"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "gate_links_event_idx" ON "gate_links" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "gate_scans_event_time_idx" ON "gate_scans" USING btree ("event_id","scanned_at");--> statement-breakpoint
CREATE INDEX "gate_scans_event_double_idx" ON "gate_scans" USING btree ("event_id","scanned_at") WHERE "gate_scans"."verdict" = 'already_used';--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_transaction_uq" ON "order_refunds" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "order_refunds_event_idx" ON "order_refunds" USING btree ("event_id","recorded_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_chain_idx" ON "webhook_deliveries" USING btree ("endpoint_id","ordering_key","id") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_log_idx" ON "webhook_deliveries" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_org_idx" ON "webhook_endpoints" USING btree ("organiser_id");--> statement-breakpoint
ALTER TABLE "e_ticket_check_ins" ADD CONSTRAINT "e_ticket_check_ins_gate_link_id_gate_links_id_fk" FOREIGN KEY ("gate_link_id") REFERENCES "public"."gate_links"("id") ON DELETE set null ON UPDATE no action;