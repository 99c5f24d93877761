import type { Fornecedor, FornecedorCreate, FornecedorEdit } from '@gdo/domain/fornecedor';
import { API_ERRORS } from '@gdo/domain/messages';
import { pessoaService } from '../../lib/pessoa-service';
import { fornecedoresRepository } from './repository';

export const fornecedoresService = pessoaService<Fornecedor, FornecedorCreate, FornecedorEdit>({
  repository: fornecedoresRepository,
  cpfCnpjKey: 'fornecedores_cpf_cnpj_key',
  messages: {
    naoEncontrado: API_ERRORS.fornecedorNaoEncontrado,
    cpfCnpjEmUso: API_ERRORS.fornecedorCpfCnpjEmUso,
  },
});

// What other modules use of this one (decision 060).
export { findFornecedor } from './repository';
