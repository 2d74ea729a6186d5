DROP INDEX "checkout_holds_one_running_uq";--> statement-breakpoint
ALTER TABLE "checkout_holds" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "issued_by" uuid;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "cash_received" bigint;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_issued_by_buyers_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_door_key_uq" ON "payment_transactions" USING btree ("event_id","idempotency_key") WHERE "payment_transactions"."idempotency_key" IS NOT NULL AND "payment_transactions"."source" <> 'online';--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_holds_one_running_uq" ON "checkout_holds" USING btree ("buyer_id") WHERE "checkout_holds"."status" IN ('held', 'awaiting_payment') AND "checkout_holds"."source" = 'online';--> statement-breakpoint
ALTER TABLE "checkout_holds" ADD CONSTRAINT "checkout_holds_source_known" CHECK ("checkout_holds"."source" IN ('online', 'door'));--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_source_known" CHECK ("payment_transactions"."source" IN ('online', 'complimentary', 'guest_list', 'box_office_cash', 'box_office_qris'));