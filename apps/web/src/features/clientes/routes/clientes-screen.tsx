import type { Cliente } from '@gdo/domain/cliente';
import { MESSAGES } from '@gdo/domain/messages';
import { IconUserCircle } from '@tabler/icons-react';
import { type PessoaList, PessoaListScreen } from '@/components/data-table/pessoa-list';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { CLIENTES_DEFAULT_SORT, useClientes } from '@/features/clientes/api/list-clientes';

const CLIENTES: PessoaList<Cliente> = {
  title: 'Clientes',
  description: 'Os donos das obras contratadas pela empresa.',
  createLabel: 'Novo cliente',
  searchLabel: 'Buscar clientes',
  errorMessage: MESSAGES.falhaListagemClientes,
  empty: {
    title: 'Nenhum cliente cadastrado',
    description: 'Cadastre o primeiro cliente para depois registrar as obras dele.',
    icon: IconUserCircle,
    createLabel: 'Cadastrar o primeiro cliente',
  },
  defaultSort: CLIENTES_DEFAULT_SORT,
  useRows: useClientes,
  formPath: paths.clienteNovo,
};

export default function ClientesScreen() {
  const { canWriteRegisters } = usePermissions();
  return <PessoaListScreen entity={CLIENTES} canCreate={canWriteRegisters} />;
}
