CREATE TABLE "orcamento_itens" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"orcamento_id" integer NOT NULL,
	"etapa_id" integer NOT NULL,
	"numero" text NOT NULL,
	"nome" text NOT NULL,
	"valor_total" numeric(15, 2) DEFAULT '0' NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "orcamento_itens_empresa_id_key" UNIQUE("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "orcamento_modelo_itens" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"modelo_id" integer NOT NULL,
	"etapa_id" integer NOT NULL,
	"numero" text NOT NULL,
	"nome" text NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "orcamento_modelo_itens_empresa_id_key" UNIQUE("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "orcamento_modelo_subitens" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"subetapa_id" integer NOT NULL,
	"numero" text NOT NULL,
	"nome" text NOT NULL,
	"unidade" text NOT NULL,
	"quantidade" numeric(15, 3),
	"valor_unitario" numeric(15, 2),
	"ordem" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orcamento_modelos" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"data_alteracao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orcamento_modelos_empresa_id_key" UNIQUE("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "orcamento_subitens" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"subetapa_id" integer NOT NULL,
	"numero" text NOT NULL,
	"nome" text NOT NULL,
	"unidade" text NOT NULL,
	"quantidade" numeric(15, 3) NOT NULL,
	"valor_unitario" numeric(15, 2) NOT NULL,
	"valor_total" numeric(15, 2) NOT NULL,
	"ordem" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orcamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"id_cliente" integer NOT NULL,
	"obra_id" integer NOT NULL,
	"modelo_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"bdi" numeric(7, 2),
	"valor_total" numeric(15, 2) DEFAULT '0' NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"data_alteracao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orcamentos_empresa_id_key" UNIQUE("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "orcamento_itens" ADD CONSTRAINT "orcamento_itens_orcamento_fk" FOREIGN KEY ("empresa_id","orcamento_id") REFERENCES "public"."orcamentos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamento_itens" ADD CONSTRAINT "orcamento_itens_etapa_fk" FOREIGN KEY ("empresa_id","etapa_id") REFERENCES "public"."etapas"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamento_modelo_itens" ADD CONSTRAINT "orcamento_modelo_itens_modelo_fk" FOREIGN KEY ("empresa_id","modelo_id") REFERENCES "public"."orcamento_modelos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamento_modelo_itens" ADD CONSTRAINT "orcamento_modelo_itens_etapa_fk" FOREIGN KEY ("empresa_id","etapa_id") REFERENCES "public"."etapas"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamento_modelo_subitens" ADD CONSTRAINT "orcamento_modelo_subitens_item_fk" FOREIGN KEY ("empresa_id","item_id") REFERENCES "public"."orcamento_modelo_itens"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamento_modelo_subitens" ADD CONSTRAINT "orcamento_modelo_subitens_subetapa_fk" FOREIGN KEY ("empresa_id","subetapa_id") REFERENCES "public"."subetapas"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamento_modelos" ADD CONSTRAINT "orcamento_modelos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamento_subitens" ADD CONSTRAINT "orcamento_subitens_item_fk" FOREIGN KEY ("empresa_id","item_id") REFERENCES "public"."orcamento_itens"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamento_subitens" ADD CONSTRAINT "orcamento_subitens_subetapa_fk" FOREIGN KEY ("empresa_id","subetapa_id") REFERENCES "public"."subetapas"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamentos" ADD CONSTRAINT "orcamentos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamentos" ADD CONSTRAINT "orcamentos_cliente_fk" FOREIGN KEY ("empresa_id","id_cliente") REFERENCES "public"."clientes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamentos" ADD CONSTRAINT "orcamentos_obra_fk" FOREIGN KEY ("empresa_id","obra_id") REFERENCES "public"."obras"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamentos" ADD CONSTRAINT "orcamentos_modelo_fk" FOREIGN KEY ("empresa_id","modelo_id") REFERENCES "public"."orcamento_modelos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orcamento_itens_etapa_key" ON "orcamento_itens" USING btree ("orcamento_id","etapa_id");--> statement-breakpoint
CREATE INDEX "orcamento_itens_etapa_idx" ON "orcamento_itens" USING btree ("etapa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orcamento_modelo_itens_etapa_key" ON "orcamento_modelo_itens" USING btree ("modelo_id","etapa_id");--> statement-breakpoint
CREATE INDEX "orcamento_modelo_itens_etapa_idx" ON "orcamento_modelo_itens" USING btree ("etapa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orcamento_modelo_subitens_subetapa_key" ON "orcamento_modelo_subitens" USING btree ("item_id","subetapa_id");--> statement-breakpoint
CREATE INDEX "orcamento_modelo_subitens_subetapa_idx" ON "orcamento_modelo_subitens" USING btree ("subetapa_id");--> statement-breakpoint
CREATE INDEX "orcamento_modelos_empresa_nome_idx" ON "orcamento_modelos" USING btree ("empresa_id","nome");--> statement-breakpoint
CREATE UNIQUE INDEX "orcamento_subitens_subetapa_key" ON "orcamento_subitens" USING btree ("item_id","subetapa_id");--> statement-breakpoint
CREATE INDEX "orcamento_subitens_subetapa_idx" ON "orcamento_subitens" USING btree ("subetapa_id");--> statement-breakpoint
CREATE INDEX "orcamentos_empresa_cadastro_idx" ON "orcamentos" USING btree ("empresa_id","data_cadastro");--> statement-breakpoint
CREATE INDEX "orcamentos_empresa_obra_idx" ON "orcamentos" USING btree ("empresa_id","obra_id");--> statement-breakpoint
CREATE INDEX "orcamentos_empresa_cliente_idx" ON "orcamentos" USING btree ("empresa_id","id_cliente");--> statement-breakpoint
CREATE INDEX "orcamentos_modelo_idx" ON "orcamentos" USING btree ("modelo_id");--> statement-breakpoint
CREATE INDEX "orcamentos_busca_idx" ON "orcamentos" USING gin (gdo_unaccent((coalesce("nome", ''))) gin_trgm_ops);