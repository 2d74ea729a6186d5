CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"buyer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "sign_in_method" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "dob" date;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "country_code" text DEFAULT '+62' NOT NULL;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "phone_number_only" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "vegetarian" boolean;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "account_number" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "allergy" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "hobby" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "job" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "body_height" smallint;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "body_weight" smallint;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "religion" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "blood_type" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "identity" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "identity_type" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "agency" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "agency_type" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "line" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "instagram" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "password_resets_buyer_idx" ON "password_resets" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "buyers" ADD CONSTRAINT "buyers_email_lowercase" CHECK ("buyers"."email" = lower("buyers"."email"));--> statement-breakpoint
ALTER TABLE "buyers" ADD CONSTRAINT "buyers_sign_in_method" CHECK ("buyers"."sign_in_method" in ('password', 'google'));--> statement-breakpoint
ALTER TABLE "buyers" ADD CONSTRAINT "buyers_gender" CHECK ("buyers"."gender" is null or "buyers"."gender" in ('Male', 'Female'));