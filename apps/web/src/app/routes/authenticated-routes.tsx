import { Navigate, Route, Routes } from 'react-router';
import { AppLayout } from '@/app/layout/app-layout';
import { paths } from '@/config/paths';
import { lazyScreen } from '@/lib/lazy-screen';
import { MoneyRoute } from './money-route';

const PainelScreen = lazyScreen(() => import('@/features/painel/routes/painel-screen'));
const ClientesScreen = lazyScreen(() => import('@/features/clientes/routes/clientes-screen'));
const ClienteFormScreen = lazyScreen(() => import('@/features/clientes/routes/cliente-form-screen'));
const ObrasScreen = lazyScreen(() => import('@/features/obras/routes/obras-screen'));
const ObraFormScreen = lazyScreen(() => import('@/features/obras/routes/obra-form-screen'));
const ObraDetalhamentoScreen = lazyScreen(() => import('@/features/obras/routes/obra-detalhamento-screen'));
const DiariosScreen = lazyScreen(() => import('@/features/diarios/routes/diarios-screen'));
const DiarioListaScreen = lazyScreen(() => import('@/features/diarios/routes/diario-lista-screen'));
const LancamentosScreen = lazyScreen(() => import('@/features/lancamentos/routes/lancamentos-screen'));
const LancamentoNovoScreen = lazyScreen(() => import('@/features/lancamentos/routes/lancamento-novo-screen'));
const UsuariosScreen = lazyScreen(() => import('@/features/usuarios/routes/usuarios-screen'));
const PerfilScreen = lazyScreen(() => import('@/features/perfil/routes/perfil-screen'));
const EmpresaScreen = lazyScreen(() => import('@/features/empresa/routes/empresa-screen'));
const UnidadesScreen = lazyScreen(() => import('@/features/empresa/routes/unidades-screen'));
const FornecedoresScreen = lazyScreen(() => import('@/features/fornecedores/routes/fornecedores-screen'));
const FornecedorFormScreen = lazyScreen(
  () => import('@/features/fornecedores/routes/fornecedor-form-screen'),
);
const OrcamentosScreen = lazyScreen(() => import('@/features/orcamentos/routes/orcamentos-screen'));
// The budget is a nested editor (itens holding subitens), not the generic form's flat fields.
const OrcamentoEditorScreen = lazyScreen(
  () => import('@/features/orcamentos/routes/orcamento-editor-screen'),
);
const ModelosScreen = lazyScreen(() => import('@/features/orcamento-modelos/routes/modelos-screen'));
const ModeloNovoScreen = lazyScreen(() => import('@/features/orcamento-modelos/routes/modelo-novo-screen'));
const ContratosScreen = lazyScreen(() => import('@/features/contratos/routes/contratos-screen'));
const ContratoFormScreen = lazyScreen(() => import('@/features/contratos/routes/contrato-form-screen'));
const EtapasScreen = lazyScreen(() => import('@/features/etapas/routes/etapas-screen'));
const ContasAPagarScreen = lazyScreen(() => import('@/features/financeiro/routes/contas-a-pagar-screen'));
const FluxoDeCaixaScreen = lazyScreen(() => import('@/features/financeiro/routes/fluxo-de-caixa-screen'));
// The diário de obra's report, new or saved: every role reads it, so it is outside MoneyRoute.
const DiarioRelatorioScreen = lazyScreen(() => import('@/features/diarios/routes/diario-relatorio-screen'));
const NotFoundScreen = lazyScreen(() => import('./not-found'));

// Spec §2, authenticated routes, every screen loaded on demand. The create forms of the spec
// ('Generic create form, type cliente', …) are all EntityFormScreen: each feature's route
// passes it the type and the definition of its fields; ?id= on the same route edits.
export default function AuthenticatedRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Navigate to={paths.painel} replace />} />
        <Route path={paths.clientes} element={<ClientesScreen />} />
        <Route path={paths.clienteNovo} element={<ClienteFormScreen />} />
        <Route path={paths.obras} element={<ObrasScreen />} />
        <Route path={paths.obraNova} element={<ObraFormScreen />} />
        <Route path={paths.obraDetalhamento(':id')} element={<ObraDetalhamentoScreen />} />
        <Route path={paths.diarios} element={<DiariosScreen />} />
        <Route path={paths.diario(':id')} element={<DiarioListaScreen />} />
        <Route path={paths.usuarios} element={<UsuariosScreen />} />
        <Route path={paths.usuarioNovo} element={<UsuariosScreen />} />
        <Route path={paths.perfil} element={<PerfilScreen />} />
        <Route path={paths.empresa} element={<EmpresaScreen />} />
        <Route path={paths.unidades} element={<UnidadesScreen />} />
        <Route path={paths.fornecedores} element={<FornecedoresScreen />} />
        <Route path={paths.fornecedorNovo} element={<FornecedorFormScreen />} />
        <Route path={paths.etapas} element={<EtapasScreen />} />
        <Route path={paths.diarioNovo(':id')} element={<DiarioRelatorioScreen />} />
        <Route path={paths.diarioRelatorio(':id', ':diarioId')} element={<DiarioRelatorioScreen />} />
        {/* Screens showing money: a user who sees none (diario) lands on the diário instead. */}
        <Route element={<MoneyRoute />}>
          <Route path={paths.painel} element={<PainelScreen />} />
          <Route path="/obras/lancamentos/:type/:id" element={<LancamentosScreen />} />
          <Route path="/obras/lancamentos/:type/:id/novo" element={<LancamentoNovoScreen />} />
          <Route path={paths.orcamentos} element={<OrcamentosScreen />} />
          <Route path={paths.orcamentoNovo} element={<OrcamentoEditorScreen />} />
          <Route path={paths.orcamentoEdit(':id')} element={<OrcamentoEditorScreen />} />
          <Route path={paths.modelos} element={<ModelosScreen />} />
          <Route path={paths.modeloNovo} element={<ModeloNovoScreen />} />
          <Route path={paths.contratos} element={<ContratosScreen />} />
          <Route path={paths.contratoNovo} element={<ContratoFormScreen />} />
          <Route path={paths.contratoEdit(':id')} element={<ContratoFormScreen />} />
          <Route path={paths.contasAPagar} element={<ContasAPagarScreen />} />
          <Route path={paths.fluxoDeCaixa} element={<FluxoDeCaixaScreen />} />
        </Route>
        <Route
          path={paths.notFound}
          element={<NotFoundScreen backTo={paths.painel} backLabel="Voltar ao dashboard" />}
        />
        <Route path="*" element={<Navigate to={paths.notFound} replace />} />
      </Route>
    </Routes>
  );
}
