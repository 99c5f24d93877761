-- Decision 182: the entries keep their search document (descrição, NF, observação) written down,
-- accent-free and lower-case, as the registers do since 0020 (decision 160), so a search compares
-- plain text through the same trigram index instead of calling gdo_unaccent on every entry it
-- reads. The column is computed by PostgreSQL on every write; adding it rewrites the table once.
DROP INDEX "lancamentos_busca_idx";--> statement-breakpoint
ALTER TABLE "lancamentos" ADD COLUMN "busca" text GENERATED ALWAYS AS (lower(gdo_unaccent(coalesce(descricao, '') || ' ' || coalesce(nf, '') || ' ' || coalesce(observacao, '')))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "lancamentos_busca_idx" ON "lancamentos" USING gin ("busca" gin_trgm_ops);