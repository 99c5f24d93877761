CREATE TABLE "idempotencia" (
	"usuario_id" integer NOT NULL,
	"chave" text NOT NULL,
	"impressao" text NOT NULL,
	"status" smallint,
	"tipo_conteudo" text,
	"resposta" text,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotencia_pkey" PRIMARY KEY("usuario_id","chave")
);
--> statement-breakpoint
ALTER TABLE "idempotencia" ADD CONSTRAINT "idempotencia_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotencia_criada_em_idx" ON "idempotencia" USING btree ("criada_em");