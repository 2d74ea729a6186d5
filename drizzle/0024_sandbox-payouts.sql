-- The sandbox provider's refunds and disbursements in the database, like its instruments (ADR 0125):
-- keyed by our reference (the idempotency key), so every process answers the same object and a
-- PENDING payout outlives a restart (ADR 0136, amended).
CREATE TABLE "sandbox_payouts" (
	"reference_id" text PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"id" text NOT NULL,
	"external_id" text,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"bank_code" text,
	"account_holder_name" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payouts_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE INDEX "sandbox_payouts_external_idx" ON "sandbox_payouts" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "sandbox_payouts_pending_idx" ON "sandbox_payouts" USING btree ("status","created_at");
