-- Decision 161: a cliente's or fornecedor's page is found in the name index alone (index-only
-- scan): in name order, with the id that breaks ties and, as INCLUDE, the stored search document
-- (0020), so a search for a common word walks index entries and the table is read for the 50 rows
-- shown. Drizzle's schema cannot say INCLUDE; schema.ts names the same columns.
DROP INDEX "clientes_empresa_nome_idx";--> statement-breakpoint
DROP INDEX "fornecedores_empresa_nome_idx";--> statement-breakpoint
CREATE INDEX "clientes_empresa_nome_idx" ON "clientes" USING btree ("empresa_id","nome","id") INCLUDE ("busca");--> statement-breakpoint
CREATE INDEX "fornecedores_empresa_nome_idx" ON "fornecedores" USING btree ("empresa_id","nome","id") INCLUDE ("busca");
