-- Decision 180: an obra is found by its own text or by its cliente's. Two documents in two tables
-- made a common word's search gather every matching id of both (290 000 at 1 000 000 obras), and
-- no index could give the page in name order. The obra now keeps a copy of its cliente's search
-- document (clientes.busca, migration 0020), written by PostgreSQL whoever writes either table, so
-- the search is one condition on one row, answered by the name index (both documents in INCLUDE,
-- as the pessoas' in 0021) for a common word and by the two trigram indexes for a rare one.
DROP INDEX "obras_empresa_nome_idx";--> statement-breakpoint
ALTER TABLE "obras" ADD COLUMN "busca_cliente" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The copy of the obras there are, before the triggers below (the versao one is made again).
DROP TRIGGER "obras_versao" ON "obras";--> statement-breakpoint
UPDATE "obras" o SET "busca_cliente" = c."busca" FROM "clientes" c
  WHERE c."empresa_id" = o."empresa_id" AND c."id" = o."id_cliente";--> statement-breakpoint
-- On insert, on a change of cliente, and on any write of the copy itself (so it cannot be set by
-- hand): the cliente's document. FOR SHARE waits for an edit of the cliente in progress, whose
-- own trigger (below) could not see this uncommitted obra; coalesce leaves an unknown cliente to
-- the foreign key's error.
CREATE FUNCTION "gdo_obra_busca_cliente"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.busca_cliente := coalesce(
    (SELECT busca FROM clientes WHERE empresa_id = NEW.empresa_id AND id = NEW.id_cliente FOR SHARE), '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "obras_busca_cliente" BEFORE INSERT OR UPDATE OF "id_cliente", "busca_cliente" ON "obras"
  FOR EACH ROW EXECUTE FUNCTION "gdo_obra_busca_cliente"();
--> statement-breakpoint
CREATE FUNCTION "gdo_cliente_busca_nas_obras"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE obras SET busca_cliente = NEW.busca WHERE empresa_id = NEW.empresa_id AND id_cliente = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "clientes_busca_nas_obras" AFTER UPDATE ON "clientes"
  FOR EACH ROW WHEN (OLD.busca IS DISTINCT FROM NEW.busca) EXECUTE FUNCTION "gdo_cliente_busca_nas_obras"();
--> statement-breakpoint
-- The copy following its cliente is not an edit of the obra: its versao (decision 042) stays, so
-- someone editing the obra meanwhile is not refused. A change of cliente, or of anything else, is.
CREATE TRIGGER "obras_versao" BEFORE UPDATE ON "obras" FOR EACH ROW
  WHEN (OLD.id_cliente IS DISTINCT FROM NEW.id_cliente OR OLD.busca_cliente IS NOT DISTINCT FROM NEW.busca_cliente)
  EXECUTE FUNCTION "gdo_versao_seguinte"();
--> statement-breakpoint
CREATE INDEX "obras_busca_cliente_idx" ON "obras" USING gin ("busca_cliente" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "obras_empresa_nome_idx" ON "obras" USING btree ("empresa_id","nome","id") INCLUDE ("busca","busca_cliente");
