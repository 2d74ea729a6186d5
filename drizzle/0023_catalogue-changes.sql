-- hand-written: catalogue changes announced by the database (ADR 0134). Every statement that writes an
-- event, its ticket categories or its seat sections (and, through the search triggers of migration 0014,
-- its lineup, a talent or its organiser) adds one row to the live-updates log with the ids of the events
-- it touched, and a NOTIFY on the live-updates channel, exactly as `databaseLiveUpdates().publish` does
-- (server/features/live-updates/database-live-updates-store.ts: channel, topic rules, inline limit).
-- The NOTIFY is sent at commit and never for a rolled-back write, so every process's search index
-- hears of every change, whichever path (API, seeder, script, psql) made it.
CREATE OR REPLACE FUNCTION catalogue_changes_announce(event_ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  payload jsonb;
  update_id bigint;
BEGIN
  IF event_ids IS NULL OR cardinality(event_ids) = 0 THEN
    RETURN;
  END IF;
  payload := jsonb_build_object('ids', to_jsonb(event_ids));
  INSERT INTO public.live_updates (topic, payload) VALUES ('catalogue:events', payload) RETURNING id INTO update_id;
  PERFORM pg_notify('tiketin_live_updates', CASE WHEN octet_length(payload::text) <= 7000
    THEN json_build_object('id', update_id::text, 'topic', 'catalogue:events', 'data', payload)::text
    ELSE json_build_object('id', update_id::text, 'topic', 'catalogue:events')::text END);
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_events_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM catalogue_changes_announce(ARRAY(SELECT DISTINCT id FROM changed_old));
  ELSE
    PERFORM catalogue_changes_announce(ARRAY(SELECT DISTINCT id FROM changed_new));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Tables whose rows belong to an event through `event_id`: both sides of an update (a row moved).
CREATE OR REPLACE FUNCTION catalogue_event_parts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM catalogue_changes_announce(ARRAY(SELECT DISTINCT event_id FROM changed_new));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM catalogue_changes_announce(ARRAY(SELECT DISTINCT event_id FROM changed_old));
  ELSE
    PERFORM catalogue_changes_announce(ARRAY(
      SELECT event_id FROM changed_new UNION SELECT event_id FROM changed_old));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER events_catalogue_insert AFTER INSERT ON events REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_events_changed();--> statement-breakpoint
CREATE TRIGGER events_catalogue_update AFTER UPDATE ON events REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_events_changed();--> statement-breakpoint
CREATE TRIGGER events_catalogue_delete AFTER DELETE ON events REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_events_changed();--> statement-breakpoint
CREATE TRIGGER ticket_categories_catalogue_insert AFTER INSERT ON ticket_categories
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION catalogue_event_parts_changed();--> statement-breakpoint
CREATE TRIGGER ticket_categories_catalogue_update AFTER UPDATE ON ticket_categories
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_event_parts_changed();--> statement-breakpoint
CREATE TRIGGER ticket_categories_catalogue_delete AFTER DELETE ON ticket_categories
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION catalogue_event_parts_changed();--> statement-breakpoint
CREATE TRIGGER seat_sections_catalogue_insert AFTER INSERT ON seat_sections
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION catalogue_event_parts_changed();--> statement-breakpoint
CREATE TRIGGER seat_sections_catalogue_update AFTER UPDATE ON seat_sections
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_event_parts_changed();--> statement-breakpoint
CREATE TRIGGER seat_sections_catalogue_delete AFTER DELETE ON seat_sections
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION catalogue_event_parts_changed();
