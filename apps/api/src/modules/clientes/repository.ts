import type { Cliente, Status } from '@gdo/domain/cliente';
import { clientes } from '../../db/schema';
import { pessoaRepository } from '../../lib/pessoa-repository';
import { withIsoTimestamps } from '../../lib/rows';

export const clientesRepository = pessoaRepository(
  clientes,
  (row): Cliente => withIsoTimestamps({ ...row, status: row.status as Status }),
);

export const clienteExists = clientesRepository.exists;
