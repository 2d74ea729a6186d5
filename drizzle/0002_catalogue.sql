CREATE TABLE "event_talents" (
	"event_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_talents_event_id_talent_id_pk" PRIMARY KEY("event_id","talent_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"city" text NOT NULL,
	"venue_name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"map_url" text,
	"organiser_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"is_tentative_date" boolean DEFAULT false NOT NULL,
	"tentative_note" text,
	"seo_title" text,
	"seo_description" text,
	"seo_canonical" text,
	"max_ticket_by_account" integer,
	"one_transaction_per_account" boolean DEFAULT false NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"chat_group_url" text,
	"insurance_claim_url" text,
	"tax_rate_bps" integer DEFAULT 0 NOT NULL,
	"poster_path" text,
	"is_seated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_slug_unique" UNIQUE("slug"),
	CONSTRAINT "events_slug_format" CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND slug !~ '^[0-9]+$' AND length(slug) <= 160),
	CONSTRAINT "events_category_known" CHECK ("events"."category" IN ('concert', 'festival', 'sport', 'fun_run')),
	CONSTRAINT "events_ends_after_start" CHECK ("events"."ends_at" > "events"."starts_at"),
	CONSTRAINT "events_tax_rate_range" CHECK ("events"."tax_rate_bps" BETWEEN 0 AND 10000),
	CONSTRAINT "events_max_ticket_positive" CHECK ("events"."max_ticket_by_account" IS NULL OR "events"."max_ticket_by_account" >= 1)
);
--> statement-breakpoint
CREATE TABLE "organisers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organisers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisers_slug_unique" UNIQUE("slug"),
	CONSTRAINT "organisers_slug_format" CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND slug !~ '^[0-9]+$' AND length(slug) <= 160)
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sliders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"image_path" text NOT NULL,
	"link_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active_from" timestamp with time zone DEFAULT now() NOT NULL,
	"active_until" timestamp with time zone,
	CONSTRAINT "sliders_window_order" CHECK ("sliders"."active_until" IS NULL OR "sliders"."active_until" > "sliders"."active_from")
);
--> statement-breakpoint
CREATE TABLE "talents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"seat_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_claims_quantity_positive" CHECK ("stock_claims"."quantity" > 0),
	CONSTRAINT "stock_claims_status_known" CHECK ("stock_claims"."status" IN ('held', 'sold', 'released')),
	CONSTRAINT "stock_claims_hold_expires" CHECK ("stock_claims"."status" <> 'held' OR "stock_claims"."expires_at" IS NOT NULL),
	CONSTRAINT "stock_claims_seat_single" CHECK ("stock_claims"."seat_id" IS NULL OR "stock_claims"."quantity" = 1)
);
--> statement-breakpoint
CREATE TABLE "bundle_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bundle_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"size_options" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seat_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seat_sections_id_category_uq" UNIQUE("id","category_id")
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"section_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"row_label" text NOT NULL,
	"seat_number" integer NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "seats_position_uq" UNIQUE("section_id","row_label","seat_number"),
	CONSTRAINT "seats_id_category_uq" UNIQUE("id","category_id"),
	CONSTRAINT "seats_row_label_format" CHECK ("seats"."row_label" ~ '^[A-Z]{1,3}$'),
	CONSTRAINT "seats_number_range" CHECK ("seats"."seat_number" BETWEEN 1 AND 9999)
);
--> statement-breakpoint
CREATE TABLE "ticket_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"quota" integer NOT NULL,
	"per_account_limit" integer,
	"per_transaction_max" integer DEFAULT 5 NOT NULL,
	"sale_starts_at" timestamp with time zone,
	"sale_ends_at" timestamp with time zone,
	"manual_status" text DEFAULT 'available' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_bundle" boolean DEFAULT false NOT NULL,
	CONSTRAINT "ticket_categories_id_event_uq" UNIQUE("id","event_id"),
	CONSTRAINT "ticket_categories_price_nonnegative" CHECK ("ticket_categories"."price" >= 0),
	CONSTRAINT "ticket_categories_quota_nonnegative" CHECK ("ticket_categories"."quota" >= 0),
	CONSTRAINT "ticket_categories_limits_positive" CHECK ("ticket_categories"."per_transaction_max" >= 1 AND ("ticket_categories"."per_account_limit" IS NULL OR "ticket_categories"."per_account_limit" >= 1)),
	CONSTRAINT "ticket_categories_sale_window" CHECK ("ticket_categories"."sale_starts_at" IS NULL OR "ticket_categories"."sale_ends_at" IS NULL OR "ticket_categories"."sale_ends_at" > "ticket_categories"."sale_starts_at"),
	CONSTRAINT "ticket_categories_status_known" CHECK ("ticket_categories"."manual_status" IN ('available', 'sold_out', 'staged', 'closed', 'fully_booked', 'ots_only'))
);
--> statement-breakpoint
CREATE TABLE "voucher_categories" (
	"voucher_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "voucher_categories_voucher_id_category_id_pk" PRIMARY KEY("voucher_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "voucher_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"voucher_id" integer NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_claims_status_known" CHECK ("voucher_claims"."status" IN ('held', 'used', 'released')),
	CONSTRAINT "voucher_claims_hold_expires" CHECK ("voucher_claims"."status" <> 'held' OR "voucher_claims"."expires_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vouchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"code" text NOT NULL,
	"discount_unit" text NOT NULL,
	"amount" integer NOT NULL,
	"max_discount" integer,
	"min_transaction" integer DEFAULT 0 NOT NULL,
	"allowed_payment_methods" text[],
	"terms" text DEFAULT '' NOT NULL,
	"quota" integer,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_format" CHECK ("vouchers"."code" ~ '^[A-Z0-9]{3,32}$'),
	CONSTRAINT "vouchers_unit_known" CHECK ("vouchers"."discount_unit" IN ('percent', 'fixed')),
	CONSTRAINT "vouchers_amount_range" CHECK ("vouchers"."amount" > 0 AND ("vouchers"."discount_unit" <> 'percent' OR "vouchers"."amount" <= 100)),
	CONSTRAINT "vouchers_max_discount_positive" CHECK ("vouchers"."max_discount" IS NULL OR "vouchers"."max_discount" > 0),
	CONSTRAINT "vouchers_min_transaction_nonnegative" CHECK ("vouchers"."min_transaction" >= 0),
	CONSTRAINT "vouchers_quota_nonnegative" CHECK ("vouchers"."quota" IS NULL OR "vouchers"."quota" >= 0),
	CONSTRAINT "vouchers_window_order" CHECK ("vouchers"."valid_until" IS NULL OR "vouchers"."valid_until" > "vouchers"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "event_talents" ADD CONSTRAINT "event_talents_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_talents" ADD CONSTRAINT "event_talents_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_claims" ADD CONSTRAINT "stock_claims_category_id_ticket_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_claims" ADD CONSTRAINT "stock_claims_seat_in_category_fk" FOREIGN KEY ("seat_id","category_id") REFERENCES "public"."seats"("id","category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_category_id_ticket_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_sections" ADD CONSTRAINT "seat_sections_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_sections" ADD CONSTRAINT "seat_sections_category_same_event_fk" FOREIGN KEY ("category_id","event_id") REFERENCES "public"."ticket_categories"("id","event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_section_category_fk" FOREIGN KEY ("section_id","category_id") REFERENCES "public"."seat_sections"("id","category_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_categories" ADD CONSTRAINT "ticket_categories_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_categories" ADD CONSTRAINT "voucher_categories_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_categories" ADD CONSTRAINT "voucher_categories_category_id_ticket_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_claims" ADD CONSTRAINT "voucher_claims_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_talents_talent_idx" ON "event_talents" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "events_ends_at_idx" ON "events" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "events_organiser_idx" ON "events" USING btree ("organiser_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_claims_seat_live_uq" ON "stock_claims" USING btree ("seat_id") WHERE "stock_claims"."seat_id" IS NOT NULL AND "stock_claims"."status" IN ('held', 'sold');--> statement-breakpoint
CREATE INDEX "stock_claims_category_live_idx" ON "stock_claims" USING btree ("category_id","status","expires_at","quantity") WHERE "stock_claims"."status" IN ('held', 'sold');--> statement-breakpoint
CREATE INDEX "stock_claims_held_expiry_idx" ON "stock_claims" USING btree ("expires_at") WHERE "stock_claims"."status" = 'held';--> statement-breakpoint
CREATE INDEX "bundle_items_category_idx" ON "bundle_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "seat_sections_event_idx" ON "seat_sections" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE INDEX "seats_category_idx" ON "seats" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "ticket_categories_event_idx" ON "ticket_categories" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE INDEX "voucher_claims_live_idx" ON "voucher_claims" USING btree ("voucher_id","status","expires_at") WHERE "voucher_claims"."status" IN ('held', 'used');--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_event_code_uq" ON "vouchers" USING btree ("event_id","code");--> statement-breakpoint
CREATE VIEW "public"."ticket_category_stock" AS (
  SELECT c.id AS category_id, c.event_id, c.quota,
    COALESCE(s.sold, 0)::int AS sold,
    COALESCE(s.held, 0)::int AS held,
    GREATEST(c.quota - COALESCE(s.sold, 0) - COALESCE(s.held, 0), 0)::int AS remaining
  FROM ticket_categories c
  LEFT JOIN LATERAL (
    SELECT
      sum(quantity) FILTER (WHERE status = 'sold') AS sold,
      sum(quantity) FILTER (WHERE status = 'held' AND expires_at > now()) AS held
    FROM stock_claims
    WHERE category_id = c.id AND status IN ('held', 'sold')
  ) s ON true
);