ALTER TABLE "events" ADD COLUMN "search_document" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- hand-written: catalogue search (ADR 0122). Extensions, the function and triggers that keep
-- events.search_document/search_vector current on every write, the backfill, then the indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- The words a buyer types for an event's kind, in Indonesian and English ("konser" finds concerts).
CREATE OR REPLACE FUNCTION events_kind_words(kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE kind
    WHEN 'concert' THEN 'konser concert musik music'
    WHEN 'festival' THEN 'festival'
    WHEN 'sport' THEN 'olahraga sport pertandingan match'
    WHEN 'fun_run' THEN 'fun run lari running marathon maraton'
    ELSE '' END
$$;--> statement-breakpoint
-- Lowercased and unaccented, so "beyonce" finds "Beyoncé" and the index needs no expression.
CREATE OR REPLACE FUNCTION events_search_fold(value text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(public.unaccent('public.unaccent'::regdictionary, coalesce(value, '')))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION events_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  talent_names text;
  organiser_name text;
BEGIN
  SELECT coalesce(string_agg(t.name, ' ' ORDER BY et.sort_order), '') INTO talent_names
    FROM public.event_talents et JOIN public.talents t ON t.id = et.talent_id WHERE et.event_id = NEW.id;
  SELECT o.name INTO organiser_name FROM public.organisers o WHERE o.id = NEW.organiser_id;
  NEW.search_document := events_search_fold(concat_ws(' ', NEW.title, talent_names, NEW.venue_name, NEW.city,
    organiser_name, events_kind_words(NEW.category)));
  -- Ranking weights: title A, lineup B, place and organiser C, kind D.
  NEW.search_vector :=
    setweight(to_tsvector('simple', events_search_fold(NEW.title)), 'A') ||
    setweight(to_tsvector('simple', events_search_fold(talent_names)), 'B') ||
    setweight(to_tsvector('simple', events_search_fold(concat_ws(' ', NEW.venue_name, NEW.city, organiser_name))), 'C') ||
    setweight(to_tsvector('simple', events_kind_words(NEW.category)), 'D');
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Writing search_document (any value) asks for a refresh: the triggers below use that.
CREATE TRIGGER events_search_fill BEFORE INSERT OR UPDATE OF title, venue_name, city, organiser_id, category, search_document
  ON events FOR EACH ROW EXECUTE FUNCTION events_search_fill();--> statement-breakpoint
CREATE OR REPLACE FUNCTION events_search_refresh_lineup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE public.events SET search_document = '' WHERE id IN (SELECT event_id FROM changed_new);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE public.events SET search_document = '' WHERE id IN (SELECT event_id FROM changed_old);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER event_talents_search_insert AFTER INSERT ON event_talents REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION events_search_refresh_lineup();--> statement-breakpoint
CREATE TRIGGER event_talents_search_update AFTER UPDATE ON event_talents
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION events_search_refresh_lineup();--> statement-breakpoint
CREATE TRIGGER event_talents_search_delete AFTER DELETE ON event_talents REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION events_search_refresh_lineup();--> statement-breakpoint
CREATE OR REPLACE FUNCTION events_search_refresh_talent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.events SET search_document = '' WHERE id IN (
    SELECT et.event_id FROM public.event_talents et WHERE et.talent_id IN (SELECT id FROM changed_new));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER talents_search_update AFTER UPDATE ON talents REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION events_search_refresh_talent();--> statement-breakpoint
CREATE OR REPLACE FUNCTION events_search_refresh_organiser() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.events SET search_document = '' WHERE organiser_id IN (SELECT id FROM changed_new);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER organisers_search_update AFTER UPDATE ON organisers REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION events_search_refresh_organiser();--> statement-breakpoint
UPDATE events SET search_document = '';--> statement-breakpoint
CREATE INDEX events_search_vector_idx ON events USING gin (search_vector);--> statement-breakpoint
CREATE INDEX events_search_trgm_idx ON events USING gin (search_document gin_trgm_ops);--> statement-breakpoint
CREATE INDEX events_city_key_idx ON events (lower(btrim(city)));
