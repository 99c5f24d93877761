import type { TipoDocumento } from '@gdo/domain/tipo-documento';

// An obra's RDO and RDA (the API's rdo-rda module): each type has its own lists.
export const documentoKeys = {
  lists: (tipo: TipoDocumento) => [tipo, 'list'] as const,
  list: (tipo: TipoDocumento, params: object) => [tipo, 'list', params] as const,
};
