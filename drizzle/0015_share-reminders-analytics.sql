CREATE TABLE "sale_reminders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"email" text NOT NULL,
	"buyer_id" uuid,
	"locale" text DEFAULT 'id' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "sale_reminders_locale_known" CHECK ("sale_reminders"."locale" IN ('id', 'en')),
	CONSTRAINT "sale_reminders_email_lowercase" CHECK ("sale_reminders"."email" = lower("sale_reminders"."email"))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ga4_measurement_id" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "meta_pixel_id" text;--> statement-breakpoint
ALTER TABLE "organisers" ADD COLUMN "ga4_measurement_id" text;--> statement-breakpoint
ALTER TABLE "organisers" ADD COLUMN "meta_pixel_id" text;--> statement-breakpoint
ALTER TABLE "sale_reminders" ADD CONSTRAINT "sale_reminders_category_id_ticket_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_reminders" ADD CONSTRAINT "sale_reminders_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_reminders_pending_uq" ON "sale_reminders" USING btree ("category_id","email") WHERE "sale_reminders"."sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "sale_reminders_due_idx" ON "sale_reminders" USING btree ("category_id") WHERE "sale_reminders"."sent_at" IS NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_ga4_format" CHECK ("events"."ga4_measurement_id" IS NULL OR "events"."ga4_measurement_id" ~ '^G-[A-Z0-9]{4,16}$');--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_pixel_format" CHECK ("events"."meta_pixel_id" IS NULL OR "events"."meta_pixel_id" ~ '^[0-9]{8,20}$');--> statement-breakpoint
ALTER TABLE "organisers" ADD CONSTRAINT "organisers_ga4_format" CHECK ("organisers"."ga4_measurement_id" IS NULL OR "organisers"."ga4_measurement_id" ~ '^G-[A-Z0-9]{4,16}$');--> statement-breakpoint
ALTER TABLE "organisers" ADD CONSTRAINT "organisers_pixel_format" CHECK ("organisers"."meta_pixel_id" IS NULL OR "organisers"."meta_pixel_id" ~ '^[0-9]{8,20}$');