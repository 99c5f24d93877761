import type { Etapa } from '@gdo/domain/etapa';
import type { Obra } from '@gdo/domain/obra';
import type { OrcamentoModelo } from '@gdo/domain/orcamento-modelo';
import type { Orcamento } from '@gdo/domain/orcamento-response';
import type { OrcamentoUnidade } from '@gdo/domain/orcamento-unidade';
import type { Subetapa } from '@gdo/domain/subetapa';

const STAMP = '2026-03-02T12:00:00.000Z';

const etapa = (id: number, numero: string, nome: string): Etapa => ({
  id,
  numero,
  nome,
  status: 1,
  versao: 1,
  data_cadastro: STAMP,
  data_alteracao: STAMP,
});

const subetapa = (id: number, etapaId: number, numero: string, nome: string): Subetapa => ({
  id,
  etapa: etapaId,
  numero,
  nome,
  status: 1,
  versao: 1,
  data_cadastro: STAMP,
  data_alteracao: STAMP,
});

export const ETAPAS: Etapa[] = [etapa(1, '01', 'Fundação'), etapa(2, '02', 'Estrutura')];

export const SUBETAPAS: Subetapa[] = [
  subetapa(11, 1, '01.01', 'Escavação'),
  subetapa(12, 1, '01.02', 'Sapatas'),
  subetapa(13, 1, '01.03', 'Baldrame'),
  subetapa(21, 2, '02.01', 'Pilares'),
];

// The firm's own units beside the ten (decision 104).
export const UNIDADES_DA_EMPRESA: OrcamentoUnidade[] = [
  { id: 1, nome: 'Hora', em_uso: true },
  { id: 2, nome: 'tonelada', em_uso: false },
];

export const OBRA_PRADO: Obra = {
  id: 3,
  id_cliente: 12,
  cliente_nome: 'Maria da Silva',
  cliente_cpf_cnpj: '52998224725',
  nome: 'Residência Prado',
  alvara: null,
  cno: null,
  engenheiro: null,
  cep: null,
  logradouro: null,
  numero: null,
  complemento: null,
  bairro: null,
  cidade: null,
  uf: null,
  data_inicio: null,
  previsao_entrega: null,
  data_entrega: null,
  metragem: null,
  tipo: null,
  responsavel_tecnico: null,
  registro_profissional: null,
  art: null,
  status: 1,
  versao: 1,
  data_cadastro: STAMP,
  data_alteracao: STAMP,
};

const sub = (
  id: number,
  s: Subetapa,
  unidade: 'm3' | 'unidade',
  quantidade: string,
  valor: string,
  total: string,
) => ({
  id,
  subetapa: s.id,
  subetapa_numero: s.numero,
  subetapa_nome: s.nome,
  numero: s.numero,
  nome: s.nome,
  unidade,
  quantidade,
  valor_unitario: valor,
  valor_total: total,
});

// Two etapas: Fundação (3 × 33,33 + 2 × 150,00) and Estrutura (4 × 1.234,56), BDI 10%.
export const ORCAMENTO: Orcamento = {
  id: 5,
  nome: 'Orçamento executivo',
  id_cliente: 12,
  cliente_nome: 'Maria da Silva',
  obra: 3,
  obra_nome: 'Residência Prado',
  modelo: null,
  modelo_nome: null,
  status: 1,
  bdi: '10.00',
  valor_total: '5338.23',
  valor_venda: '5872.05',
  versao: 1,
  data_cadastro: STAMP,
  data_alteracao: STAMP,
  itens: [
    {
      id: 50,
      etapa: 1,
      etapa_numero: '01',
      etapa_nome: 'Fundação',
      numero: '01',
      nome: 'Fundação',
      valor_total: '399.99',
      subitens: [
        sub(500, SUBETAPAS[0]!, 'm3', '3.000', '33.33', '99.99'),
        sub(501, SUBETAPAS[1]!, 'unidade', '2.000', '150.00', '300.00'),
      ],
    },
    {
      id: 51,
      etapa: 2,
      etapa_numero: '02',
      etapa_nome: 'Estrutura',
      numero: '02',
      nome: 'Estrutura',
      valor_total: '4938.24',
      subitens: [sub(510, SUBETAPAS[3]!, 'm3', '4.000', '1234.56', '4938.24')],
    },
  ],
};

// A model with defaults for one subitem and none for the other.
export const MODELO: OrcamentoModelo = {
  id: 2,
  nome: 'Casa térrea padrão',
  status: 1,
  versao: 1,
  data_cadastro: STAMP,
  data_alteracao: STAMP,
  itens: [
    {
      id: 20,
      etapa: 1,
      etapa_numero: '01',
      etapa_nome: 'Fundação',
      numero: '01',
      nome: 'Fundação',
      subitens: [
        {
          id: 200,
          subetapa: 11,
          subetapa_numero: '01.01',
          subetapa_nome: 'Escavação',
          numero: '01.01',
          nome: 'Escavação',
          unidade: 'm3',
          quantidade: '12.500',
          valor_unitario: '48.90',
        },
        {
          id: 201,
          subetapa: 12,
          subetapa_numero: '01.02',
          subetapa_nome: 'Sapatas',
          numero: '01.02',
          nome: 'Sapatas',
          unidade: 'unidade',
          quantidade: null,
          valor_unitario: null,
        },
      ],
    },
  ],
};
