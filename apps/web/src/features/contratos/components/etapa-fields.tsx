import { NativeSelect } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useOrcamento } from '@/entities/orcamentos/api/get-orcamento';
import { useOrcamentosDaObra } from '@/entities/orcamentos/api/list-orcamentos-da-obra';

type EtapaValues = { obra: string; orcamento: string; etapa: string; subetapa: string };

const idOf = (value: string) => (value ? Number(value) : null);

// The optional link to the budget: one of the obra's budgets, an etapa of it and, within it, a subetapa.
export function EtapaFields<V extends EtapaValues>({ form }: { form: UseFormReturnType<V> }) {
  const { obra, orcamento, etapa } = form.values;
  const orcamentos = useOrcamentosDaObra(idOf(obra));
  const budget = useOrcamento(idOf(orcamento));
  const itens = budget.data?.itens ?? [];
  const subitens = itens.find((item) => String(item.etapa) === etapa)?.subitens ?? [];
  const set = (name: keyof EtapaValues, value: string, reset: (keyof EtapaValues)[]) => {
    form.setFieldValue(name as never, value as never);
    for (const other of reset) form.setFieldValue(other as never, '' as never);
  };
  return (
    <>
      <NativeSelect
        label="Orçamento"
        disabled={!obra}
        data={[
          { value: '', label: obra ? 'Nenhum (o do RDO da obra)' : 'Escolha a obra primeiro' },
          ...(orcamentos.data?.rows ?? []).map((o) => ({ value: String(o.id), label: o.nome })),
        ]}
        value={orcamento}
        onChange={(event) => set('orcamento', event.currentTarget.value, ['etapa', 'subetapa'])}
        error={form.errors.orcamento}
        style={{ flex: '1 1 200px' }}
      />
      <NativeSelect
        label="Etapa"
        disabled={!orcamento}
        data={[
          { value: '', label: 'Nenhuma' },
          ...itens.map((item) => ({
            value: String(item.etapa),
            label: `${item.etapa_numero} ${item.etapa_nome}`,
          })),
        ]}
        value={etapa}
        onChange={(event) => set('etapa', event.currentTarget.value, ['subetapa'])}
        error={form.errors.etapa}
        style={{ flex: '1 1 200px' }}
      />
      <NativeSelect
        label="Subetapa"
        disabled={!etapa}
        data={[
          { value: '', label: 'Nenhuma' },
          ...subitens.map((s) => ({
            value: String(s.subetapa),
            label: `${s.subetapa_numero} ${s.subetapa_nome}`,
          })),
        ]}
        value={form.values.subetapa}
        onChange={(event) => set('subetapa', event.currentTarget.value, [])}
        error={form.errors.subetapa}
        style={{ flex: '1 1 200px' }}
      />
    </>
  );
}
