ALTER TABLE "clientes" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "etapas" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "fornecedores" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "obras" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "subetapas" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orcamento_modelos" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orcamentos" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contratos" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lancamentos" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "rdo_rda" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Optimistic locking (decision 042): every UPDATE of an editable record raises its versao by one,
-- whoever writes it (an edit, a budget total kept by itens/create, subetapas renumbered with their
-- etapa, a script). A row-level BEFORE trigger only touches NEW.versao, so the statement-level
-- AFTER triggers on lancamentos (migration 0005) see the same rows as before.
CREATE FUNCTION "gdo_versao_seguinte"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.versao := OLD.versao + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "clientes_versao" BEFORE UPDATE ON "clientes" FOR EACH ROW EXECUTE FUNCTION "gdo_versao_seguinte"();
--> statement-breakpoint
CREATE TRIGGER "fornecedores_versao" BEFORE UPDATE ON "fornecedores" FOR EACH ROW EXECUTE FUNCTION "gdo_versao_seguinte"();
--> statement-breakpoint
CREATE TRIGGER "obras_versao" BEFORE UPDATE ON "obras" FOR EACH ROW EXECUTE FUNCTION "gdo_versao_seguinte"();
--> statement-breakpoint
CREATE TRIGGER "usuarios_versao" BEFORE UPDATE ON "usuarios" FOR EACH ROW EXECUTE FUNCTION "gdo_versao_seguinte"();
--> statement-breakpoint
CREATE TRIGGER "etapas_versao" BEFORE UPDATE ON "etapas" FOR EACH ROW EXECUTE FUNCTION "gdo_versao_seguinte"();
--> statement-breakpoint
CREATE TRIGGER "subetapas_versao" BEFORE UPDATE ON "subetapas" FOR EACH ROW EXECUTE FUNCTION "gdo_versao_seguinte"();
--> statement-breakpoint
CREATE TRIGGER "orcamentos_versao" BEFORE UPDATE ON "orcamentos" FOR EACH ROW EXECUTE FUNCTION "gdo_versao_seguinte"();
--> statement-breakpoint
CREATE TRIGGER "orcamento_modelos_versao" BEFORE UPDATE ON "orcamento_modelos" FOR EACH ROW EXECUTE FUNCTION "gdo_versao_seguinte"();
--> statement-breakpoint
CREATE TRIGGER "contratos_versao" BEFORE UPDATE ON "contratos" FOR EACH ROW EXECUTE FUNCTION "gdo_versao_seguinte"();
--> statement-breakpoint
CREATE TRIGGER "rdo_rda_versao" BEFORE UPDATE ON "rdo_rda" FOR EACH ROW EXECUTE FUNCTION "gdo_versao_seguinte"();
--> statement-breakpoint
CREATE TRIGGER "lancamentos_versao" BEFORE UPDATE ON "lancamentos" FOR EACH ROW EXECUTE FUNCTION "gdo_versao_seguinte"();
