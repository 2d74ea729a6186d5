CREATE TABLE "event_refund_policies" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"fee_rupiah" integer DEFAULT 0 NOT NULL,
	"fee_bps" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_refund_policies_fee" CHECK ("event_refund_policies"."fee_rupiah" >= 0 AND "event_refund_policies"."fee_bps" BETWEEN 0 AND 10000 AND ("event_refund_policies"."fee_rupiah" = 0 OR "event_refund_policies"."fee_bps" = 0))
);
--> statement-breakpoint
CREATE TABLE "order_refund_tickets" (
	"ticket_id" uuid PRIMARY KEY NOT NULL,
	"refund_id" bigint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_refunds" DROP CONSTRAINT "order_refunds_amount_positive";--> statement-breakpoint
DROP INDEX "order_refunds_transaction_uq";--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "kind" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "route" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "state" text DEFAULT 'succeeded' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "gateway_reference" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "account_holder" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "account_ciphertext" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "account_last4" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "token_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_refund_policies" ADD CONSTRAINT "event_refund_policies_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund_tickets" ADD CONSTRAINT "order_refund_tickets_ticket_id_e_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."e_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund_tickets" ADD CONSTRAINT "order_refund_tickets_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_transaction_idx" ON "order_refunds" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_request_key_uq" ON "order_refunds" USING btree ("transaction_id","request_key") WHERE "order_refunds"."request_key" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_gateway_reference_uq" ON "order_refunds" USING btree ("gateway_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_token_uq" ON "order_refunds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_transaction_uq" ON "order_refunds" USING btree ("transaction_id") WHERE "order_refunds"."route" = 'manual';--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_amount_nonnegative" CHECK ("order_refunds"."amount" >= 0 AND "order_refunds"."fee" >= 0);--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_state_known" CHECK ("order_refunds"."state" IN ('requested', 'processing', 'succeeded', 'failed'));--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_route_known" CHECK ("order_refunds"."route" IN ('manual', 'source', 'disbursement'));--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_kind_known" CHECK ("order_refunds"."kind" IN ('full', 'tickets', 'amount', 'self_cancel'));