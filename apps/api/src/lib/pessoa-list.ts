import type { ListQuery } from '@gdo/domain/paging';
import type { PessoaSortField } from '@gdo/domain/pessoa';
import type { AnyColumn } from 'drizzle-orm';
import { type clientes, type fornecedores, pessoaSearch } from '../db/schema';
import { planList } from './list-query';

/** Sort and search of the cliente and fornecedor lists, which share their columns (domain pessoa.ts). */
export function planPessoaList(table: typeof clientes | typeof fornecedores, query: ListQuery) {
  const sortable: Record<PessoaSortField, AnyColumn> = {
    nome: table.nome,
    cpf_cnpj: table.cpf_cnpj,
    email: table.email,
    telefone: table.telefone,
    responsavel: table.responsavel,
    status: table.status,
    data_cadastro: table.data_cadastro,
  };
  return planList(query, { sortable, defaultSort: 'nome', searchable: [pessoaSearch(table)] }, table.id);
}
