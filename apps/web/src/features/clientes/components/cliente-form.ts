import {
  type Cliente,
  type ClienteCreate,
  type ClienteEdit,
  clienteCreateSchema,
  clienteEditSchema,
} from '@gdo/domain/cliente';
import { MESSAGES } from '@gdo/domain/messages';
import type { EntityFormDefinition } from '@/components/entity-form/entity-form-types';
import { pessoaSections } from '@/components/entity-form/pessoa-sections';
import { useCreateCliente } from '@/features/clientes/api/create-cliente';
import { useEditCliente } from '@/features/clientes/api/edit-cliente';
import { useCliente } from '@/features/clientes/api/get-cliente';

export const clienteForm: EntityFormDefinition<Cliente, ClienteCreate, ClienteEdit> = {
  sections: pessoaSections,
  useRecord: useCliente,
  schemas: { create: clienteCreateSchema, edit: clienteEditSchema },
  useCreate: useCreateCliente,
  useEdit: useEditCliente,
  messages: {
    saved: 'Cliente salvo com sucesso.',
    createFailed: MESSAGES.falhaCriacaoCliente,
    editFailed: MESSAGES.falhaEdicaoCliente,
  },
};
