ALTER TABLE "empresas" ADD COLUMN "cnpj" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "cep" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "logradouro" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "numero" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "complemento" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "bairro" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "cidade" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "uf" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "logo" "bytea";