export const autenticacaoKeys = {
  validaToken: () => ['autenticacao', 'validatoken'] as const,
};
