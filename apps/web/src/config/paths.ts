import type { TipoDocumento } from '@gdo/domain/tipo-documento';

// Every route of spec §2, in one place: screens link through these, never through literals.
export const paths = {
  login: '/',
  publicNotFound: '/notFound',
  // The dashboard (painel in the domain and the API), at the spec's address.
  painel: '/dashboard',
  clientes: '/clientes',
  clienteNovo: '/clientes/novo',
  obras: '/obras',
  obraNova: '/obras/novo',
  obraDetalhamento: (id: string | number) => `/obras/detalhamento/${id}`,
  lancamentos: (type: TipoDocumento, obraId: string | number) => `/obras/lancamentos/${type}/${obraId}`,
  lancamentoNovo: (type: TipoDocumento, obraId: string | number) =>
    `/obras/lancamentos/${type}/${obraId}/novo`,
  // The diário de obra (issue 12): the way in (the obras in progress, decision 170), an obra's
  // reports, a new one, one report's own page.
  diarios: '/obras/diario',
  diario: (obraId: string | number) => `/obras/diario/${obraId}`,
  diarioNovo: (obraId: string | number) => `/obras/diario/${obraId}/novo`,
  diarioRelatorio: (obraId: string | number, diarioId: string | number) =>
    `/obras/diario/${obraId}/relatorio/${diarioId}`,
  usuarios: '/usuarios',
  usuarioNovo: '/usuarios/novo',
  // The signed-in user's own data and password, for every role (not in spec §2).
  perfil: '/perfil',
  // The firm's own data for its proposals, for administrators (issue 13; not in spec §2).
  empresa: '/configuracoes/empresa',
  // The firm's own units of measure beside the ten (issue 13, decision 104), for administrators.
  unidades: '/configuracoes/unidades',
  fornecedores: '/fornecedores',
  fornecedorNovo: '/fornecedores/novo',
  orcamentos: '/orcamentos',
  orcamentoNovo: '/orcamentos/novo',
  orcamentoEdit: (id: string | number) => `/orcamentos/edit/${id}`,
  modelos: '/orcamentos/modelos',
  modeloNovo: '/orcamentos/modelos/novo',
  contratos: '/contratos/',
  contratoNovo: '/contratos/novo',
  contratoEdit: (id: string | number) => `/contratos/edit/${id}`,
  etapas: '/etapas',
  // Contas a pagar (issue 14, decision 110; not in spec §2): the payables of every obra.
  contasAPagar: '/financeiro/contas-a-pagar',
  // Fluxo de caixa (issue 14, decision 111).
  fluxoDeCaixa: '/financeiro/fluxo-de-caixa',
  notFound: '/not-found',
} as const;
