-- Names sort as a Brazilian reader expects (decision 043): accents beside their letter, case
-- ignored first, digits by value ('Casa 2' before 'Casa 10'). The embedded server is initialised
-- with C.UTF-8, where 'Álvaro' sorts after 'Zé'; ICU is in both the embedded and Debian's builds.
CREATE COLLATION IF NOT EXISTS "gdo_ptbr" (provider = icu, locale = 'pt-BR-u-kn-true');
--> statement-breakpoint
DO $$
DECLARE c record;
BEGIN
  FOR c IN
    SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND data_type = 'text'
       AND column_name IN ('nome', 'razao_social', 'responsavel', 'engenheiro', 'objeto', 'descricao')
     ORDER BY table_name, column_name
  LOOP
    EXECUTE format('ALTER TABLE %I ALTER COLUMN %I TYPE text COLLATE "gdo_ptbr"', c.table_name, c.column_name);
  END LOOP;
END $$;
