import type { ListQuery } from '@gdo/domain/paging';
import type { DbOrTx, EmpresaScope } from '../db/client';
import { AppError } from './app-error';
import { onUniqueViolation } from './pg-errors';
import { notUpdated } from './versao';

// The rules of the cliente and fornecedor registers, one implementation for both (each module makes
// its service with its own repository, unique index and messages).

type Repository<E, C, Ed> = {
  list: (db: DbOrTx, empresaId: number, query: ListQuery) => Promise<{ rows: E[]; total?: number }>;
  find: (db: DbOrTx, empresaId: number, id: number) => Promise<E | undefined>;
  insert: (db: DbOrTx, empresaId: number, values: C) => Promise<E>;
  update: (
    db: DbOrTx,
    empresaId: number,
    id: number,
    values: Omit<Ed, 'versao'>,
    versao?: number,
  ) => Promise<E | undefined>;
};

export function pessoaService<E, C, Ed extends { versao?: number }>({
  repository,
  cpfCnpjKey,
  messages,
}: {
  repository: Repository<E, C, Ed>;
  /** The unique index on (empresa_id, cpf_cnpj). */
  cpfCnpjKey: string;
  messages: { naoEncontrado: string; cpfCnpjEmUso: string };
}) {
  // A CPF/CNPJ identifies one record within the empresa; the unique index is the rule's only
  // check, so two concurrent creates of the same person cannot both pass.
  const cpfCnpjConflict = () =>
    new AppError('CONFLICT', messages.cpfCnpjEmUso, [{ field: 'cpf_cnpj', message: messages.cpfCnpjEmUso }]);
  const uniqueCpfCnpj = <T>(work: () => Promise<T>) => onUniqueViolation(cpfCnpjKey, cpfCnpjConflict, work);
  const notFound = () => new AppError('NOT_FOUND', messages.naoEncontrado);

  return {
    list: ({ db, empresaId, query }: EmpresaScope & { query: ListQuery }) =>
      repository.list(db, empresaId, query),

    async get({ db, empresaId, id }: EmpresaScope & { id: number }): Promise<E> {
      const found = await repository.find(db, empresaId, id);
      if (found === undefined) throw notFound();
      return found;
    },

    create: ({ db, empresaId, input }: EmpresaScope & { input: C }): Promise<E> =>
      uniqueCpfCnpj(() => repository.insert(db, empresaId, input)),

    /**
     * Changes only the fields sent; another empresa's record is not found. With `versao`, only that
     * version is changed (409 once someone else has saved it).
     */
    async edit({ db, empresaId, id, input }: EmpresaScope & { id: number; input: Ed }): Promise<E> {
      const { versao, ...fields } = input;
      const saved = await uniqueCpfCnpj(() => repository.update(db, empresaId, id, fields, versao));
      if (saved === undefined) {
        throw await notUpdated(versao, () => repository.find(db, empresaId, id), notFound);
      }
      return saved;
    },
  };
}

export type PessoaService<E, C, Ed extends { versao?: number }> = ReturnType<typeof pessoaService<E, C, Ed>>;
