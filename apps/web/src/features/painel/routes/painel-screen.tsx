import type { Painel } from '@gdo/domain/painel';
import { Alert, Button, Loader, Paper, SimpleGrid, Skeleton, Title } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { usePainel } from '@/features/painel/api/get-painel';
import { Figura } from '@/features/painel/components/figura';
import { ObraCard } from '@/features/painel/components/obra-card';

// The first cards come at once; the rest follow in batches, each its own task, so a firm with a
// hundred obras never blocks the page for the whole list (Lighthouse's total blocking time).
const PRIMEIROS_CARTOES = 12;
const LOTE_DE_CARTOES = 24;

function useCartoesVisiveis(total: number): number {
  const [visiveis, setVisiveis] = useState(PRIMEIROS_CARTOES);
  useEffect(() => {
    if (visiveis >= total) return;
    const timer = setTimeout(() => startTransition(() => setVisiveis((n) => n + LOTE_DE_CARTOES)), 0);
    return () => clearTimeout(timer);
  }, [visiveis, total]);
  return visiveis;
}

function Totais({ totais }: { totais: Painel['totais'] | undefined }) {
  // While loading, placeholders of the same height keep the cards below from jumping.
  const figura = (rotulo: string, valor: string | undefined, cor?: string) =>
    valor === undefined ? (
      <Skeleton height={40} aria-hidden />
    ) : (
      <Figura rotulo={rotulo} valor={valor} cor={cor} />
    );
  return (
    <Paper withBorder p="lg" radius="md" mb="lg" component="section" aria-label="Totais da empresa">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {figura('Orçamento total', totais?.orcamento)}
        {figura('Executado', totais?.executado)}
        {figura('Comprometido', totais?.comprometido)}
        {figura('Saldo', totais?.saldo, totais?.acima_do_orcamento ? 'red.9' : undefined)}
      </SimpleGrid>
    </Paper>
  );
}

export default function PainelScreen() {
  const painel = usePainel();
  const obras = painel.data?.obras ?? [];
  const visiveis = useCartoesVisiveis(obras.length);
  return (
    <PageLayout title="Dashboard" description="Acompanhe orçamento, execução e saldo das obras.">
      {(painel.isPending || obras.length > 0) && <Totais totais={painel.data?.totais} />}
      <section aria-labelledby="obras-em-andamento">
        <Title order={2} size="h3" id="obras-em-andamento" mb="md">
          Obras em andamento
        </Title>
        {painel.isPending && <Loader aria-label="Carregando obras" />}
        {painel.isError && <Alert color="red">{painel.error.message}</Alert>}
        {painel.data && obras.length === 0 && (
          <EmptyState
            icon={IconBuildingSkyscraper}
            title="Não há obras cadastradas."
            description="Comece cadastrando o cliente; depois, a obra dele."
            action={
              <Button component={Link} to={paths.clienteNovo}>
                Cadastrar cliente
              </Button>
            }
          />
        )}
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          {obras.slice(0, visiveis).map((obra) => (
            <ObraCard key={obra.id} obra={obra} />
          ))}
        </SimpleGrid>
      </section>
    </PageLayout>
  );
}
