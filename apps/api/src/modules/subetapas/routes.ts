import {
  subetapaCreateSchema,
  subetapaListQuerySchema,
  subetapaSchema,
  subetapaUpdateSchema,
} from '@gdo/domain/subetapa';
import { catalogoRoutes } from '../../lib/catalogo-routes';
import { createSubetapa, listSubetapas, updateSubetapa } from './service';

export const subetapasRoutes = catalogoRoutes({
  tags: ['subetapas'],
  summaries: {
    list: 'Lista as subetapas da empresa (ou de uma etapa, com ?etapa=id), em ordem de número',
    create: 'Cria uma subetapa (administrador ou financeiro); número único na etapa, começando pelo dela',
    update:
      'Altera uma subetapa (administrador ou financeiro); o id vem no corpo, campos ausentes ficam como estão',
  },
  schemas: {
    entity: subetapaSchema,
    listQuery: subetapaListQuerySchema,
    create: subetapaCreateSchema,
    update: subetapaUpdateSchema,
  },
  service: { list: listSubetapas, create: createSubetapa, update: updateSubetapa },
});
