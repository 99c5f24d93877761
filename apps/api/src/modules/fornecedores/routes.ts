import { fornecedorCreateSchema, fornecedorEditSchema, fornecedorSchema } from '@gdo/domain/fornecedor';
import { pessoaRoutes } from '../../lib/pessoa-routes';
import { fornecedoresService } from './service';

export const fornecedoresRoutes = pessoaRoutes({
  tags: ['fornecedores'],
  nome: { singular: 'fornecedor', plural: 'fornecedores' },
  schemas: { entity: fornecedorSchema, create: fornecedorCreateSchema, edit: fornecedorEditSchema },
  service: fornecedoresService,
});
