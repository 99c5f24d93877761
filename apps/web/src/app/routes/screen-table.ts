import { paths } from '../../config/paths';

// Every signed-in screen: its address and its module under src/features. Data only, so the build
// reads it too (vite-route-preload.ts writes from it the script that preloads a direct visit's
// chunks, decision 150); ./screens turns it into the lazy screens the router renders.

export type ScreenEntry = {
  path: string;
  module: `${string}/routes/${string}-screen`;
  // A screen showing money: a user who sees none (diario) lands on the diário instead.
  money?: true;
  // Its first render formats dates with Intl (the sites' clock, diaNoCanteiro, or a time of day):
  // a direct visit readies Chromium's date formatting, 65–110 ms of CPU the first time in a page on a
  // phone four times slower, while the screen's chunks are still arriving (decisions 196 and 227).
  datesAtFirstDraw?: true;
};

export const SCREEN_TABLE: readonly ScreenEntry[] = [
  { path: paths.clientes, module: 'clientes/routes/clientes-screen' },
  { path: paths.clienteNovo, module: 'clientes/routes/cliente-form-screen' },
  { path: paths.obras, module: 'obras/routes/obras-screen' },
  { path: paths.obraNova, module: 'obras/routes/obra-form-screen' },
  // The obra's last diário reports: each card says when it was registered.
  {
    path: paths.obraDetalhamento(':id'),
    module: 'obras/routes/obra-detalhamento-screen',
    datesAtFirstDraw: true,
  },
  // Each obra's card asks whether its last report is today's.
  { path: paths.diarios, module: 'diarios/routes/diarios-screen', datesAtFirstDraw: true },
  // Its reports' cards say when each was registered.
  { path: paths.diario(':id'), module: 'diarios/routes/diario-lista-screen', datesAtFirstDraw: true },
  { path: paths.usuarios, module: 'usuarios/routes/usuarios-screen' },
  { path: paths.usuarioNovo, module: 'usuarios/routes/usuarios-screen' },
  { path: paths.perfil, module: 'perfil/routes/perfil-screen' },
  { path: paths.empresa, module: 'empresa/routes/empresa-screen' },
  { path: paths.unidades, module: 'empresa/routes/unidades-screen' },
  { path: paths.fornecedores, module: 'fornecedores/routes/fornecedores-screen' },
  { path: paths.fornecedorNovo, module: 'fornecedores/routes/fornecedor-form-screen' },
  { path: paths.etapas, module: 'etapas/routes/etapas-screen' },
  // The diário de obra's report, new or saved: every role reads it, so it is not a money screen.
  { path: paths.diarioNovo(':id'), module: 'diarios/routes/diario-relatorio-screen', datesAtFirstDraw: true },
  {
    path: paths.diarioRelatorio(':id', ':diarioId'),
    module: 'diarios/routes/diario-relatorio-screen',
    datesAtFirstDraw: true,
  },
  // The period filter reads which period "today" falls in; the entries, which are overdue and the
  // new entry's date; the cash flow, the current year.
  { path: paths.painel, module: 'painel/routes/painel-screen', money: true, datesAtFirstDraw: true },
  {
    path: '/obras/lancamentos/:type/:id',
    module: 'lancamentos/routes/lancamentos-screen',
    money: true,
    datesAtFirstDraw: true,
  },
  {
    path: '/obras/lancamentos/:type/:id/novo',
    module: 'lancamentos/routes/lancamento-novo-screen',
    money: true,
    datesAtFirstDraw: true,
  },
  // A budget's and a model's registration time (a timestamp: formatted with Intl).
  {
    path: paths.orcamentos,
    module: 'orcamentos/routes/orcamentos-screen',
    money: true,
    datesAtFirstDraw: true,
  },
  // The budget is a nested editor (itens holding subitens), not the generic form's flat fields.
  { path: paths.orcamentoNovo, module: 'orcamentos/routes/orcamento-editor-screen', money: true },
  { path: paths.orcamentoEdit(':id'), module: 'orcamentos/routes/orcamento-editor-screen', money: true },
  {
    path: paths.modelos,
    module: 'orcamento-modelos/routes/modelos-screen',
    money: true,
    datesAtFirstDraw: true,
  },
  { path: paths.modeloNovo, module: 'orcamento-modelos/routes/modelo-novo-screen', money: true },
  { path: paths.contratos, module: 'contratos/routes/contratos-screen', money: true },
  { path: paths.contratoNovo, module: 'contratos/routes/contrato-form-screen', money: true },
  { path: paths.contratoEdit(':id'), module: 'contratos/routes/contrato-form-screen', money: true },
  { path: paths.contasAPagar, module: 'financeiro/routes/contas-a-pagar-screen', money: true },
  {
    path: paths.fluxoDeCaixa,
    module: 'financeiro/routes/fluxo-de-caixa-screen',
    money: true,
    datesAtFirstDraw: true,
  },
];
