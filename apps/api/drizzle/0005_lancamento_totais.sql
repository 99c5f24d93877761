CREATE TABLE "lancamento_totais" (
	"empresa_id" integer NOT NULL,
	"documento_id" integer NOT NULL,
	"etapa_id" integer NOT NULL,
	"executado" numeric DEFAULT '0' NOT NULL,
	"comprometido" numeric DEFAULT '0' NOT NULL,
	"lancamentos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lancamento_totais_empresa_id_documento_id_etapa_id_pk" PRIMARY KEY("empresa_id","documento_id","etapa_id")
);
--> statement-breakpoint
ALTER TABLE "lancamento_totais" ADD CONSTRAINT "lancamento_totais_documento_fk" FOREIGN KEY ("empresa_id","documento_id") REFERENCES "public"."rdo_rda"("empresa_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- Statement-level triggers with transition tables: one aggregate per statement (a million-row
-- INSERT…SELECT costs one GROUP BY, not a million upserts), and the upsert takes the totals rows
-- in key order, so two transactions never lock them in opposite orders.
CREATE FUNCTION "lancamento_totais_aplicar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lancamento_totais AS t (empresa_id, documento_id, etapa_id, executado, comprometido, lancamentos)
    SELECT empresa_id, documento_id, etapa_id, sum(valor_pagamento), sum(valor_aberto), count(*)
      FROM novos GROUP BY empresa_id, documento_id, etapa_id ORDER BY empresa_id, documento_id, etapa_id
    ON CONFLICT (empresa_id, documento_id, etapa_id) DO UPDATE
      SET executado = t.executado + excluded.executado, comprometido = t.comprometido + excluded.comprometido,
          lancamentos = t.lancamentos + excluded.lancamentos;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE lancamento_totais t
       SET executado = t.executado - d.executado, comprometido = t.comprometido - d.comprometido,
           lancamentos = t.lancamentos - d.lancamentos
      FROM (SELECT empresa_id, documento_id, etapa_id, sum(valor_pagamento) AS executado,
                   sum(valor_aberto) AS comprometido, count(*) AS lancamentos
              FROM antigos GROUP BY empresa_id, documento_id, etapa_id ORDER BY empresa_id, documento_id, etapa_id) d
     WHERE t.empresa_id = d.empresa_id AND t.documento_id = d.documento_id AND t.etapa_id = d.etapa_id;
  ELSE
    INSERT INTO lancamento_totais AS t (empresa_id, documento_id, etapa_id, executado, comprometido, lancamentos)
    SELECT empresa_id, documento_id, etapa_id, sum(executado), sum(comprometido), sum(lancamentos)
      FROM (SELECT empresa_id, documento_id, etapa_id, valor_pagamento AS executado, valor_aberto AS comprometido,
                   1 AS lancamentos FROM novos
            UNION ALL
            SELECT empresa_id, documento_id, etapa_id, -valor_pagamento, -valor_aberto, -1 FROM antigos) m
     GROUP BY empresa_id, documento_id, etapa_id ORDER BY empresa_id, documento_id, etapa_id
    ON CONFLICT (empresa_id, documento_id, etapa_id) DO UPDATE
      SET executado = t.executado + excluded.executado, comprometido = t.comprometido + excluded.comprometido,
          lancamentos = t.lancamentos + excluded.lancamentos;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "lancamentos_totais_insert" AFTER INSERT ON "lancamentos"
  REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION "lancamento_totais_aplicar"();
--> statement-breakpoint
CREATE TRIGGER "lancamentos_totais_update" AFTER UPDATE ON "lancamentos"
  REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION "lancamento_totais_aplicar"();
--> statement-breakpoint
CREATE TRIGGER "lancamentos_totais_delete" AFTER DELETE ON "lancamentos"
  REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION "lancamento_totais_aplicar"();
--> statement-breakpoint
INSERT INTO "lancamento_totais" (empresa_id, documento_id, etapa_id, executado, comprometido, lancamentos)
SELECT empresa_id, documento_id, etapa_id, sum(valor_pagamento), sum(valor_aberto), count(*)
  FROM "lancamentos" GROUP BY empresa_id, documento_id, etapa_id;
