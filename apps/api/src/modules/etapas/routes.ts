import { etapaCreateSchema, etapaSchema, etapaUpdateSchema } from '@gdo/domain/etapa';
import { listQuerySchema } from '@gdo/domain/paging';
import { catalogoRoutes } from '../../lib/catalogo-routes';
import { createEtapa, listEtapas, updateEtapa } from './service';

export const etapasRoutes = catalogoRoutes({
  tags: ['etapas'],
  summaries: {
    list: 'Lista as etapas da empresa, em ordem de número',
    create: 'Cria uma etapa (administrador ou financeiro); número único na empresa',
    update:
      'Altera uma etapa (administrador ou financeiro); o id vem no corpo, campos ausentes ficam como estão',
  },
  updateDescription:
    'Um novo número é levado às subetapas da etapa (01.03 passa a 04.03 quando 01 passa a 04).',
  schemas: {
    entity: etapaSchema,
    listQuery: listQuerySchema,
    create: etapaCreateSchema,
    update: etapaUpdateSchema,
  },
  service: { list: listEtapas, create: createEtapa, update: updateEtapa },
});
