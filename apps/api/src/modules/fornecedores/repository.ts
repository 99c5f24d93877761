import type { Fornecedor, Status, TipoConta } from '@gdo/domain/fornecedor';
import { fornecedores } from '../../db/schema';
import { pessoaRepository } from '../../lib/pessoa-repository';
import { withIsoTimestamps } from '../../lib/rows';

export const fornecedoresRepository = pessoaRepository(
  fornecedores,
  (row): Fornecedor =>
    withIsoTimestamps({
      ...row,
      status: row.status as Status,
      tipo_conta: row.tipo_conta as TipoConta | null,
    }),
);

export const findFornecedor = fornecedoresRepository.find;
