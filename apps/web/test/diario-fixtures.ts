import type { Diario } from '@gdo/domain/diario-response';
import { OBRA } from './fixtures';

// A report of the diário de obra as the API answers it: a rascunho of OBRA with one line of efetivo.
export const DIARIO_RASCUNHO: Diario = {
  id: 41,
  obra: OBRA.id,
  numero: 5,
  data: '2026-11-20',
  status: 'rascunho',
  clima: { manha: { tempo: 'claro', condicao: 'praticavel' }, tarde: null, noite: null },
  efetivo: [
    {
      funcao: 'Pedreiro',
      origem: 'propria',
      fornecedor: null,
      fornecedor_nome: null,
      quantidade: 2,
      horas: null,
    },
  ],
  equipamentos: [],
  atividades: [],
  ocorrencias: [],
  observacoes: null,
  observacoes_fiscal: null,
  criado_por: 1,
  criado_por_nome: 'Ana',
  registrado_com_atraso: false,
  assinado_por: null,
  assinado_por_nome: null,
  assinado_em: null,
  hash: null,
  hash_anterior: null,
  retificacoes: [],
  fotos: [],
  versao: 4,
  data_cadastro: '2026-11-20T20:00:00.000Z',
  data_alteracao: '2026-11-20T20:00:00.000Z',
};

/** The same report once signed, with a retificação. */
export const DIARIO_ASSINADO: Diario = {
  ...DIARIO_RASCUNHO,
  status: 'assinado',
  clima: { ...DIARIO_RASCUNHO.clima, tarde: { tempo: 'chuvoso', condicao: 'impraticavel' } },
  assinado_por: 1,
  assinado_por_nome: 'Ana',
  assinado_em: '2026-11-20T21:00:00.000Z',
  hash: 'b'.repeat(64),
  hash_anterior: 'a'.repeat(64),
  retificacoes: [
    {
      id: 3,
      texto: 'O pedreiro saiu às 15h.',
      assinado_por: 1,
      assinado_por_nome: 'Ana',
      assinado_em: '2026-11-21T12:00:00.000Z',
      hash: 'c'.repeat(64),
      hash_anterior: 'b'.repeat(64),
    },
  ],
  versao: 5,
};
