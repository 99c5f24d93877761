CREATE TABLE "contrato_aditivos" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"contrato_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"descricao" text NOT NULL,
	"valor" numeric(15, 2) NOT NULL,
	"prazo" date,
	"itens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"usuario_id" integer NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contrato_aditivos_empresa_id_key" UNIQUE("empresa_id","id"),
	CONSTRAINT "contrato_aditivos_numero_key" UNIQUE("contrato_id","numero")
);
--> statement-breakpoint
CREATE TABLE "contrato_itens" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"contrato_id" integer NOT NULL,
	"aditivo_id" integer,
	"ordem" integer NOT NULL,
	"descricao" text NOT NULL,
	"unidade" text NOT NULL,
	"quantidade" numeric(15, 3) NOT NULL,
	"quantidade_aditivos" numeric(15, 3) DEFAULT '0' NOT NULL,
	"valor_unitario" numeric(15, 2) NOT NULL,
	"etapa_id" integer NOT NULL,
	"subetapa_id" integer NOT NULL,
	CONSTRAINT "contrato_itens_empresa_id_key" UNIQUE("empresa_id","id"),
	CONSTRAINT "contrato_itens_valores_check" CHECK ("contrato_itens"."quantidade" >= 0 and "contrato_itens"."quantidade" + "contrato_itens"."quantidade_aditivos" >= 0 and "contrato_itens"."valor_unitario" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contrato_lancamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"lancamento_id" integer NOT NULL,
	"medicao_id" integer,
	"liberacao_id" integer,
	CONSTRAINT "contrato_lancamentos_lancamento_key" UNIQUE("lancamento_id"),
	CONSTRAINT "contrato_lancamentos_origem_check" CHECK (("contrato_lancamentos"."medicao_id" is null) <> ("contrato_lancamentos"."liberacao_id" is null))
);
--> statement-breakpoint
CREATE TABLE "contrato_liberacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"contrato_id" integer NOT NULL,
	"valor" numeric(15, 2) NOT NULL,
	"data" date NOT NULL,
	"usuario_id" integer NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contrato_liberacoes_empresa_id_key" UNIQUE("empresa_id","id"),
	CONSTRAINT "contrato_liberacoes_valor_check" CHECK ("contrato_liberacoes"."valor" > 0)
);
--> statement-breakpoint
CREATE TABLE "contrato_medicao_itens" (
	"medicao_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"quantidade" numeric(15, 3) NOT NULL,
	"valor" numeric(15, 2) NOT NULL,
	CONSTRAINT "contrato_medicao_itens_medicao_id_item_id_pk" PRIMARY KEY("medicao_id","item_id"),
	CONSTRAINT "contrato_medicao_itens_quantidade_check" CHECK ("contrato_medicao_itens"."quantidade" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contrato_medicoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"contrato_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"periodo_de" date NOT NULL,
	"periodo_ate" date NOT NULL,
	"percentual" numeric(5, 2),
	"status" text DEFAULT 'rascunho' NOT NULL,
	"valor_bruto" numeric(15, 2) NOT NULL,
	"retencao" numeric(15, 2) NOT NULL,
	"amortizacao" numeric(15, 2) NOT NULL,
	"valor_liquido" numeric(15, 2) NOT NULL,
	"aprovada_em" date,
	"aprovada_por" integer,
	"usuario_id" integer NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"data_alteracao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contrato_medicoes_empresa_id_key" UNIQUE("empresa_id","id"),
	CONSTRAINT "contrato_medicoes_numero_key" UNIQUE("contrato_id","numero"),
	CONSTRAINT "contrato_medicoes_status_check" CHECK ("contrato_medicoes"."status" in ('rascunho', 'aprovada')),
	CONSTRAINT "contrato_medicoes_periodo_check" CHECK ("contrato_medicoes"."periodo_ate" >= "contrato_medicoes"."periodo_de"),
	CONSTRAINT "contrato_medicoes_aprovada_check" CHECK (("contrato_medicoes"."status" = 'aprovada') = ("contrato_medicoes"."aprovada_em" is not null))
);
--> statement-breakpoint
ALTER TABLE "contratos" ADD COLUMN "valor_aditivos" numeric(15, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "contratos" ADD COLUMN "retencao_percentual" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "contratos" ADD COLUMN "adiantamento" numeric(15, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "contratos" ADD COLUMN "amortizacao_percentual" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "contratos" ADD COLUMN "prazo_pagamento_dias" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contratos" ADD COLUMN "ultimo_aditivo" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contratos" ADD COLUMN "ultima_medicao" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contrato_aditivos" ADD CONSTRAINT "contrato_aditivos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_aditivos" ADD CONSTRAINT "contrato_aditivos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_aditivos" ADD CONSTRAINT "contrato_aditivos_contrato_fk" FOREIGN KEY ("empresa_id","contrato_id") REFERENCES "public"."contratos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_itens" ADD CONSTRAINT "contrato_itens_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_itens" ADD CONSTRAINT "contrato_itens_contrato_fk" FOREIGN KEY ("empresa_id","contrato_id") REFERENCES "public"."contratos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_itens" ADD CONSTRAINT "contrato_itens_aditivo_fk" FOREIGN KEY ("empresa_id","aditivo_id") REFERENCES "public"."contrato_aditivos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_itens" ADD CONSTRAINT "contrato_itens_etapa_fk" FOREIGN KEY ("empresa_id","etapa_id") REFERENCES "public"."etapas"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_itens" ADD CONSTRAINT "contrato_itens_subetapa_fk" FOREIGN KEY ("empresa_id","subetapa_id") REFERENCES "public"."subetapas"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_lancamentos" ADD CONSTRAINT "contrato_lancamentos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_lancamentos" ADD CONSTRAINT "contrato_lancamentos_lancamento_fk" FOREIGN KEY ("empresa_id","lancamento_id") REFERENCES "public"."lancamentos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_lancamentos" ADD CONSTRAINT "contrato_lancamentos_medicao_fk" FOREIGN KEY ("empresa_id","medicao_id") REFERENCES "public"."contrato_medicoes"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_lancamentos" ADD CONSTRAINT "contrato_lancamentos_liberacao_fk" FOREIGN KEY ("empresa_id","liberacao_id") REFERENCES "public"."contrato_liberacoes"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_liberacoes" ADD CONSTRAINT "contrato_liberacoes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_liberacoes" ADD CONSTRAINT "contrato_liberacoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_liberacoes" ADD CONSTRAINT "contrato_liberacoes_contrato_fk" FOREIGN KEY ("empresa_id","contrato_id") REFERENCES "public"."contratos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_medicao_itens" ADD CONSTRAINT "contrato_medicao_itens_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_medicao_itens" ADD CONSTRAINT "contrato_medicao_itens_medicao_fk" FOREIGN KEY ("empresa_id","medicao_id") REFERENCES "public"."contrato_medicoes"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_medicao_itens" ADD CONSTRAINT "contrato_medicao_itens_item_fk" FOREIGN KEY ("empresa_id","item_id") REFERENCES "public"."contrato_itens"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_medicoes" ADD CONSTRAINT "contrato_medicoes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_medicoes" ADD CONSTRAINT "contrato_medicoes_aprovada_por_usuarios_id_fk" FOREIGN KEY ("aprovada_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_medicoes" ADD CONSTRAINT "contrato_medicoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_medicoes" ADD CONSTRAINT "contrato_medicoes_contrato_fk" FOREIGN KEY ("empresa_id","contrato_id") REFERENCES "public"."contratos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contrato_itens_contrato_idx" ON "contrato_itens" USING btree ("contrato_id","ordem");--> statement-breakpoint
CREATE INDEX "contrato_lancamentos_medicao_idx" ON "contrato_lancamentos" USING btree ("medicao_id");--> statement-breakpoint
CREATE INDEX "contrato_liberacoes_contrato_idx" ON "contrato_liberacoes" USING btree ("contrato_id");--> statement-breakpoint
CREATE INDEX "contrato_medicao_itens_item_idx" ON "contrato_medicao_itens" USING btree ("item_id");--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_termos_check" CHECK ("contratos"."retencao_percentual" between 0 and 100 and "contratos"."amortizacao_percentual" between 0 and 100 and "contratos"."retencao_percentual" + "contratos"."amortizacao_percentual" <= 100 and "contratos"."adiantamento" >= 0 and "contratos"."prazo_pagamento_dias" >= 0);--> statement-breakpoint
CREATE TRIGGER "contrato_medicoes_versao" BEFORE UPDATE ON "contrato_medicoes" FOR EACH ROW EXECUTE FUNCTION "gdo_versao_seguinte"();
