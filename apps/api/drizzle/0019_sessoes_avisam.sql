-- Every API process keeps a few seconds of token → session in memory (decision 124) and forgets
-- all of it when a session ends or a user's roles, status or empresa change: these statement-level
-- triggers NOTIFY gdo_sessoes at commit, whichever path made the change (the API, the admin CLI,
-- a restore, psql). The processes LISTEN on a connection of their own.
CREATE FUNCTION "gdo_sessoes_mudaram"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('gdo_sessoes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessoes_avisam" AFTER UPDATE OF "revogada_em", "usuario_id", "token_hash" OR DELETE OR TRUNCATE ON "sessoes"
  FOR EACH STATEMENT EXECUTE FUNCTION "gdo_sessoes_mudaram"();
--> statement-breakpoint
CREATE TRIGGER "usuarios_avisam" AFTER UPDATE OF "permissoes", "status", "empresa_id", "senha_hash" OR DELETE OR TRUNCATE ON "usuarios"
  FOR EACH STATEMENT EXECUTE FUNCTION "gdo_sessoes_mudaram"();
