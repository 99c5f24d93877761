// The diário de obra's lists, words and messages (diario.md), without zod: the screens that show
// reports load no schema; diario.ts validates them (decision 217).

export const DIARIO_MESSAGES = {
  dataFutura: 'A data do relatório não pode ser no futuro.',
  tempoInvalido: 'Escolha o tempo: claro, nublado ou chuvoso.',
  condicaoInvalida: 'Escolha a condição: praticável ou impraticável.',
  origemInvalida: 'Escolha a origem: própria ou terceirizada.',
  fornecedorDaTerceirizada: 'Informe o fornecedor da mão de obra terceirizada.',
  fornecedorSoTerceirizada: 'Fornecedor só se informa para mão de obra terceirizada.',
  quantidadeInvalida: 'Informe uma quantidade inteira de 1 a 9.999.',
  horasInvalidas: 'Informe de 0 a 24 horas, em meias horas.',
  situacaoEquipamentoInvalida: 'Escolha a situação: operando, parado ou em manutenção.',
  situacaoAtividadeInvalida: 'Escolha a situação: iniciada, em andamento, concluída ou paralisada.',
  percentualInvalido: 'Informe um percentual inteiro de 0 a 100.',
  tipoOcorrenciaInvalido: 'Tipo de ocorrência inválido.',
  horaInvalida: 'Hora inválida. Use o formato 14:30.',
  linhasDemais: (max: number) => `No máximo ${max} linhas.`,
  diarioNaoEncontrado: 'Relatório diário não encontrado.',
  diarioDoDiaExiste: 'Esta obra já tem um relatório diário nesta data.',
  diarioAssinado:
    'Este relatório já foi assinado e não pode mais ser alterado. Para corrigi-lo, registre uma retificação.',
  diarioAssinadoNaoExclui:
    'Um relatório assinado não pode ser excluído. Para corrigi-lo, registre uma retificação.',
  diarioJaAssinado: 'Este relatório já foi assinado.',
  diarioNaoAssinado: 'Só um relatório assinado recebe retificações; este ainda pode ser editado.',
  assinadoDepois:
    'Há um relatório assinado com número maior nesta obra: excluir este deixaria um buraco na numeração. Edite-o em vez de excluí-lo.',
  climaParaAssinar: 'Informe o clima da manhã e da tarde antes de assinar.',
  semOrcamento:
    'O RDO desta obra não tem orçamento vinculado: as atividades se ligam às etapas desse orçamento.',
  semAnterior: 'Esta obra não tem relatório anterior a esta data para copiar.',
  diarioExcluido: 'Relatório diário excluído.',
} as const;

export const TEMPOS = ['claro', 'nublado', 'chuvoso'] as const;
export const CONDICOES = ['praticavel', 'impraticavel'] as const;
export const ORIGENS = ['propria', 'terceirizada'] as const;
export const SITUACOES_EQUIPAMENTO = ['operando', 'parado', 'manutencao'] as const;
export const SITUACOES_ATIVIDADE = ['iniciada', 'em_andamento', 'concluida', 'paralisada'] as const;
export const TIPOS_OCORRENCIA = [
  'acidente',
  'paralisacao',
  'visita_tecnica',
  'orientacao_rt',
  'entrega_material',
  'outra',
] as const;
export const STATUS_DIARIO = ['rascunho', 'assinado'] as const;

export type StatusDiario = (typeof STATUS_DIARIO)[number];

export const DIARIO_LABELS = {
  tempo: { claro: 'Claro', nublado: 'Nublado', chuvoso: 'Chuvoso' },
  condicao: { praticavel: 'Praticável', impraticavel: 'Impraticável' },
  origem: { propria: 'Própria', terceirizada: 'Terceirizada' },
  situacaoEquipamento: { operando: 'Operando', parado: 'Parado', manutencao: 'Em manutenção' },
  situacaoAtividade: {
    iniciada: 'Iniciada',
    em_andamento: 'Em andamento',
    concluida: 'Concluída',
    paralisada: 'Paralisada',
  },
  tipoOcorrencia: {
    acidente: 'Acidente',
    paralisacao: 'Paralisação',
    visita_tecnica: 'Visita técnica',
    orientacao_rt: 'Orientação/ordem do responsável técnico',
    entrega_material: 'Entrega de material',
    outra: 'Outra',
  },
  status: { rascunho: 'Rascunho', assinado: 'Assinado' },
} as const;

// A report written more than this many days after its date is shown as registered late.
export const DIAS_PARA_ATRASO = 2;
