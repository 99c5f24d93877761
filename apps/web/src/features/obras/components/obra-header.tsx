import { formatCpfCnpj } from '@gdo/domain/cpf-cnpj';
import { formatDate } from '@gdo/domain/date';
import { formatQuantity } from '@gdo/domain/money';
import type { Obra } from '@gdo/domain/obra';
import { OBRA_STATUS_LABELS } from '@gdo/domain/obra-status';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatEndereco } from '@/lib/format-endereco';
import classes from './obra-header.module.css';

const NOT_INFORMED = 'Não informado';

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? classes.wide : undefined}>
      <Text component="dt" size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} mt={2}>
        {children || NOT_INFORMED}
      </Text>
    </div>
  );
}

// Who, where and when of an obra: the top of its detail page.
export function ObraHeader({ obra }: { obra: Obra }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="obra-nome"
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h3" id="obra-nome">
              {obra.nome}
            </Title>
            {obra.tipo && (
              <Text size="sm" c="dimmed">
                {obra.tipo}
              </Text>
            )}
          </div>
          <StatusBadge status={obra.status} labels={OBRA_STATUS_LABELS} />
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="md" m={0}>
          <Item label="Cliente">
            <Text component="span" display="block" size="sm">
              {obra.cliente_nome}
            </Text>
            <Text component="span" display="block" size="sm" c="dimmed">
              CPF/CNPJ {formatCpfCnpj(obra.cliente_cpf_cnpj)}
            </Text>
          </Item>
          <Item label="Alvará">{obra.alvara}</Item>
          <Item label="CNO">{obra.cno}</Item>
          <Item label="Engenheiro responsável">{obra.engenheiro}</Item>
          <Item label="Início">{formatDate(obra.data_inicio)}</Item>
          <Item label="Previsão de entrega">{formatDate(obra.previsao_entrega)}</Item>
          {obra.data_entrega && <Item label="Entrega">{formatDate(obra.data_entrega)}</Item>}
          <Item label="Área">{obra.metragem && `${formatQuantity(obra.metragem)} m²`}</Item>
          <Item label="Endereço" wide>
            {formatEndereco(obra)}
          </Item>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
