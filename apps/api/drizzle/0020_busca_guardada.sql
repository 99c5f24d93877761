-- Decision 160: clientes, fornecedores and obras keep their search document written down, accent-free
-- and lower-case, so a search compares plain text (busca LIKE) through the same trigram index
-- instead of calling gdo_unaccent on every row it reads (decision 123, "Measured").
DROP INDEX "clientes_busca_idx";--> statement-breakpoint
DROP INDEX "fornecedores_busca_idx";--> statement-breakpoint
DROP INDEX "obras_busca_idx";--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "busca" text GENERATED ALWAYS AS (lower(gdo_unaccent(coalesce(nome, '') || ' ' || coalesce(razao_social, '') || ' ' || coalesce(cpf_cnpj, '') || ' ' || coalesce(email, '') || ' ' || coalesce(telefone, '') || ' ' || coalesce(responsavel, '')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "fornecedores" ADD COLUMN "busca" text GENERATED ALWAYS AS (lower(gdo_unaccent(coalesce(nome, '') || ' ' || coalesce(razao_social, '') || ' ' || coalesce(cpf_cnpj, '') || ' ' || coalesce(email, '') || ' ' || coalesce(telefone, '') || ' ' || coalesce(responsavel, '')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "obras" ADD COLUMN "busca" text GENERATED ALWAYS AS (lower(gdo_unaccent(coalesce(nome, '') || ' ' || coalesce(alvara, '') || ' ' || coalesce(cno, '') || ' ' || coalesce(engenheiro, '')))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "clientes_busca_idx" ON "clientes" USING gin ("busca" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fornecedores_busca_idx" ON "fornecedores" USING gin ("busca" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "obras_busca_idx" ON "obras" USING gin ("busca" gin_trgm_ops);