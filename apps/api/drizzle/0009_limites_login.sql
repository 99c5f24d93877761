CREATE TABLE "limites_login" (
	"chave" text PRIMARY KEY NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"livres" integer NOT NULL,
	"teto_segundos" integer NOT NULL,
	"janela_inicio" timestamp with time zone DEFAULT now() NOT NULL,
	"liberado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"recusado" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
DROP TABLE "tentativas_login" CASCADE;--> statement-breakpoint
CREATE INDEX "limites_login_janela_idx" ON "limites_login" USING btree ("janela_inicio");