ALTER TABLE "payment_transactions" ADD COLUMN "ewallet_deeplink_url" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "ewallet_desktop_url" text;