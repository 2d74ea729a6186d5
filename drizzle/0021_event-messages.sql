CREATE TABLE "event_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"reason" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"category_id" integer,
	"category_name" text,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"recipient_count" integer NOT NULL,
	"enqueued_count" integer DEFAULT 0 NOT NULL,
	"cursor_email" text,
	"per_minute" integer NOT NULL,
	"send_from" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'sending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone,
	CONSTRAINT "event_messages_event_key_uq" UNIQUE("event_id","idempotency_key"),
	CONSTRAINT "event_messages_reason_known" CHECK ("event_messages"."reason" IN ('schedule_change', 'venue_change', 'entry_information', 'safety_notice', 'other_event_related')),
	CONSTRAINT "event_messages_state_known" CHECK ("event_messages"."state" IN ('sending', 'queued')),
	CONSTRAINT "event_messages_per_minute_positive" CHECK ("event_messages"."per_minute" >= 1)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "not_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_category_id_ticket_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_created_by_buyers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_messages_event_idx" ON "event_messages" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "event_messages_sending_idx" ON "event_messages" USING btree ("id") WHERE "event_messages"."state" = 'sending';--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_key_uq" ON "mail_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "mail_outbox_group_idx" ON "mail_outbox" USING btree ("group_key") WHERE "mail_outbox"."group_key" is not null;