import type { Cliente, ClienteCreate, ClienteEdit } from '@gdo/domain/cliente';
import { API_ERRORS } from '@gdo/domain/messages';
import { pessoaService } from '../../lib/pessoa-service';
import { clientesRepository } from './repository';

export const clientesService = pessoaService<Cliente, ClienteCreate, ClienteEdit>({
  repository: clientesRepository,
  cpfCnpjKey: 'clientes_cpf_cnpj_key',
  messages: { naoEncontrado: API_ERRORS.clienteNaoEncontrado, cpfCnpjEmUso: API_ERRORS.clienteCpfCnpjEmUso },
});

// What other modules use of this one (decision 060).
export { clienteExists } from './repository';
