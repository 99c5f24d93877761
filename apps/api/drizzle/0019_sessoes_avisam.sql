-- Every API process keeps a few seconds of token → session in memory (decision 124) and forgets
-- all of it when a session ends or is cut short, or a user's roles, status, empresa or password
-- change: these triggers NOTIFY gdo_sessoes at commit, whichever path made the change (the API, the
-- admin CLI, a restore, psql). The processes LISTEN on a connection of their own. A session's
-- sliding renewal (expira_em moving later) is not a change anyone must see, so it stays silent.
-- Notifications with the same payload in one transaction reach a listener once.
CREATE FUNCTION "gdo_sessoes_mudaram"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('gdo_sessoes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessoes_avisam" AFTER UPDATE ON "sessoes" FOR EACH ROW
  WHEN (NEW.revogada_em IS DISTINCT FROM OLD.revogada_em OR NEW.expira_em < OLD.expira_em
        OR NEW.usuario_id <> OLD.usuario_id OR NEW.token_hash <> OLD.token_hash)
  EXECUTE FUNCTION "gdo_sessoes_mudaram"();
--> statement-breakpoint
CREATE TRIGGER "sessoes_removidas_avisam" AFTER DELETE ON "sessoes" FOR EACH ROW EXECUTE FUNCTION "gdo_sessoes_mudaram"();
--> statement-breakpoint
CREATE TRIGGER "sessoes_truncadas_avisam" AFTER TRUNCATE ON "sessoes" FOR EACH STATEMENT EXECUTE FUNCTION "gdo_sessoes_mudaram"();
--> statement-breakpoint
CREATE TRIGGER "usuarios_avisam" AFTER UPDATE ON "usuarios" FOR EACH ROW
  WHEN (NEW.permissoes IS DISTINCT FROM OLD.permissoes OR NEW.status IS DISTINCT FROM OLD.status
        OR NEW.empresa_id IS DISTINCT FROM OLD.empresa_id OR NEW.senha_hash IS DISTINCT FROM OLD.senha_hash)
  EXECUTE FUNCTION "gdo_sessoes_mudaram"();
--> statement-breakpoint
CREATE TRIGGER "usuarios_removidos_avisam" AFTER DELETE ON "usuarios" FOR EACH ROW EXECUTE FUNCTION "gdo_sessoes_mudaram"();
--> statement-breakpoint
CREATE TRIGGER "usuarios_truncados_avisam" AFTER TRUNCATE ON "usuarios" FOR EACH STATEMENT EXECUTE FUNCTION "gdo_sessoes_mudaram"();
