import { formatCpfCnpj, formatTelefone } from '@gdo/domain/cpf-cnpj';
import { STATUS_LABELS, type Status } from '@gdo/domain/status';
import { StatusBadge } from '@/components/ui/status-badge';
import type { DataTableColumn } from './data-table';

type PessoaRow = {
  id: number;
  nome: string;
  cpf_cnpj: string;
  telefone: string;
  email: string;
  responsavel: string | null;
  status: Status;
};

// The list columns of a cliente and of a fornecedor (domain.md), masked for reading.
export function pessoaColumns<T extends PessoaRow>(): DataTableColumn<T>[] {
  return [
    { key: 'nome', title: 'Nome', sortKey: 'nome', render: (row) => row.nome },
    {
      key: 'cpf_cnpj',
      title: 'CPF/CNPJ',
      sortKey: 'cpf_cnpj',
      nowrap: true,
      render: (row) => formatCpfCnpj(row.cpf_cnpj),
    },
    {
      key: 'telefone',
      title: 'Telefone',
      sortKey: 'telefone',
      nowrap: true,
      render: (row) => formatTelefone(row.telefone),
    },
    { key: 'email', title: 'E-mail', sortKey: 'email', render: (row) => row.email },
    { key: 'responsavel', title: 'Responsável', sortKey: 'responsavel', render: (row) => row.responsavel },
    {
      key: 'status',
      title: 'Situação',
      sortKey: 'status',
      render: (row) => <StatusBadge status={row.status} labels={STATUS_LABELS} />,
    },
  ];
}

export const PESSOA_SEARCH_PLACEHOLDER = 'Nome, CPF/CNPJ, e-mail, telefone ou responsável';
