// An obra's two books (domain.md "RDO and RDA"): the RDO holds its direct costs, which the budget
// is compared with; the RDA its administrative and indirect costs. One of each per obra. Both
// hold lançamentos of the same shape, so one name, `tipo`, tells them apart everywhere: in the
// paths (/api/rdo, /api/rda), in the database and in the screens (/obras/lancamentos/:type/:id).

export const TIPOS_DOCUMENTO = ['rdo', 'rda'] as const;

export type TipoDocumento = (typeof TIPOS_DOCUMENTO)[number];

export const TIPO_DOCUMENTO_LABELS: Record<TipoDocumento, string> = { rdo: 'RDO', rda: 'RDA' };

// The acronym spelled out, once on every screen where it appears (domain.md "RDO and RDA").
export const TIPO_DOCUMENTO_POR_EXTENSO: Record<TipoDocumento, string> = {
  rdo: 'RDO — Relatório Diário de Obra',
  rda: 'RDA — Relatório de Despesas Administrativas',
};

export function isTipoDocumento(value: string | undefined): value is TipoDocumento {
  return (TIPOS_DOCUMENTO as readonly (string | undefined)[]).includes(value);
}
