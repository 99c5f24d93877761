import { formatBRL, sumMoney } from '@gdo/domain/money';
import { Button, Group, LoadingOverlay, Paper, Stack, Text } from '@mantine/core';
import { IconCash, IconReceipt } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { DataTableFooter } from '@/components/data-table/data-table-footer';
import { usePagePastEnd } from '@/components/data-table/use-page-past-end';
import { PageLayout } from '@/components/layouts/page-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportarBotoes } from '@/components/ui/exportar-botoes';
import { RetryAlert } from '@/components/ui/retry-alert';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import type { ScreenPreload } from '@/lib/lazy-screen';
import { useDeferredAnswer } from '@/lib/use-deferred-answer';
import { contasQueryOptions, resumoContasQueryOptions, useContas, useResumoContas } from '../api/list-contas';
import { useExportContas } from '../api/pagamentos';
import { ContasFiltros } from '../components/contas-filtros';
import { type Conta, ContasTabela } from '../components/contas-tabela';
import { GruposResumo } from '../components/grupos-resumo';
import { LoteModal } from '../components/lote-modal';
import { PagamentosModal } from '../components/pagamentos-modal';
import { PagarModal } from '../components/pagar-modal';
import { contasFiltrosDe, filtrosEmUso, useContasFiltros } from '../hooks/use-contas-filtros';

// A direct visit asks for the page and the totals per group with the screen's chunk (decision 212).
export const preloadData: ScreenPreload = ({ queryClient, search }) => {
  const { pedido, resumo } = contasFiltrosDe(search);
  void queryClient.prefetchQuery(contasQueryOptions(pedido));
  void queryClient.prefetchQuery(resumoContasQueryOptions(resumo));
};

