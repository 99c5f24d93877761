-- The notifications of migration 0026 said only "something changed", so every API process forgot
-- every empresa's kept answers at any empresa's write: a busy firm emptied everyone's cache, and
-- one firm could time another's writes by its own answers (decision 231). Each statement now names
-- the empresas whose rows it changed (the `empresa_id` of its transition tables, `id` for the
-- empresas themselves), and a listener forgets only theirs. An empty payload still means "all"
-- (a TRUNCATE, the segredos, a payload that would pass PostgreSQL's 8 000 bytes). A statement that
-- changed no row says nothing. Transition tables allow one event per trigger: three per table. The
-- tables holding files (a photo's or a receipt's bytes) notify per row instead: a transition table
-- would hold a copy of every file a statement wrote (a restore: all of them); PostgreSQL folds the
-- identical notifications of one transaction.
CREATE FUNCTION "gdo_dados_da_empresa_mudaram"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  coluna text := TG_ARGV[0];
  ids text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT string_agg(DISTINCT %I::text, '','') FROM novas', coluna) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT string_agg(DISTINCT %I::text, '','') FROM velhas', coluna) INTO ids;
  ELSE
    EXECUTE format('SELECT string_agg(DISTINCT e::text, '','') FROM (SELECT %1$I AS e FROM novas
                    UNION ALL SELECT %1$I FROM velhas) AS s', coluna) INTO ids;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('gdo_dados', CASE WHEN length(ids) > 7000 THEN '' ELSE ids END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "gdo_linha_da_empresa_mudou"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('gdo_dados', OLD.empresa_id::text);
  ELSE
    PERFORM pg_notify('gdo_dados', NEW.empresa_id::text);
    IF TG_OP = 'UPDATE' AND OLD.empresa_id <> NEW.empresa_id THEN
      PERFORM pg_notify('gdo_dados', OLD.empresa_id::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
  coluna text;
BEGIN
  FOR t, coluna IN
    SELECT c.table_name, c.column_name FROM information_schema.columns c
      JOIN pg_tables p ON p.tablename = c.table_name AND p.schemaname = c.table_schema
     WHERE c.table_schema = current_schema()
       AND (c.column_name = 'empresa_id' OR (c.table_name = 'empresas' AND c.column_name = 'id'))
       AND c.table_name NOT IN ('sessoes', 'limites_login', 'idempotencia')
  LOOP
    EXECUTE format('DROP TRIGGER dados_avisam ON %I', t);
    IF EXISTS (SELECT 1 FROM information_schema.columns c WHERE c.table_schema = current_schema()
                 AND c.table_name = t AND c.data_type = 'bytea' AND t <> 'empresas') THEN
      EXECUTE format('CREATE TRIGGER dados_da_linha_avisam AFTER INSERT OR UPDATE OR DELETE ON %I
                      FOR EACH ROW EXECUTE FUNCTION gdo_linha_da_empresa_mudou()', t);
      CONTINUE;
    END IF;
    EXECUTE format('CREATE TRIGGER dados_inseridos_avisam AFTER INSERT ON %I REFERENCING NEW TABLE AS novas
                    FOR EACH STATEMENT EXECUTE FUNCTION gdo_dados_da_empresa_mudaram(%L)', t, coluna);
    EXECUTE format('CREATE TRIGGER dados_alterados_avisam AFTER UPDATE ON %I
                    REFERENCING OLD TABLE AS velhas NEW TABLE AS novas
                    FOR EACH STATEMENT EXECUTE FUNCTION gdo_dados_da_empresa_mudaram(%L)', t, coluna);
    EXECUTE format('CREATE TRIGGER dados_apagados_avisam AFTER DELETE ON %I REFERENCING OLD TABLE AS velhas
                    FOR EACH STATEMENT EXECUTE FUNCTION gdo_dados_da_empresa_mudaram(%L)', t, coluna);
  END LOOP;
END $$;
