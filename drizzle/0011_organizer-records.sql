CREATE TABLE "organiser_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organiser_id" integer NOT NULL,
	"event_id" integer,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organiser_access_log_action" CHECK ("organiser_access_log"."action" IN ('reveal', 'export'))
);
--> statement-breakpoint
ALTER TABLE "organiser_access_log" ADD CONSTRAINT "organiser_access_log_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_access_log" ADD CONSTRAINT "organiser_access_log_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_access_log" ADD CONSTRAINT "organiser_access_log_actor_id_buyers_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organiser_access_log_org_idx" ON "organiser_access_log" USING btree ("organiser_id","created_at");