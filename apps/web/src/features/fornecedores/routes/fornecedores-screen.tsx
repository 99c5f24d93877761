import type { Fornecedor } from '@gdo/domain/fornecedor';
import { MESSAGES } from '@gdo/domain/messages';
import { IconTruck } from '@tabler/icons-react';
import { type PessoaList, PessoaListScreen } from '@/components/data-table/pessoa-list';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { FORNECEDORES_DEFAULT_SORT, useFornecedores } from '@/features/fornecedores/api/list-fornecedores';

const FORNECEDORES: PessoaList<Fornecedor> = {
  title: 'Fornecedores',
  description: 'Fornecedores e prestadores de serviço, com seus dados bancários.',
  createLabel: 'Novo fornecedor',
  searchLabel: 'Buscar fornecedores',
  errorMessage: MESSAGES.falhaListagemFornecedores,
  empty: {
    title: 'Nenhum fornecedor cadastrado',
    description: 'Cadastre os fornecedores e empreiteiros para registrar contratos e lançamentos.',
    icon: IconTruck,
    createLabel: 'Cadastrar o primeiro fornecedor',
  },
  defaultSort: FORNECEDORES_DEFAULT_SORT,
  useRows: useFornecedores,
  formPath: paths.fornecedorNovo,
};

export default function FornecedoresScreen() {
  const { canWriteRegisters } = usePermissions();
  return <PessoaListScreen entity={FORNECEDORES} canCreate={canWriteRegisters} />;
}
