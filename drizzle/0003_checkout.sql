CREATE TABLE "checkout_hold_claims" (
	"hold_id" uuid NOT NULL,
	"claim_id" bigint NOT NULL,
	CONSTRAINT "checkout_hold_claims_hold_id_claim_id_pk" PRIMARY KEY("hold_id","claim_id")
);
--> statement-breakpoint
CREATE TABLE "checkout_holds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"buyer_id" uuid NOT NULL,
	"event_id" integer NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"is_seat_ticket" boolean NOT NULL,
	"sub_total" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"response" jsonb,
	"voucher_id" integer,
	"voucher_claim_id" bigint,
	"buyer_data" jsonb,
	"participants" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_holds_status_known" CHECK ("checkout_holds"."status" IN ('held', 'awaiting_payment', 'paid', 'released'))
);
--> statement-breakpoint
CREATE TABLE "event_visitor_fields" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_hold_claims" ADD CONSTRAINT "checkout_hold_claims_hold_id_checkout_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."checkout_holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_hold_claims" ADD CONSTRAINT "checkout_hold_claims_claim_id_stock_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."stock_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_holds" ADD CONSTRAINT "checkout_holds_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_holds" ADD CONSTRAINT "checkout_holds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_holds" ADD CONSTRAINT "checkout_holds_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_holds" ADD CONSTRAINT "checkout_holds_voucher_claim_id_voucher_claims_id_fk" FOREIGN KEY ("voucher_claim_id") REFERENCES "public"."voucher_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_visitor_fields" ADD CONSTRAINT "event_visitor_fields_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_hold_claims_claim_uq" ON "checkout_hold_claims" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_holds_one_running_uq" ON "checkout_holds" USING btree ("buyer_id") WHERE "checkout_holds"."status" IN ('held', 'awaiting_payment');--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_holds_idempotency_uq" ON "checkout_holds" USING btree ("buyer_id","idempotency_key") WHERE "checkout_holds"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "checkout_holds_buyer_event_idx" ON "checkout_holds" USING btree ("buyer_id","event_id","status");--> statement-breakpoint
CREATE INDEX "checkout_holds_running_expiry_idx" ON "checkout_holds" USING btree ("expires_at") WHERE "checkout_holds"."status" IN ('held', 'awaiting_payment');