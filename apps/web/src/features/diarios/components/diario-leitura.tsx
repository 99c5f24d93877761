import { formatDate } from '@gdo/domain/date';
import type { Clima } from '@gdo/domain/diario';
import { DIARIO_LABELS } from '@gdo/domain/diario-constantes';
import type { Diario } from '@gdo/domain/diario-response';
import { List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { totaisEfetivo } from './diario-form-values';
import { Secao } from './secao';

function Parte({ titulo, vazio, children }: { titulo: string; vazio: string | null; children: ReactNode }) {
  return <Secao titulo={titulo}>{vazio === null ? children : <Text c="dimmed">{vazio}</Text>}</Secao>;
}

function Itens<T>({
  itens,
  spacing,
  render,
}: {
  itens: T[];
  spacing: number;
  render: (item: T) => ReactNode;
}) {
  return (
    <List spacing={spacing}>
      {itens.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a report's lines are shown as stored, never reordered here
        <List.Item key={index}>{render(item)}</List.Item>
      ))}
    </List>
  );
}

const TURNOS: [keyof Clima, string][] = [
  ['manha', 'Manhã'],
  ['tarde', 'Tarde'],
  ['noite', 'Noite'],
];

const comHoras = (horas: number | null) => (horas === null ? '' : ` · ${String(horas).replace('.', ',')} h`);

// A report as text: a signed one (it never changes) or any report for a role that only reads.
export function DiarioLeitura({ diario }: { diario: Diario }) {
  const totais = totaisEfetivo(diario.efetivo);
  return (
    <Stack gap="md">
      <Parte titulo="Clima" vazio={TURNOS.every(([t]) => !diario.clima[t]) ? 'Clima não informado.' : null}>
        {TURNOS.map(([turno, nome]) => {
          const valor = diario.clima[turno];
          return (
            <Text key={turno}>
              <strong>{nome}:</strong>{' '}
              {valor
                ? `${DIARIO_LABELS.tempo[valor.tempo]}, ${DIARIO_LABELS.condicao[valor.condicao].toLowerCase()}`
                : 'não informado'}
            </Text>
          );
        })}
      </Parte>
      <Parte titulo="Efetivo" vazio={diario.efetivo.length === 0 ? 'Nenhuma pessoa registrada.' : null}>
        <Itens
          spacing={4}
          itens={diario.efetivo}
          render={(l) => (
            <>
              {l.quantidade} × {l.funcao} — {DIARIO_LABELS.origem[l.origem].toLowerCase()}
              {l.fornecedor_nome ? ` (${l.fornecedor_nome})` : ''}
              {comHoras(l.horas)}
            </>
          )}
        />
        <Text size="sm" fw={600}>
          Própria: {totais.propria} · Terceirizada: {totais.terceirizada} · Total: {totais.total}
        </Text>
      </Parte>
      <Parte titulo="Equipamentos" vazio={diario.equipamentos.length === 0 ? 'Nenhum equipamento.' : null}>
        <Itens
          spacing={4}
          itens={diario.equipamentos}
          render={(l) => (
            <>
              {l.quantidade} × {l.descricao} — {DIARIO_LABELS.situacaoEquipamento[l.situacao].toLowerCase()}
            </>
          )}
        />
      </Parte>
      <Parte titulo="Atividades" vazio={diario.atividades.length === 0 ? 'Nenhuma atividade.' : null}>
        <Itens
          spacing={6}
          itens={diario.atividades}
          render={(l) => (
            <>
              <Text fw={600} span>
                {l.etapa_numero} {l.etapa_nome}
                {l.subetapa_nome ? ` › ${l.subetapa_numero} ${l.subetapa_nome}` : ''}
              </Text>
              {' — '}
              {DIARIO_LABELS.situacaoAtividade[l.situacao]}
              {l.percentual === null ? '' : ` (${l.percentual}% concluído)`}
              <Text size="sm">{l.descricao}</Text>
            </>
          )}
        />
      </Parte>
      <Parte titulo="Ocorrências" vazio={diario.ocorrencias.length === 0 ? 'Nenhuma ocorrência.' : null}>
        <Itens
          spacing={6}
          itens={diario.ocorrencias}
          render={(l) => (
            <>
              <Text fw={600} span>
                {DIARIO_LABELS.tipoOcorrencia[l.tipo]}
                {l.hora ? ` às ${l.hora}` : ''}
              </Text>
              <Text size="sm">{l.descricao}</Text>
            </>
          )}
        />
      </Parte>
      <Parte titulo="Observações" vazio={diario.observacoes ? null : 'Sem observações.'}>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{diario.observacoes}</Text>
        {diario.observacoes_fiscal && (
          <Text style={{ whiteSpace: 'pre-wrap' }}>
            <strong>Fiscal:</strong> {diario.observacoes_fiscal}
          </Text>
        )}
      </Parte>
      {diario.registrado_com_atraso && (
        <Text size="sm" c="dimmed">
          Registrado com atraso: criado em {formatDate(diario.data_cadastro)} para o dia{' '}
          {formatDate(diario.data)}.
        </Text>
      )}
    </Stack>
  );
}
