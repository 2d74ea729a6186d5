CREATE TABLE "e_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"event_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"seat_id" integer,
	"seat_label" text,
	"entry_number" integer NOT NULL,
	"holder_buyer_id" uuid NOT NULL,
	"visitor_data" jsonb,
	"code_version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_tickets_transaction_entry_uq" UNIQUE("transaction_id","entry_number"),
	CONSTRAINT "e_tickets_status_known" CHECK ("e_tickets"."status" IN ('valid', 'transferred', 'void')),
	CONSTRAINT "e_tickets_entry_positive" CHECK ("e_tickets"."entry_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"provider_event_id" text NOT NULL,
	"external_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint,
	"outcome" text NOT NULL,
	"raw" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_provider_event_id_pk" PRIMARY KEY("provider","provider_event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text NOT NULL,
	"invoice_number" text NOT NULL,
	"buyer_id" uuid NOT NULL,
	"hold_id" uuid NOT NULL,
	"event_id" integer NOT NULL,
	"status" text NOT NULL,
	"needs_refund" boolean DEFAULT false NOT NULL,
	"payment_method" text NOT NULL,
	"instrument" text NOT NULL,
	"provider_instrument_id" text,
	"va_bank" text,
	"va_number" text,
	"qr_string" text,
	"retail_outlet" text,
	"payment_code" text,
	"ewallet_channel" text,
	"ewallet_charge_id" text,
	"ewallet_status" text,
	"ewallet_expires_at" timestamp with time zone,
	"ewallet_phone_masked" text,
	"ewallet_checkout_url" text,
	"ewallet_failure_code" text,
	"card_token" text,
	"card_brand" text,
	"card_last4" text,
	"reference" text,
	"currency" text DEFAULT 'IDR' NOT NULL,
	"sub_total" bigint NOT NULL,
	"voucher_discount" bigint NOT NULL,
	"sub_total_payment" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"inet_fee" bigint NOT NULL,
	"payment_fee" bigint NOT NULL,
	"total" bigint NOT NULL,
	"paid_amount" bigint,
	"provider_payment_id" text,
	"idempotency_key" text,
	"request_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "payment_transactions_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "payment_transactions_status_known" CHECK ("payment_transactions"."status" IN ('Waiting For Payment', 'Payment Success', 'Payment Expired', 'Cancelled')),
	CONSTRAINT "payment_transactions_amounts" CHECK ("payment_transactions"."total" = "payment_transactions"."sub_total_payment" + "payment_transactions"."tax" + "payment_transactions"."inet_fee" + "payment_transactions"."payment_fee" AND "payment_transactions"."total" >= 0),
	CONSTRAINT "payment_transactions_paid_has_time" CHECK ("payment_transactions"."status" <> 'Payment Success' OR "payment_transactions"."paid_at" IS NOT NULL),
	CONSTRAINT "payment_transactions_card_last4" CHECK ("payment_transactions"."card_last4" IS NULL OR "payment_transactions"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "e_tickets" ADD CONSTRAINT "e_tickets_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_tickets" ADD CONSTRAINT "e_tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_tickets" ADD CONSTRAINT "e_tickets_category_id_ticket_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_tickets" ADD CONSTRAINT "e_tickets_holder_buyer_id_buyers_id_fk" FOREIGN KEY ("holder_buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_hold_id_checkout_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."checkout_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "e_tickets_seat_valid_uq" ON "e_tickets" USING btree ("seat_id") WHERE "e_tickets"."seat_id" IS NOT NULL AND "e_tickets"."status" = 'valid';--> statement-breakpoint
CREATE INDEX "e_tickets_holder_idx" ON "e_tickets" USING btree ("holder_buyer_id","issued_at");--> statement-breakpoint
CREATE INDEX "e_tickets_event_idx" ON "e_tickets" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "payment_events_external_idx" ON "payment_events" USING btree ("external_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_hold_uq" ON "payment_transactions" USING btree ("hold_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_idempotency_uq" ON "payment_transactions" USING btree ("buyer_id","idempotency_key") WHERE "payment_transactions"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_va_active_uq" ON "payment_transactions" USING btree ("va_bank","va_number") WHERE "payment_transactions"."va_number" IS NOT NULL AND "payment_transactions"."status" = 'Waiting For Payment';--> statement-breakpoint
CREATE INDEX "payment_transactions_buyer_idx" ON "payment_transactions" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_waiting_idx" ON "payment_transactions" USING btree ("expires_at") WHERE "payment_transactions"."status" = 'Waiting For Payment';