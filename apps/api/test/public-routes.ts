// The routes that open without a token, and only these: sign-in, health, and the files opened by a
// signed link alone — the diário's photos (decision 071; diarios-fotos-links.test.ts refuses altered and
// expired links) and a payment's comprovante (decision 110; pagamentos.test.ts likewise). The
// OpenAPI document marks them with an empty `security`; access-matrix.test.ts checks both agree.
export const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/autenticacao/autenticar',
  'GET /api/health',
  'GET /api/diarios/fotos/arquivo/{fotoId}/{tamanho}',
  'GET /api/financeiro/pagamentos/comprovante/arquivo/{id}',
]);
