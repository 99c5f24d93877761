import { clienteCreateSchema, clienteEditSchema, clienteSchema } from '@gdo/domain/cliente';
import { pessoaRoutes } from '../../lib/pessoa-routes';
import { clientesService } from './service';

export const clientesRoutes = pessoaRoutes({
  tags: ['clientes'],
  nome: { singular: 'cliente', plural: 'clientes' },
  schemas: { entity: clienteSchema, create: clienteCreateSchema, edit: clienteEditSchema },
  service: clientesService,
});
