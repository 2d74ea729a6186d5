-- Face-value resale (ADR 0140): the organiser's per-event settings and one row per listed ticket.
-- The price can never exceed the face value: a constraint, whatever a request carried.
CREATE TABLE "event_resale_settings" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"list_until_hours" integer DEFAULT 24 NOT NULL,
	"seller_fee" bigint DEFAULT 0 NOT NULL,
	"transfer_cap" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_resale_settings_hours_range" CHECK ("event_resale_settings"."list_until_hours" BETWEEN 0 AND 8760),
	CONSTRAINT "event_resale_settings_fee_range" CHECK ("event_resale_settings"."seller_fee" >= 0),
	CONSTRAINT "event_resale_settings_cap_range" CHECK ("event_resale_settings"."transfer_cap" IS NULL OR "event_resale_settings"."transfer_cap" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "resale_listings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resale_listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"ticket_id" uuid NOT NULL,
	"seller_buyer_id" uuid NOT NULL,
	"seller_transaction_id" uuid NOT NULL,
	"face_value" bigint NOT NULL,
	"price" bigint NOT NULL,
	"seller_fee" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'listed' NOT NULL,
	"hold_id" uuid,
	"locale" text DEFAULT 'id' NOT NULL,
	"buyer_ticket_id" uuid,
	"buyer_transaction_id" uuid,
	"payout_refund_id" bigint,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sold_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resale_listings_price_at_most_face" CHECK ("resale_listings"."price" >= 1 AND "resale_listings"."price" <= "resale_listings"."face_value"),
	CONSTRAINT "resale_listings_fee_within_price" CHECK ("resale_listings"."seller_fee" >= 0 AND "resale_listings"."seller_fee" <= "resale_listings"."price"),
	CONSTRAINT "resale_listings_status_known" CHECK ("resale_listings"."status" IN ('listed', 'sold', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "event_resale_settings" ADD CONSTRAINT "event_resale_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "resale_listings" ADD CONSTRAINT "resale_listings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "resale_listings" ADD CONSTRAINT "resale_listings_category_id_ticket_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "resale_listings" ADD CONSTRAINT "resale_listings_ticket_id_e_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."e_tickets"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "resale_listings" ADD CONSTRAINT "resale_listings_seller_buyer_id_buyers_id_fk" FOREIGN KEY ("seller_buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "resale_listings" ADD CONSTRAINT "resale_listings_seller_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("seller_transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "resale_listings" ADD CONSTRAINT "resale_listings_hold_id_checkout_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."checkout_holds"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "resale_listings_one_open_uq" ON "resale_listings" USING btree ("ticket_id") WHERE "resale_listings"."status" = 'listed';
--> statement-breakpoint
CREATE INDEX "resale_listings_event_idx" ON "resale_listings" USING btree ("event_id","status");
--> statement-breakpoint
CREATE INDEX "resale_listings_hold_idx" ON "resale_listings" USING btree ("hold_id");
--> statement-breakpoint
CREATE INDEX "resale_listings_payout_idx" ON "resale_listings" USING btree ("sold_at") WHERE "resale_listings"."status" = 'sold' AND "resale_listings"."payout_refund_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "order_refunds" DROP CONSTRAINT "order_refunds_kind_known";
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_kind_known" CHECK ("order_refunds"."kind" IN ('full', 'tickets', 'amount', 'self_cancel', 'resale'));
