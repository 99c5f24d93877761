-- Decision 181: lancamento_totais also keeps the sum of the entries' valor_comprometido (its
-- `comprometido` is the open part, sum(valor_aberto)), so an entries list with no filter narrowing
-- its entries reads its totals here instead of summing every entry. The trigger function of
-- migration 0005 is the same but for the new column. The two date indexes of the entries' lists
-- take the lists' default order whole (newest day first, then id), so a page of 50 reads 50 entries
-- instead of every entry of its newest day (2 700 a day at 1 000 000 a year).
DROP INDEX "lancamentos_documento_data_idx";--> statement-breakpoint
DROP INDEX "lancamentos_tipo_data_idx";--> statement-breakpoint
ALTER TABLE "lancamento_totais" ADD COLUMN "valor_comprometido" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lancamento_totais_aplicar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lancamento_totais AS t (empresa_id, documento_id, etapa_id, executado, comprometido, lancamentos, valor_comprometido)
    SELECT empresa_id, documento_id, etapa_id, sum(valor_pagamento), sum(valor_aberto), count(*), sum(valor_comprometido)
      FROM novos GROUP BY empresa_id, documento_id, etapa_id ORDER BY empresa_id, documento_id, etapa_id
    ON CONFLICT (empresa_id, documento_id, etapa_id) DO UPDATE
      SET executado = t.executado + excluded.executado, comprometido = t.comprometido + excluded.comprometido,
          lancamentos = t.lancamentos + excluded.lancamentos,
          valor_comprometido = t.valor_comprometido + excluded.valor_comprometido;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE lancamento_totais t
       SET executado = t.executado - d.executado, comprometido = t.comprometido - d.comprometido,
           lancamentos = t.lancamentos - d.lancamentos, valor_comprometido = t.valor_comprometido - d.valor_comprometido
      FROM (SELECT empresa_id, documento_id, etapa_id, sum(valor_pagamento) AS executado,
                   sum(valor_aberto) AS comprometido, count(*) AS lancamentos, sum(valor_comprometido) AS valor_comprometido
              FROM antigos GROUP BY empresa_id, documento_id, etapa_id ORDER BY empresa_id, documento_id, etapa_id) d
     WHERE t.empresa_id = d.empresa_id AND t.documento_id = d.documento_id AND t.etapa_id = d.etapa_id;
  ELSE
    INSERT INTO lancamento_totais AS t (empresa_id, documento_id, etapa_id, executado, comprometido, lancamentos, valor_comprometido)
    SELECT empresa_id, documento_id, etapa_id, sum(executado), sum(comprometido), sum(lancamentos), sum(valor_comprometido)
      FROM (SELECT empresa_id, documento_id, etapa_id, valor_pagamento AS executado, valor_aberto AS comprometido,
                   1 AS lancamentos, valor_comprometido FROM novos
            UNION ALL
            SELECT empresa_id, documento_id, etapa_id, -valor_pagamento, -valor_aberto, -1, -valor_comprometido FROM antigos) m
     GROUP BY empresa_id, documento_id, etapa_id ORDER BY empresa_id, documento_id, etapa_id
    ON CONFLICT (empresa_id, documento_id, etapa_id) DO UPDATE
      SET executado = t.executado + excluded.executado, comprometido = t.comprometido + excluded.comprometido,
          lancamentos = t.lancamentos + excluded.lancamentos,
          valor_comprometido = t.valor_comprometido + excluded.valor_comprometido;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE "lancamento_totais" t SET "valor_comprometido" = s.soma
  FROM (SELECT empresa_id, documento_id, etapa_id, sum(valor_comprometido) AS soma
          FROM "lancamentos" GROUP BY empresa_id, documento_id, etapa_id) s
 WHERE t.empresa_id = s.empresa_id AND t.documento_id = s.documento_id AND t.etapa_id = s.etapa_id;--> statement-breakpoint
CREATE INDEX "lancamentos_documento_data_idx" ON "lancamentos" USING btree ("empresa_id","documento_id","data_lancamento" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "lancamentos_tipo_data_idx" ON "lancamentos" USING btree ("empresa_id","tipo","data_lancamento" DESC NULLS FIRST,"id");
