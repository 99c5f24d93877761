CREATE TABLE "contratos" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"obra_id" integer NOT NULL,
	"fornecedor_id" integer NOT NULL,
	"numero" text,
	"objeto" text NOT NULL,
	"valor" numeric(15, 2) NOT NULL,
	"data_inicio" date,
	"data_fim" date,
	"orcamento_id" integer,
	"etapa_id" integer,
	"subetapa_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"data_alteracao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contratos_empresa_id_key" UNIQUE("empresa_id","id"),
	CONSTRAINT "contratos_obra_fornecedor_key" UNIQUE("empresa_id","id","obra_id","fornecedor_id"),
	CONSTRAINT "contratos_valor_check" CHECK ("contratos"."valor" > 0),
	CONSTRAINT "contratos_datas_check" CHECK ("contratos"."data_fim" >= "contratos"."data_inicio")
);
--> statement-breakpoint
CREATE TABLE "lancamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"documento_id" integer NOT NULL,
	"obra_id" integer NOT NULL,
	"data_lancamento" date NOT NULL,
	"fornecedor_id" integer NOT NULL,
	"nf" text,
	"data_nf" date,
	"descricao" text NOT NULL,
	"observacao" text,
	"etapa_id" integer NOT NULL,
	"subetapa_id" integer NOT NULL,
	"contrato_id" integer,
	"valor_comprometido" numeric(15, 2) DEFAULT '0' NOT NULL,
	"valor_pagamento" numeric(15, 2) DEFAULT '0' NOT NULL,
	"valor_aberto" numeric(15, 2) GENERATED ALWAYS AS (greatest(valor_comprometido - valor_pagamento, 0)) STORED NOT NULL,
	"situacao" smallint GENERATED ALWAYS AS (case when valor_pagamento <= 0 then 1 when valor_pagamento >= valor_comprometido then 2 else 3 end) STORED NOT NULL,
	"data_vencimento" date,
	"data_pagamento" date,
	"parcela" text,
	"grupo" uuid,
	"usuario_id" integer NOT NULL,
	"banco" text,
	"agencia" text,
	"conta" text,
	"tipo_conta" smallint,
	"pix" text,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"data_alteracao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lancamentos_tipo_check" CHECK ("lancamentos"."tipo" in ('rdo', 'rda')),
	CONSTRAINT "lancamentos_valores_check" CHECK ("lancamentos"."valor_comprometido" >= 0 and "lancamentos"."valor_pagamento" >= 0 and ("lancamentos"."valor_comprometido" > 0 or "lancamentos"."valor_pagamento" > 0))
);
--> statement-breakpoint
CREATE TABLE "rdo_rda" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"obra_id" integer NOT NULL,
	"orcamento_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"data_alteracao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rdo_rda_empresa_id_key" UNIQUE("empresa_id","id"),
	CONSTRAINT "rdo_rda_obra_tipo_key" UNIQUE("empresa_id","obra_id","tipo"),
	CONSTRAINT "rdo_rda_obra_tipo_id_key" UNIQUE("empresa_id","id","obra_id","tipo"),
	CONSTRAINT "rdo_rda_tipo_check" CHECK ("rdo_rda"."tipo" in ('rdo', 'rda'))
);
--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_obra_fk" FOREIGN KEY ("empresa_id","obra_id") REFERENCES "public"."obras"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_fornecedor_fk" FOREIGN KEY ("empresa_id","fornecedor_id") REFERENCES "public"."fornecedores"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_orcamento_fk" FOREIGN KEY ("empresa_id","orcamento_id") REFERENCES "public"."orcamentos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_etapa_fk" FOREIGN KEY ("empresa_id","etapa_id") REFERENCES "public"."etapas"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_subetapa_fk" FOREIGN KEY ("empresa_id","subetapa_id") REFERENCES "public"."subetapas"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos" ADD CONSTRAINT "lancamentos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos" ADD CONSTRAINT "lancamentos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos" ADD CONSTRAINT "lancamentos_documento_fk" FOREIGN KEY ("empresa_id","documento_id","obra_id","tipo") REFERENCES "public"."rdo_rda"("empresa_id","id","obra_id","tipo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos" ADD CONSTRAINT "lancamentos_fornecedor_fk" FOREIGN KEY ("empresa_id","fornecedor_id") REFERENCES "public"."fornecedores"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos" ADD CONSTRAINT "lancamentos_etapa_fk" FOREIGN KEY ("empresa_id","etapa_id") REFERENCES "public"."etapas"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos" ADD CONSTRAINT "lancamentos_subetapa_fk" FOREIGN KEY ("empresa_id","subetapa_id") REFERENCES "public"."subetapas"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos" ADD CONSTRAINT "lancamentos_contrato_fk" FOREIGN KEY ("empresa_id","contrato_id","obra_id","fornecedor_id") REFERENCES "public"."contratos"("empresa_id","id","obra_id","fornecedor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rdo_rda" ADD CONSTRAINT "rdo_rda_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rdo_rda" ADD CONSTRAINT "rdo_rda_obra_fk" FOREIGN KEY ("empresa_id","obra_id") REFERENCES "public"."obras"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rdo_rda" ADD CONSTRAINT "rdo_rda_orcamento_fk" FOREIGN KEY ("empresa_id","orcamento_id") REFERENCES "public"."orcamentos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contratos_empresa_cadastro_idx" ON "contratos" USING btree ("empresa_id","data_cadastro");--> statement-breakpoint
CREATE INDEX "contratos_empresa_obra_idx" ON "contratos" USING btree ("empresa_id","obra_id");--> statement-breakpoint
CREATE INDEX "contratos_empresa_fornecedor_idx" ON "contratos" USING btree ("empresa_id","fornecedor_id");--> statement-breakpoint
CREATE INDEX "contratos_orcamento_idx" ON "contratos" USING btree ("orcamento_id");--> statement-breakpoint
CREATE INDEX "contratos_busca_idx" ON "contratos" USING gin (gdo_unaccent((coalesce("numero", '') || ' ' || coalesce("objeto", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lancamentos_documento_data_idx" ON "lancamentos" USING btree ("empresa_id","documento_id","data_lancamento");--> statement-breakpoint
CREATE INDEX "lancamentos_tipo_data_idx" ON "lancamentos" USING btree ("empresa_id","tipo","data_lancamento");--> statement-breakpoint
CREATE INDEX "lancamentos_contrato_idx" ON "lancamentos" USING btree ("contrato_id") WHERE "lancamentos"."contrato_id" is not null;--> statement-breakpoint
CREATE INDEX "lancamentos_fornecedor_idx" ON "lancamentos" USING btree ("fornecedor_id");--> statement-breakpoint
CREATE INDEX "lancamentos_busca_idx" ON "lancamentos" USING gin (gdo_unaccent((coalesce("descricao", '') || ' ' || coalesce("nf", '') || ' ' || coalesce("observacao", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rdo_rda_orcamento_idx" ON "rdo_rda" USING btree ("orcamento_id");