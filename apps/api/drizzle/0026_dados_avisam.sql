-- Every API process keeps the lists' answers a few seconds (decision 229) and forgets all of them
-- at the commit of any change to the data: these statement triggers NOTIFY gdo_dados, whichever
-- path wrote (the API, the admin CLI, a restore's COPY, psql). One notification per transaction
-- reaches a listener (same channel, same payload). Left out: the tables no answer reads and that
-- change on their own all day (a session's sliding renewal, the sign-in limits, idempotency keys).
-- A table added later gets its triggers in its own migration; a test checks every table has them.
CREATE FUNCTION "gdo_dados_mudaram"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('gdo_dados', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema()
             AND tablename NOT IN ('sessoes', 'limites_login', 'idempotencia')
  LOOP
    EXECUTE format('CREATE TRIGGER dados_avisam AFTER INSERT OR UPDATE OR DELETE ON %I
                    FOR EACH STATEMENT EXECUTE FUNCTION gdo_dados_mudaram()', t);
    EXECUTE format('CREATE TRIGGER dados_truncados_avisam AFTER TRUNCATE ON %I
                    FOR EACH STATEMENT EXECUTE FUNCTION gdo_dados_mudaram()', t);
  END LOOP;
END $$;
