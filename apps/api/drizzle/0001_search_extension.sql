-- The lists' ?q= search (ILIKE '%term%') ignores case and accents ('joao' finds 'João') and stays
-- fast at 100 000 rows through GIN trigram indexes, built by the registers migration that
-- follows. pg_trgm and unaccent are trusted extensions: a database owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index; this
-- wrapper names the dictionary explicitly and is declared IMMUTABLE so that it can. The indexes
-- and the searches both call it, which is what lets the planner use the index.
CREATE OR REPLACE FUNCTION gdo_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
