ALTER TABLE "payment_transactions" ADD COLUMN "ewallet_deeplink_url" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "ewallet_desktop_url" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "mail_locale" text DEFAULT 'id' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "reminder_sent_at" timestamp with time zone;