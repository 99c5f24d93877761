CREATE TABLE "lancamento_pagamentos_dia" (
	"empresa_id" integer NOT NULL,
	"dia" date NOT NULL,
	"documento_id" integer NOT NULL,
	"executado" numeric DEFAULT '0' NOT NULL,
	"lancamentos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lancamento_pagamentos_dia_empresa_id_dia_documento_id_pk" PRIMARY KEY("empresa_id","dia","documento_id")
);
--> statement-breakpoint
ALTER TABLE "lancamento_pagamentos_dia" ADD CONSTRAINT "lancamento_pagamentos_dia_documento_fk" FOREIGN KEY ("empresa_id","documento_id") REFERENCES "public"."rdo_rda"("empresa_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- What each document paid per day (the payment's date, or the entry's when it has none), kept as
-- lancamento_totais is (migration 0005, decision 041): statement-level triggers, one aggregate per statement,
-- rows taken in key order. Only paid entries count; the dashboard's period sums a few rows per day.
CREATE FUNCTION "lancamento_pagamentos_dia_aplicar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lancamento_pagamentos_dia AS t (empresa_id, dia, documento_id, executado, lancamentos)
    SELECT empresa_id, coalesce(data_pagamento, data_lancamento), documento_id, sum(valor_pagamento), count(*)
      FROM novos WHERE valor_pagamento <> 0
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (empresa_id, dia, documento_id) DO UPDATE
      SET executado = t.executado + excluded.executado, lancamentos = t.lancamentos + excluded.lancamentos;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE lancamento_pagamentos_dia t
       SET executado = t.executado - d.executado, lancamentos = t.lancamentos - d.lancamentos
      FROM (SELECT empresa_id, coalesce(data_pagamento, data_lancamento) AS dia, documento_id,
                   sum(valor_pagamento) AS executado, count(*) AS lancamentos
              FROM antigos WHERE valor_pagamento <> 0
             GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) d
     WHERE t.empresa_id = d.empresa_id AND t.dia = d.dia AND t.documento_id = d.documento_id;
  ELSE
    INSERT INTO lancamento_pagamentos_dia AS t (empresa_id, dia, documento_id, executado, lancamentos)
    SELECT empresa_id, dia, documento_id, sum(executado), sum(lancamentos)
      FROM (SELECT empresa_id, coalesce(data_pagamento, data_lancamento) AS dia, documento_id,
                   valor_pagamento AS executado, 1 AS lancamentos FROM novos WHERE valor_pagamento <> 0
            UNION ALL
            SELECT empresa_id, coalesce(data_pagamento, data_lancamento), documento_id, -valor_pagamento, -1
              FROM antigos WHERE valor_pagamento <> 0) m
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (empresa_id, dia, documento_id) DO UPDATE
      SET executado = t.executado + excluded.executado, lancamentos = t.lancamentos + excluded.lancamentos;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "lancamentos_pagamentos_dia_insert" AFTER INSERT ON "lancamentos"
  REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION "lancamento_pagamentos_dia_aplicar"();
--> statement-breakpoint
CREATE TRIGGER "lancamentos_pagamentos_dia_update" AFTER UPDATE ON "lancamentos"
  REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION "lancamento_pagamentos_dia_aplicar"();
--> statement-breakpoint
CREATE TRIGGER "lancamentos_pagamentos_dia_delete" AFTER DELETE ON "lancamentos"
  REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION "lancamento_pagamentos_dia_aplicar"();
--> statement-breakpoint
INSERT INTO "lancamento_pagamentos_dia" (empresa_id, dia, documento_id, executado, lancamentos)
SELECT empresa_id, coalesce(data_pagamento, data_lancamento), documento_id, sum(valor_pagamento), count(*)
  FROM "lancamentos" WHERE valor_pagamento <> 0 GROUP BY 1, 2, 3;
