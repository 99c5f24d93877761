import { Stack, Text } from '@mantine/core';
import { IconNotebook } from '@tabler/icons-react';
import { useCallback } from 'react';
import { usePagePastEnd } from '@/components/data-table/use-page-past-end';
import { RelatorioCartao } from '@/components/diario/relatorio-cartao';
import { Carregando } from '@/components/ui/carregando';
import { EmptyState } from '@/components/ui/empty-state';
import { Paginacao } from '@/components/ui/paginacao';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useDiariosDaObra } from '@/entities/diarios/api/list-diarios';
import { useDeferredAnswer } from '@/lib/use-deferred-answer';
import { DIARIOS_POR_PAGINA, listaDoPeriodo, type PeriodoDiario } from './use-periodo-diario';

const FALHOU = 'Falha ao carregar os relatórios diários.';

/** The obra's reports of the period, newest first, a page at a time. */
export function RelatoriosLista({
  obra,
  periodo,
  podeEscrever,
}: {
  obra: number;
  periodo: PeriodoDiario;
  podeEscrever: boolean;
}) {
  const lista = useDiariosDaObra(obra, listaDoPeriodo(periodo));
  const { set } = periodo;
  // A page past the end (its reports removed, an old link): the last page with reports instead.
  const irParaPagina = useCallback((page: number) => set({ page }), [set]);
  const alemDoFim = usePagePastEnd(lista, { page: periodo.page, pageSize: DIARIOS_POR_PAGINA }, irParaPagina);
  // Drawn in a transition, after the screen's frame (decisions 207 and 242).
  const dados = useDeferredAnswer(lista.data);
  if ((dados === undefined && !lista.isError) || alemDoFim) {
    return <Carregando rotulo="Carregando relatórios" py="xl" />;
  }
  if (dados === undefined) {
    return (
      <RetryAlert onRetry={() => lista.refetch()}>
        {FALHOU} {lista.error?.message}
      </RetryAlert>
    );
  }
  const { rows, total } = dados;
  if (total === 0) {
    const comFiltro = periodo.de !== '' || periodo.ate !== '';
    return comFiltro ? (
      <EmptyState
        icon={IconNotebook}
        title="Nenhum relatório neste período"
        description="Mude as datas De e Até, ou apague-as para ver todos os relatórios da obra."
      />
    ) : (
      <EmptyState
        icon={IconNotebook}
        title="Nenhum relatório diário ainda"
        description={
          podeEscrever
            ? 'Comece pelo de hoje: toque em “Novo relatório” e registre o clima, o efetivo, as atividades e as fotos do dia. Depois, assine-o.'
            : 'Os relatórios são escritos no canteiro pela equipe de obra (perfil Diário de obra) ou por um administrador; aparecem aqui assim que forem registrados.'
        }
      />
    );
  }
  const paginas = Math.ceil(total / DIARIOS_POR_PAGINA);
  return (
    <Stack gap="sm" aria-busy={lista.isFetching}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {total} {total === 1 ? 'relatório' : 'relatórios'}
        {paginas > 1 && ` · página ${periodo.page} de ${paginas}`}
      </Text>
      {rows.map((diario) => (
        <RelatorioCartao key={diario.id} diario={diario} />
      ))}
      {paginas > 1 && (
        <Paginacao total={paginas} value={periodo.page} onChange={(page) => periodo.set({ page })} />
      )}
    </Stack>
  );
}
