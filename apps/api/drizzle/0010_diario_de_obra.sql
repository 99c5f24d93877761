CREATE TABLE "diario_retificacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"obra_id" integer NOT NULL,
	"diario_id" integer NOT NULL,
	"texto" text NOT NULL,
	"assinado_por" integer NOT NULL,
	"assinado_em" timestamp with time zone NOT NULL,
	"elo" integer NOT NULL,
	"forma_hash" smallint NOT NULL,
	"hash" text NOT NULL,
	"hash_anterior" text,
	CONSTRAINT "diario_retificacoes_obra_elo_key" UNIQUE("obra_id","elo")
);
--> statement-breakpoint
CREATE TABLE "diario_sequencias" (
	"obra_id" integer PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"ultimo_numero" integer DEFAULT 0 NOT NULL,
	"ultimo_elo" integer DEFAULT 0 NOT NULL,
	"ultimo_hash" text
);
--> statement-breakpoint
CREATE TABLE "diarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"obra_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"data" date NOT NULL,
	"status" text DEFAULT 'rascunho' NOT NULL,
	"clima" jsonb NOT NULL,
	"efetivo" jsonb NOT NULL,
	"equipamentos" jsonb NOT NULL,
	"atividades" jsonb NOT NULL,
	"ocorrencias" jsonb NOT NULL,
	"observacoes" text,
	"observacoes_fiscal" text,
	"criado_por" integer NOT NULL,
	"assinado_por" integer,
	"assinado_em" timestamp with time zone,
	"elo" integer,
	"forma_hash" smallint,
	"hash" text,
	"hash_anterior" text,
	"versao" integer DEFAULT 1 NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"data_alteracao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diarios_empresa_id_key" UNIQUE("empresa_id","id"),
	CONSTRAINT "diarios_obra_numero_key" UNIQUE("obra_id","numero"),
	CONSTRAINT "diarios_obra_data_key" UNIQUE("obra_id","data"),
	CONSTRAINT "diarios_obra_elo_key" UNIQUE("obra_id","elo"),
	CONSTRAINT "diarios_status_check" CHECK ("diarios"."status" in ('rascunho', 'assinado'))
);
--> statement-breakpoint
ALTER TABLE "obras" ADD COLUMN "responsavel_tecnico" text;--> statement-breakpoint
ALTER TABLE "obras" ADD COLUMN "registro_profissional" text;--> statement-breakpoint
ALTER TABLE "obras" ADD COLUMN "art" text;--> statement-breakpoint
ALTER TABLE "diario_retificacoes" ADD CONSTRAINT "diario_retificacoes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_retificacoes" ADD CONSTRAINT "diario_retificacoes_assinado_por_usuarios_id_fk" FOREIGN KEY ("assinado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_retificacoes" ADD CONSTRAINT "diario_retificacoes_diario_fk" FOREIGN KEY ("empresa_id","diario_id") REFERENCES "public"."diarios"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_sequencias" ADD CONSTRAINT "diario_sequencias_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_sequencias" ADD CONSTRAINT "diario_sequencias_obra_fk" FOREIGN KEY ("empresa_id","obra_id") REFERENCES "public"."obras"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diarios" ADD CONSTRAINT "diarios_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diarios" ADD CONSTRAINT "diarios_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diarios" ADD CONSTRAINT "diarios_assinado_por_usuarios_id_fk" FOREIGN KEY ("assinado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diarios" ADD CONSTRAINT "diarios_obra_fk" FOREIGN KEY ("empresa_id","obra_id") REFERENCES "public"."obras"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diario_retificacoes_diario_idx" ON "diario_retificacoes" USING btree ("diario_id");--> statement-breakpoint
-- A rascunho is edited with optimistic locking like every other record (decision 042, migration 0006).
CREATE TRIGGER "diarios_versao" BEFORE UPDATE ON "diarios" FOR EACH ROW EXECUTE FUNCTION "gdo_versao_seguinte"();
