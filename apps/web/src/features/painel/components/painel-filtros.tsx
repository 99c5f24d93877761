import { OBRA_STATUS, OBRA_STATUS_LABELS } from '@gdo/domain/obra-status';
import { Box, Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconLayoutGrid, IconSearch, IconTable } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Segmentos } from '@/components/ui/segmentos';
import { ClienteCombobox, type ClienteOption } from '@/entities/clientes/components/cliente-combobox';
import type { PainelParams } from '../api/get-painel';
import { diasDoPeriodo, opcoesDePeriodo, type Periodo, SEM_PERIODO } from '../hooks/periodos';
import type { PainelVisao } from '../hooks/use-painel-filtros';

// On a phone the boxes go two to a line, so the first obra is not pushed off the first screen.
const METADE = 'calc(50% - var(--mantine-spacing-sm) / 2)';

const SITUACOES = Object.entries(OBRA_STATUS_LABELS).map(([value, label]) => ({ value, label }));
const ORDENS = [
  { value: 'risco', label: 'Em risco primeiro' },
  { value: 'nome', label: 'Nome (A–Z)' },
];

type PainelFiltrosProps = {
  params: PainelParams;
  // The chosen cliente's name, as the obras listed carry it, for the box to show.
  clienteNome: string | undefined;
  visao: PainelVisao;
  filtrando: boolean;
  mudar: (name: string, value: string | number | undefined) => void;
  mudarVisao: (visao: PainelVisao) => void;
  mudarPeriodo: (periodo: Periodo) => void;
  limpar: () => void;
};

export function PainelFiltros({
  params,
  clienteNome,
  visao,
  filtrando,
  mudar,
  mudarVisao,
  mudarPeriodo,
  limpar,
}: PainelFiltrosProps) {
  const [texto, setTexto] = useState(params.q ?? '');
  const buscar = useDebouncedCallback((value: string) => mudar('q', value.trim()), 300);
  const [cliente, setCliente] = useState<ClienteOption | null>(null);
  const escolhido: ClienteOption | null =
    params.id_cliente === undefined
      ? null
      : cliente?.value === String(params.id_cliente)
        ? cliente
        : { value: String(params.id_cliente), label: clienteNome ?? 'Cliente escolhido', documento: '' };
  const periodo = opcoesDePeriodo({ de: params.pagamento_de, ate: params.pagamento_ate });
  return (
    <Group gap="sm" align="flex-end" mb="md" role="search" aria-label="Filtrar obras">
      <TextInput
        label="Buscar"
        placeholder="Obra ou cliente"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={texto}
        onChange={(event) => {
          setTexto(event.currentTarget.value);
          buscar(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 200 }}
      />
      <Box w={{ base: '100%', sm: 220 }}>
        <ClienteCombobox
          label="Cliente"
          placeholder="Todos"
          value={escolhido}
          onChange={(option) => {
            setCliente(option);
            mudar('id_cliente', option?.value);
          }}
        />
      </Box>
      {/* Native selects: the phone's own picker, and no combobox machinery drawn at load (a third
          of the dashboard's blocking time on a phone, decision 155). */}
      <NativeSelect
        label="Situação"
        data={SITUACOES}
        value={String(params.status ?? OBRA_STATUS.ativo)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          mudar('status', value === String(OBRA_STATUS.ativo) ? undefined : value);
        }}
        w={{ base: METADE, sm: 130 }}
      />
      <NativeSelect
        label="Ordem"
        data={ORDENS}
        value={params.sort ?? 'risco'}
        onChange={(event) => {
          const value = event.currentTarget.value;
          mudar('sort', value === 'risco' ? undefined : value);
        }}
        w={{ base: METADE, sm: 215 }}
      />
      <NativeSelect
        label="Executado no período"
        data={periodo.opcoes}
        value={periodo.atual}
        onChange={(event) => mudarPeriodo(diasDoPeriodo(event.currentTarget.value || SEM_PERIODO))}
        w={{ base: METADE, sm: 200 }}
      />
      <Segmentos<PainelVisao>
        aria-label="Visualização"
        value={visao}
        onChange={mudarVisao}
        data={[
          {
            value: 'cartoes',
            label: <Rotulo icone={<IconLayoutGrid size={16} aria-hidden />} texto="Cartões" />,
          },
          { value: 'tabela', label: <Rotulo icone={<IconTable size={16} aria-hidden />} texto="Tabela" /> },
        ]}
      />
      {filtrando && (
        <Button
          variant="subtle"
          onClick={() => {
            setTexto('');
            setCliente(null);
            limpar();
          }}
        >
          Limpar filtros
        </Button>
      )}
    </Group>
  );
}

function Rotulo({ icone, texto }: { icone: ReactNode; texto: string }) {
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      {icone}
      <span>{texto}</span>
    </Group>
  );
}
