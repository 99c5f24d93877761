import type { Contrato } from '@gdo/domain/contrato';
import { formatDate } from '@gdo/domain/date';
import { formatBRL, formatQuantity } from '@gdo/domain/money';
import { Button, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FIXA, TabelaRolavel } from '@/components/ui/tabela-rolavel';
import { useAditivos, useItensDoContrato } from '../api/medicoes';
import { ItensEditorModal } from './itens-editor-modal';
import { NovoAditivoModal } from './novo-aditivo-modal';
import { Secao } from './secao';

type Props = { contrato: Contrato; canWrite: boolean };

/** The contract's itens, with what is measured of each, and its aditivos. */
export function ContratoItens({ contrato, canWrite }: Props) {
  const itens = useItensDoContrato(contrato.id);
  const aditivos = useAditivos(contrato.id);
  const [novoAditivo, setNovoAditivo] = useState(false);
  const [editando, setEditando] = useState(false);
  // Itens change with the contract until a medição is approved or an aditivo exists; then by aditivo.
  const editaveis =
    canWrite && contrato.medicoes_aprovadas === 0 && aditivos.data?.length === 0 && !!itens.data;

  return (
    <>
      <Secao
        id="itens-titulo"
        titulo="Itens"
        consulta={itens}
        acao={
          editaveis && (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditando(true)}
            >
              Editar itens
            </Button>
          )
        }
        vazio={
          <>
            Este contrato não tem itens: ele é medido por percentual do valor.
            {editaveis ? ' Para medir por quantidades, use "Editar itens".' : ''}
          </>
        }
      >
        {(rows) => (
          <TabelaRolavel minWidth={760} rotulo="Itens do contrato">
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th className={FIXA.inicio}>Descrição</Table.Th>
                  <Table.Th>Etapa</Table.Th>
                  <Table.Th ta="right">Contratada</Table.Th>
                  <Table.Th ta="right">Medida</Table.Th>
                  <Table.Th ta="right">A medir</Table.Th>
                  <Table.Th ta="right">Unitário</Table.Th>
                  <Table.Th ta="right">Valor</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((i) => (
                  <Table.Tr key={i.id}>
                    <Table.Td className={FIXA.inicio}>
                      {i.descricao}{' '}
                      <Text span size="xs" c="dimmed">
                        ({i.unidade}){i.aditivo_numero ? ` — aditivo nº ${i.aditivo_numero}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {i.subetapa_numero} {i.subetapa_nome}
                    </Table.Td>
                    <Table.Td ta="right">{formatQuantity(i.quantidade)}</Table.Td>
                    <Table.Td ta="right">{formatQuantity(i.medido)}</Table.Td>
                    <Table.Td ta="right">{formatQuantity(i.a_medir)}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatBRL(i.valor_unitario)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatBRL(i.valor)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </Secao>
      <Secao
        id="aditivos-titulo"
        titulo="Aditivos"
        consulta={aditivos}
        acao={
          canWrite && (
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setNovoAditivo(true)}
              disabled={!itens.data}
            >
              Novo aditivo
            </Button>
          )
        }
        vazio="Nenhum aditivo. Para medir além do contratado ou prorrogar o prazo, registre um aditivo."
      >
        {(rows) => (
          <TabelaRolavel minWidth={520} rotulo="Aditivos">
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th className={FIXA.inicio}>Nº</Table.Th>
                  <Table.Th>Descrição</Table.Th>
                  <Table.Th>Novo prazo</Table.Th>
                  <Table.Th ta="right">Valor</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td className={FIXA.inicio}>{a.numero}</Table.Td>
                    <Table.Td>{a.descricao}</Table.Td>
                    <Table.Td>{a.prazo ? formatDate(a.prazo) : '—'}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatBRL(a.valor)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </Secao>
      {itens.data && editando && (
        <ItensEditorModal contrato={contrato} itens={itens.data} opened onClose={() => setEditando(false)} />
      )}
      {itens.data && (
        <NovoAditivoModal
          contrato={contrato}
          itens={itens.data}
          opened={novoAditivo}
          onClose={() => setNovoAditivo(false)}
        />
      )}
    </>
  );
}
