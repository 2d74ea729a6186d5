CREATE TABLE "email_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"buyer_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "e_ticket_transfers" ADD COLUMN "claim_token_hash" text;--> statement-breakpoint
ALTER TABLE "e_ticket_transfers" ADD COLUMN "claim_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "e_ticket_transfers" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verifications_buyer_idx" ON "email_verifications" USING btree ("buyer_id");--> statement-breakpoint
ALTER TABLE "e_ticket_transfers" ADD CONSTRAINT "e_ticket_transfers_claim_token_hash_unique" UNIQUE("claim_token_hash");--> statement-breakpoint
-- Google vouches for its accounts' addresses.
UPDATE "buyers" SET "email_verified_at" = "created_at" WHERE "sign_in_method" = 'google';--> statement-breakpoint
-- Transfers made before delivery waited for verification were delivered at once: they stay delivered.
UPDATE "e_ticket_transfers" SET "claimed_at" = "created_at";--> statement-breakpoint
-- A transferred ticket no longer carries the original visitor's answers: its recipient fills their own.
UPDATE "e_tickets" t SET "visitor_data" = NULL
  WHERE EXISTS (SELECT 1 FROM "e_ticket_transfers" x WHERE x."ticket_id" = t."id" AND x."to_version" = t."code_version");
