CREATE TABLE "event_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_images" (
	"id" text PRIMARY KEY NOT NULL,
	"organiser_id" integer,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variant_widths" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organiser_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organiser_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organiser_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "organiser_invitations_email_lowercase" CHECK ("organiser_invitations"."email" = lower("organiser_invitations"."email")),
	CONSTRAINT "organiser_invitations_role" CHECK ("organiser_invitations"."role" IN ('owner', 'admin', 'finance', 'gate'))
);
--> statement-breakpoint
CREATE TABLE "organiser_members" (
	"organiser_id" integer NOT NULL,
	"buyer_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organiser_members_organiser_id_buyer_id_pk" PRIMARY KEY("organiser_id","buyer_id"),
	CONSTRAINT "organiser_members_role" CHECK ("organiser_members"."role" IN ('owner', 'admin', 'finance', 'gate'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "lifecycle" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description_html" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "poster_image_id" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "banner_image_id" text;--> statement-breakpoint
ALTER TABLE "organisers" ADD COLUMN "logo_image_id" text;--> statement-breakpoint
ALTER TABLE "organisers" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisers" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisers" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "organisers" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "organisers" ADD COLUMN "payout_bank" text;--> statement-breakpoint
ALTER TABLE "organisers" ADD COLUMN "payout_account_ciphertext" text;--> statement-breakpoint
ALTER TABLE "organisers" ADD COLUMN "payout_account_last4" text;--> statement-breakpoint
ALTER TABLE "organisers" ADD COLUMN "payout_holder" text;--> statement-breakpoint
ALTER TABLE "organisers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "image_id" text;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "organiser_id" integer;--> statement-breakpoint
ALTER TABLE "event_slug_history" ADD CONSTRAINT "event_slug_history_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_invitations" ADD CONSTRAINT "organiser_invitations_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_invitations" ADD CONSTRAINT "organiser_invitations_invited_by_buyers_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_invitations" ADD CONSTRAINT "organiser_invitations_accepted_by_buyers_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_members" ADD CONSTRAINT "organiser_members_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_members" ADD CONSTRAINT "organiser_members_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_slug_history_event_idx" ON "event_slug_history" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "organiser_invitations_organiser_idx" ON "organiser_invitations" USING btree ("organiser_id");--> statement-breakpoint
CREATE INDEX "organiser_members_buyer_idx" ON "organiser_members" USING btree ("buyer_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_poster_image_id_media_images_id_fk" FOREIGN KEY ("poster_image_id") REFERENCES "public"."media_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_banner_image_id_media_images_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "public"."media_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talents" ADD CONSTRAINT "talents_image_id_media_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talents" ADD CONSTRAINT "talents_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_lifecycle" CHECK ("events"."lifecycle" IN ('draft', 'published', 'cancelled'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_coordinates" CHECK (("events"."latitude" IS NULL OR "events"."latitude" BETWEEN -90 AND 90) AND ("events"."longitude" IS NULL OR "events"."longitude" BETWEEN -180 AND 180));