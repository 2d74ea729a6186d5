CREATE TABLE "live_updates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"decline" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_instruments" (
	"external_id" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"charge_id" text,
	"qr_string" text,
	"retail_outlet" text,
	"payment_code" text,
	"bank_code" text,
	"account_number" text,
	"record" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_instruments_provider_id_unique" UNIQUE("provider_id")
);
--> statement-breakpoint
CREATE INDEX "live_updates_topic_idx" ON "live_updates" USING btree ("topic","id");--> statement-breakpoint
CREATE INDEX "live_updates_created_idx" ON "live_updates" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sandbox_instruments_charge_idx" ON "sandbox_instruments" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "sandbox_instruments_qr_idx" ON "sandbox_instruments" USING hash ("qr_string");--> statement-breakpoint
CREATE INDEX "sandbox_instruments_code_idx" ON "sandbox_instruments" USING btree ("retail_outlet","payment_code");--> statement-breakpoint
CREATE INDEX "sandbox_instruments_va_idx" ON "sandbox_instruments" USING btree ("bank_code","account_number");