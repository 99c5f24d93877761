import type { TipoDocumento } from '@gdo/domain/tipo-documento';

export const lancamentoKeys = {
  all: ['lancamentos'] as const,
  detail: (tipo: TipoDocumento, id: number) => ['lancamentos', tipo, 'detail', id] as const,
  listOfObra: (tipo: TipoDocumento, obra: number, filters: object) =>
    ['lancamentos', tipo, 'obra', obra, filters] as const,
};
