CREATE TABLE "diario_foto_arquivos" (
	"foto_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"tamanho" text NOT NULL,
	"tipo" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "diario_foto_arquivos_foto_id_tamanho_pk" PRIMARY KEY("foto_id","tamanho"),
	CONSTRAINT "diario_foto_arquivos_tamanho_check" CHECK ("diario_foto_arquivos"."tamanho" in ('original', 'exibicao', 'miniatura'))
);
--> statement-breakpoint
CREATE TABLE "diario_fotos" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"diario_id" integer NOT NULL,
	"legenda" text NOT NULL,
	"etapa_id" integer,
	"tirada_em" timestamp with time zone,
	"largura" integer NOT NULL,
	"altura" integer NOT NULL,
	"sha256" text NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diario_fotos_empresa_id_key" UNIQUE("empresa_id","id"),
	CONSTRAINT "diario_fotos_diario_sha256_key" UNIQUE("diario_id","sha256")
);
--> statement-breakpoint
CREATE TABLE "segredos" (
	"nome" text PRIMARY KEY NOT NULL,
	"valor" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diario_foto_arquivos" ADD CONSTRAINT "diario_foto_arquivos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_foto_arquivos" ADD CONSTRAINT "diario_foto_arquivos_foto_fk" FOREIGN KEY ("empresa_id","foto_id") REFERENCES "public"."diario_fotos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_fotos" ADD CONSTRAINT "diario_fotos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_fotos" ADD CONSTRAINT "diario_fotos_diario_fk" FOREIGN KEY ("empresa_id","diario_id") REFERENCES "public"."diarios"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_fotos" ADD CONSTRAINT "diario_fotos_etapa_fk" FOREIGN KEY ("empresa_id","etapa_id") REFERENCES "public"."etapas"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diario_foto_arquivos_empresa_idx" ON "diario_foto_arquivos" USING btree ("empresa_id");--> statement-breakpoint
-- JPEG, PNG and WebP are compressed already: TOAST stores them out of line without trying again.
ALTER TABLE "diario_foto_arquivos" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
