import type { PainelObra } from '@gdo/domain/painel';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { ObraTitulo } from '@/entities/obras/components/obra-titulo';
import { APagarFiguras } from './a-pagar-figuras';
import { BarraProgresso } from './barra-progresso';
import { DiarioSituacao } from './diario-situacao';
import { Figura } from './figura';
import classes from './obra-card.module.css';
import { RdaFiguras } from './rda-figuras';

export function ObraCard({ obra }: { obra: PainelObra }) {
  const acima = obra.acima_do_orcamento;
  const { canWriteLancamentos } = usePermissions();
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-label={`Obra ${obra.nome}`}
      className={classes.cartao}
      style={acima ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <ObraTitulo obra={obra} to={paths.obraDetalhamento(obra.id)} />
          {acima && (
            <Badge color="red.8" variant="filled" style={{ flexShrink: 0 }}>
              Acima do orçamento
            </Badge>
          )}
        </Group>
        {obra.orcamento_id === null && (
          <Text size="sm" c="dimmed">
            Sem orçamento vinculado ao RDO.
          </Text>
        )}
        <SimpleGrid cols={2} spacing="xs">
          <Figura rotulo="Orçamento" valor={obra.orcamento} />
          <Figura rotulo="Executado" valor={obra.executado} palavra="executado" />
          <Figura rotulo="Comprometido" valor={obra.comprometido} palavra="comprometido" />
          <Figura rotulo="Saldo" valor={obra.saldo} alerta={acima} palavra="saldo" />
        </SimpleGrid>
        {obra.executado_periodo !== null && (
          <Figura rotulo="Executado no período" valor={obra.executado_periodo} palavra="executado" />
        )}
        <BarraProgresso figuras={obra} />
        <RdaFiguras rda={obra.rda_totais} />
        <APagarFiguras aPagar={obra.a_pagar} obra={obra.id} />
        <DiarioSituacao obra={obra} />
        <Group gap="xs">
          <Button component={Link} to={paths.lancamentos('rdo', obra.id)} variant="light" size="xs">
            Abrir RDO
          </Button>
          <Button component={Link} to={paths.lancamentos('rda', obra.id)} variant="light" size="xs">
            Abrir RDA
          </Button>
          {canWriteLancamentos && (
            <Button component={Link} to={paths.lancamentoNovo('rdo', obra.id)} variant="subtle" size="xs">
              Criar lançamento
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
