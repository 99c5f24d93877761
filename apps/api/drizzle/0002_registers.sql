CREATE TABLE "clientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"cpf_cnpj" text NOT NULL,
	"nome" text NOT NULL,
	"razao_social" text,
	"inscricao_municipal" text,
	"inscricao_estadual" text,
	"telefone" text NOT NULL,
	"email" text NOT NULL,
	"responsavel" text,
	"responsavel_financeiro" text,
	"telefone_financeiro" text,
	"email_financeiro" text,
	"cep" text,
	"logradouro" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"uf" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"data_alteracao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clientes_empresa_id_key" UNIQUE("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "etapas" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"numero" text NOT NULL,
	"nome" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"data_alteracao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "etapas_empresa_id_key" UNIQUE("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "fornecedores" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"cpf_cnpj" text NOT NULL,
	"nome" text NOT NULL,
	"razao_social" text,
	"inscricao_municipal" text,
	"inscricao_estadual" text,
	"telefone" text NOT NULL,
	"email" text NOT NULL,
	"responsavel" text,
	"responsavel_financeiro" text,
	"telefone_financeiro" text,
	"email_financeiro" text,
	"cep" text,
	"logradouro" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"uf" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"data_alteracao" timestamp with time zone DEFAULT now() NOT NULL,
	"banco" text,
	"agencia" text,
	"conta" text,
	"tipo_conta" smallint,
	"pix" text,
	CONSTRAINT "fornecedores_empresa_id_key" UNIQUE("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "obras" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"id_cliente" integer NOT NULL,
	"nome" text NOT NULL,
	"alvara" text,
	"cno" text,
	"engenheiro" text,
	"cep" text,
	"logradouro" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"uf" text,
	"data_inicio" date,
	"previsao_entrega" date,
	"data_entrega" date,
	"metragem" numeric(12, 2),
	"tipo" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"data_alteracao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obras_empresa_id_key" UNIQUE("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "subetapas" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"etapa_id" integer NOT NULL,
	"numero" text NOT NULL,
	"nome" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"data_alteracao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subetapas_empresa_id_key" UNIQUE("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etapas" ADD CONSTRAINT "etapas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fornecedores" ADD CONSTRAINT "fornecedores_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obras" ADD CONSTRAINT "obras_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obras" ADD CONSTRAINT "obras_cliente_fk" FOREIGN KEY ("empresa_id","id_cliente") REFERENCES "public"."clientes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subetapas" ADD CONSTRAINT "subetapas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subetapas" ADD CONSTRAINT "subetapas_etapa_fk" FOREIGN KEY ("empresa_id","etapa_id") REFERENCES "public"."etapas"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clientes_cpf_cnpj_key" ON "clientes" USING btree ("empresa_id","cpf_cnpj");--> statement-breakpoint
CREATE INDEX "clientes_empresa_nome_idx" ON "clientes" USING btree ("empresa_id","nome");--> statement-breakpoint
CREATE INDEX "clientes_busca_idx" ON "clientes" USING gin (gdo_unaccent((coalesce("nome", '') || ' ' || coalesce("razao_social", '') || ' ' || coalesce("cpf_cnpj", '') || ' ' || coalesce("email", '') || ' ' || coalesce("telefone", '') || ' ' || coalesce("responsavel", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "etapas_numero_key" ON "etapas" USING btree ("empresa_id","numero");--> statement-breakpoint
CREATE UNIQUE INDEX "fornecedores_cpf_cnpj_key" ON "fornecedores" USING btree ("empresa_id","cpf_cnpj");--> statement-breakpoint
CREATE INDEX "fornecedores_empresa_nome_idx" ON "fornecedores" USING btree ("empresa_id","nome");--> statement-breakpoint
CREATE INDEX "fornecedores_busca_idx" ON "fornecedores" USING gin (gdo_unaccent((coalesce("nome", '') || ' ' || coalesce("razao_social", '') || ' ' || coalesce("cpf_cnpj", '') || ' ' || coalesce("email", '') || ' ' || coalesce("telefone", '') || ' ' || coalesce("responsavel", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "obras_empresa_nome_idx" ON "obras" USING btree ("empresa_id","nome");--> statement-breakpoint
CREATE INDEX "obras_empresa_cliente_idx" ON "obras" USING btree ("empresa_id","id_cliente");--> statement-breakpoint
CREATE INDEX "obras_busca_idx" ON "obras" USING gin (gdo_unaccent((coalesce("nome", '') || ' ' || coalesce("alvara", '') || ' ' || coalesce("cno", '') || ' ' || coalesce("engenheiro", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "subetapas_numero_key" ON "subetapas" USING btree ("etapa_id","numero");--> statement-breakpoint
CREATE INDEX "subetapas_empresa_idx" ON "subetapas" USING btree ("empresa_id");