import {
  type Obra,
  type ObraCreate,
  type ObraEdit,
  obraCreateSchema,
  obraEditSchema,
} from '@gdo/domain/obra';
import { OBRA_STATUS_LABELS } from '@gdo/domain/obra-status';
import { enderecoSection, statusField } from '@/components/entity-form/common-fields';
import type { EntityFormDefinition } from '@/components/entity-form/entity-form-types';
import { useObra } from '@/entities/obras/api/get-obra';
import { useCreateObra } from '@/features/obras/api/create-obra';
import { useEditObra } from '@/features/obras/api/edit-obra';
import { ClienteSelect } from '@/features/obras/components/cliente-select';

export const obraForm: EntityFormDefinition<Obra, ObraCreate, ObraEdit> = {
  sections: [
    {
      title: 'Identificação',
      rows: [
        [
          { name: 'id_cliente', label: 'Cliente', kind: 'reference', required: true, Control: ClienteSelect },
          { name: 'nome', label: 'Nome da obra', kind: 'text', required: true },
        ],
        [
          { name: 'alvara', label: 'Alvará', kind: 'text', description: 'Número do alvará de construção.' },
          { name: 'cno', label: 'CNO', kind: 'text', description: 'Cadastro Nacional de Obras.' },
          { name: 'engenheiro', label: 'Engenheiro responsável', kind: 'text' },
        ],
        [
          { name: 'tipo', label: 'Tipo', kind: 'text', placeholder: 'Residencial, comercial, reforma…' },
          {
            name: 'metragem',
            label: 'Metragem (m²)',
            kind: 'decimal',
            description: 'Área construída, usada no custo por m².',
          },
          statusField(OBRA_STATUS_LABELS),
        ],
      ],
    },
    {
      title: 'Prazos',
      rows: [
        [
          { name: 'data_inicio', label: 'Data de início', kind: 'date' },
          { name: 'previsao_entrega', label: 'Previsão de entrega', kind: 'date' },
          { name: 'data_entrega', label: 'Data de entrega', kind: 'date' },
        ],
      ],
    },
    enderecoSection,
  ],
  useRecord: useObra,
  schemas: { create: obraCreateSchema, edit: obraEditSchema },
  useCreate: useCreateObra,
  useEdit: useEditObra,
  messages: {
    saved: 'Obra salva com sucesso.',
    // The spec has no message for these two; they follow its pattern.
    createFailed: 'Falha na criação de obra.',
    editFailed: 'Falha na edição de obra.',
  },
};