// Contas a pagar (money.md, issue 14): every entry with something em aberto, across obras and both
// documents, grouped by due date; pay one, pay a selection, see and reverse an entry's payments.
export default function ContasAPagarScreen() {
  const { filtros, pedido, resumo, update } = useContasFiltros();
  const contas = useContas(pedido);
  // The page in slices, after the screen's frame (decisions 207 and 212).
  const dados = useDeferredAnswer(contas.data);
  const totais = useResumoContas(resumo);
  const { canWritePagamentos } = usePermissions();
  const exportar = useExportContas();
  const [selecionadas, setSelecionadas] = useState<Map<number, Conta>>(new Map());
  const [pagando, setPagando] = useState<Conta | null>(null);
  const [vendo, setVendo] = useState<Conta | null>(null);
  const [lote, setLote] = useState(false);
  const rows = dados?.rows ?? [];
  // Paying every payable of the last page empties it: the last page with some comes instead of
  // "Nenhuma conta a pagar", which would be false (the footer is drawn under rows only).
  const irParaPagina = useCallback((page: number) => update({ page }, { replace: true }), [update]);
  usePagePastEnd(contas, filtros, irParaPagina);

  const selecionar = (ids: number[], marcar: boolean) =>
    setSelecionadas((atual) => {
      const next = new Map(atual);
      for (const id of ids) {
        const conta = rows.find((r) => r.id === id);
        if (marcar && conta) next.set(id, conta);
        else next.delete(id);
      }
      return next;
    });
  const escolhidas = [...selecionadas.values()];
  const filtrado = Boolean(filtros.q || filtros.grupo) || filtrosEmUso(filtros) > 0;

  let lista: React.ReactNode;
  if (contas.isError && !dados) {
    lista = (
      <RetryAlert onRetry={() => void contas.refetch()}>
        {failureText('Falha ao carregar as contas a pagar.', contas.error)}
      </RetryAlert>
    );
  } else if (dados && rows.length === 0 && filtros.page > 1) {
    lista = null; // an emptied page past the first: usePagePastEnd asks for an earlier one
  } else if (dados && rows.length === 0) {
    lista = filtrado ? (
      <EmptyState
        icon={IconReceipt}
        title="Nenhuma conta com estes filtros"
        description="Nada em aberto corresponde aos filtros escolhidos."
        action={
          <Button
            variant="light"
            onClick={() =>
              update({
                q: undefined,
                grupo: undefined,
                obra: undefined,
                fornecedor: undefined,
                documento: undefined,
                de: undefined,
                ate: undefined,
              })
            }
          >
            Limpar filtros
          </Button>
        }
      />
    ) : (
      // Said of what is open, not of what was entered: a firm that has entered nothing yet read
      // "Tudo o que foi lançado está pago".
      <EmptyState
        icon={IconReceipt}
        title="Nenhuma conta a pagar"
        description="Não há nada em aberto nas obras. Cada lançamento com valor comprometido, no RDO ou no RDA de uma obra, aparece aqui pelo vencimento até ser pago."
        action={
          <Button component={Link} to={paths.obras} variant="light">
            Abrir as obras
          </Button>
        }
      />
    );
  } else {
    lista = (
      <ContasTabela
        rows={rows}
        selecionadas={new Set(selecionadas.keys())}
        onSelecionar={selecionar}
        podePagar={canWritePagamentos}
        onPagar={setPagando}
        onPagamentos={setVendo}
      />
    );
  }

  return (
    <PageLayout
      title="Contas a pagar"
      description="O que está em aberto nas obras, pelo vencimento: vencido, hoje, nos próximos dias e depois."
      actions={
        <ExportarBotoes
          exportar={exportar}
          variaveis={(format) => ({ format, filtros: pedido })}
          falha="Falha na exportação das contas a pagar."
          // Nothing open as the filters stand: nothing to export (as the diário's period).
          disabled={dados?.total === 0}
        />
      }
    >
      <Stack gap="md">
        {totais.isError && !totais.data ? (
          <RetryAlert onRetry={() => void totais.refetch()}>
            {failureText('Falha ao carregar os totais por vencimento.', totais.error)}
          </RetryAlert>
        ) : (
          <GruposResumo resumo={totais.data} grupo={filtros.grupo} onGrupo={(grupo) => update({ grupo })} />
        )}
        <ContasFiltros filtros={filtros} update={update} />
        {canWritePagamentos && escolhidas.length > 0 && (
          <Paper withBorder p="xs" radius="md" role="region" aria-label="Contas selecionadas">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm">
                {escolhidas.length === 1 ? '1 conta selecionada' : `${escolhidas.length} contas selecionadas`}
                : <strong>{formatBRL(sumMoney(escolhidas.map((c) => c.em_aberto)))}</strong>
              </Text>
              <Group gap="xs">
                <Button variant="subtle" onClick={() => setSelecionadas(new Map())}>
                  Limpar seleção
                </Button>
                <Button leftSection={<IconCash size={16} aria-hidden />} onClick={() => setLote(true)}>
                  Pagar selecionadas
                </Button>
              </Group>
            </Group>
          </Paper>
        )}
        <div style={{ position: 'relative' }}>
          <LoadingOverlay
            visible={
              (dados === undefined && !contas.isError) || (contas.isFetching && contas.isPlaceholderData)
            }
          />
          {lista}
        </div>
        {dados && rows.length > 0 && (
          // The total is capped past 10 000 (decision 200): "de mais de 10.000"; the groups above
          // keep the exact count and money of every filtered payable.
          <DataTableFooter
            params={filtros}
            total={dados.total}
            capped={dados.capped}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        )}
      </Stack>
      {pagando && <PagarModal conta={pagando} onClose={() => setPagando(null)} />}
      {vendo && (
        <PagamentosModal conta={vendo} podeEscrever={canWritePagamentos} onClose={() => setVendo(null)} />
      )}
      {lote && (
        <LoteModal
          contas={escolhidas}
          onClose={() => setLote(false)}
          onPago={() => setSelecionadas(new Map())}
        />
      )}
    </PageLayout>
  );
}
