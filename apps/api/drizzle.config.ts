import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-acesso.ts',
    './src/db/schema-orcamentos.ts',
    './src/db/schema-contratos.ts',
    './src/db/schema-lancamentos.ts',
    './src/db/schema-diarios.ts',
    './src/db/schema-diario-fotos.ts',
    './src/db/schema-pagamentos.ts',
    './src/db/schema-medicoes.ts',
  ],
  out: './drizzle',
});
