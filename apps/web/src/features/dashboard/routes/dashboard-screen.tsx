import { Alert, Button, Loader, Paper, SimpleGrid, Title } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { usePainel } from '../api/get-painel';
import { Figura } from '../components/figura';
import { ObraCard } from '../components/obra-card';

export default function DashboardScreen() {
  const painel = usePainel();
  const obras = painel.data?.obras ?? [];
  return (
    <PageLayout title="Dashboard" description="Acompanhe orçamento, execução e saldo das obras.">
      {painel.data && obras.length > 0 && (
        <Paper withBorder p="lg" radius="md" mb="lg" component="section" aria-label="Totais da empresa">
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figura rotulo="Orçamento total" valor={painel.data.totais.orcamento} />
            <Figura rotulo="Executado" valor={painel.data.totais.executado} />
            <Figura rotulo="Comprometido" valor={painel.data.totais.comprometido} />
            <Figura
              rotulo="Saldo"
              valor={painel.data.totais.saldo}
              cor={painel.data.totais.acima_do_orcamento ? 'red' : undefined}
            />
          </SimpleGrid>
        </Paper>
      )}
      <section aria-labelledby="obras-em-andamento">
        <Title order={2} size="h3" id="obras-em-andamento" mb="md">
          Obras em andamento
        </Title>
        {painel.isPending && <Loader aria-label="Carregando obras" />}
        {painel.isError && <Alert color="red">{painel.error.message}</Alert>}
        {painel.data && obras.length === 0 && (
          <EmptyState
            icon={<IconBuildingSkyscraper size={30} stroke={1.6} aria-hidden />}
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
          {obras.map((obra) => (
            <ObraCard key={obra.id} obra={obra} />
          ))}
        </SimpleGrid>
      </section>
    </PageLayout>
  );
}
