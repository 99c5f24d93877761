ALTER TABLE "lancamentos" ADD CONSTRAINT "lancamentos_empresa_id_key" UNIQUE("empresa_id","id");--> statement-breakpoint
CREATE TABLE "pagamento_comprovantes" (
	"pagamento_id" integer PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"tamanho" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pagamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"lancamento_id" integer NOT NULL,
	"data" date NOT NULL,
	"valor" numeric(15, 2) NOT NULL,
	"juros" numeric(15, 2) DEFAULT '0' NOT NULL,
	"desconto" numeric(15, 2) DEFAULT '0' NOT NULL,
	"forma" text,
	"observacao" text,
	"usuario_id" integer NOT NULL,
	"estornado_em" timestamp with time zone,
	"estornado_por" integer,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pagamentos_empresa_id_key" UNIQUE("empresa_id","id"),
	CONSTRAINT "pagamentos_valores_check" CHECK ("pagamentos"."valor" > 0 and "pagamentos"."juros" >= 0 and "pagamentos"."desconto" >= 0),
	CONSTRAINT "pagamentos_forma_check" CHECK ("pagamentos"."forma" in ('pix', 'boleto', 'transferencia', 'dinheiro', 'cartao', 'cheque')),
	CONSTRAINT "pagamentos_estorno_check" CHECK (("pagamentos"."estornado_em" is null) = ("pagamentos"."estornado_por" is null))
);
--> statement-breakpoint
ALTER TABLE "pagamento_comprovantes" ADD CONSTRAINT "pagamento_comprovantes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento_comprovantes" ADD CONSTRAINT "pagamento_comprovantes_pagamento_fk" FOREIGN KEY ("empresa_id","pagamento_id") REFERENCES "public"."pagamentos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_estornado_por_usuarios_id_fk" FOREIGN KEY ("estornado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_lancamento_fk" FOREIGN KEY ("empresa_id","lancamento_id") REFERENCES "public"."lancamentos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pagamento_comprovantes_empresa_idx" ON "pagamento_comprovantes" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "pagamentos_lancamento_idx" ON "pagamentos" USING btree ("lancamento_id");--> statement-breakpoint
CREATE INDEX "pagamentos_empresa_data_idx" ON "pagamentos" USING btree ("empresa_id","data");--> statement-breakpoint
-- Comprovantes are PDFs and images, compressed already: TOAST stores them out of line as they are.
ALTER TABLE "pagamento_comprovantes" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- Every entry paid before payments existed becomes one payment (forma not said), on its payment
-- date or, without one, on its own date (as the per-day totals already counted it). Before the
-- trigger exists, so no entry is rewritten.
INSERT INTO "pagamentos" (empresa_id, lancamento_id, data, valor, usuario_id, data_cadastro)
SELECT empresa_id, id, coalesce(data_pagamento, data_lancamento), valor_pagamento, usuario_id, data_alteracao
  FROM "lancamentos" WHERE valor_pagamento > 0 ORDER BY id;
--> statement-breakpoint
-- Decision 110: an entry's valor_pagamento is the sum of its non-reversed payments' principal and its
-- data_pagamento the latest of their dates. One statement-level trigger per insert and update of
-- payments (a payment is never deleted but with its entry), one aggregate per statement, entries
-- updated in id order; lancamento_totais and lancamento_pagamentos_dia then follow by their own
-- triggers on lancamentos, in the same transaction.
CREATE FUNCTION "pagamentos_sincronizar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lancamentos l
     SET valor_pagamento = s.pago, data_pagamento = s.ultima, data_alteracao = now()
    FROM (SELECT p.lancamento_id,
                 coalesce(sum(p.valor) FILTER (WHERE p.estornado_em IS NULL), 0) AS pago,
                 max(p.data) FILTER (WHERE p.estornado_em IS NULL) AS ultima
            FROM pagamentos p
           WHERE p.lancamento_id IN (SELECT DISTINCT lancamento_id FROM novos)
           GROUP BY p.lancamento_id ORDER BY p.lancamento_id) s
   WHERE l.id = s.lancamento_id
     AND (l.valor_pagamento IS DISTINCT FROM s.pago OR l.data_pagamento IS DISTINCT FROM s.ultima);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "pagamentos_sincronizar_insert" AFTER INSERT ON "pagamentos"
  REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION "pagamentos_sincronizar"();
--> statement-breakpoint
CREATE TRIGGER "pagamentos_sincronizar_update" AFTER UPDATE ON "pagamentos"
  REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION "pagamentos_sincronizar"();
