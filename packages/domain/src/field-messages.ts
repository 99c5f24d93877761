// pt-BR messages of field validation, shared by the forms and the API's 400 answers.
export const FIELD_MESSAGES = {
  obrigatorio: 'Campo obrigatório.',
  valorInvalido: 'Valor inválido.',
  // An amount of one record: not negative, two places at most, up to MONEY_MAX (fields.ts).
  // The spaces after 'R$' are non-breaking, as formatBRL writes them (money.ts MONEY_SPACE).
  valorMonetarioInvalido:
    'Informe um valor de R$\u00a00,00 a R$\u00a09.999.999.999,99, com até duas casas decimais.',
  textoInvalido: 'Texto inválido.',
  emailInvalido: 'E-mail inválido.',
  cpfInvalido: 'CPF inválido.',
  cnpjInvalido: 'CNPJ inválido.',
  cpfCnpjInvalido: 'CPF ou CNPJ inválido.',
  cepInvalido: 'CEP deve ter 8 dígitos.',
  ufInvalida: 'UF inválida.',
  telefoneInvalido: 'Telefone inválido.',
  senhaCurta: 'A senha deve ter pelo menos 10 caracteres.',
  senhaLonga: 'A senha deve ter no máximo 128 caracteres.',
  senhaSoEspacos: 'A senha não pode ter só espaços.',
  senhaComum: 'Esta senha está entre as mais usadas e é fácil de adivinhar. Escolha outra.',
  senhaAtualObrigatoria: 'Digite a sua senha atual.',
  confirmacaoSenhaDiferente: 'A confirmação não confere com a nova senha.',
  dataInvalida: 'Data inválida.',
  // A typed day, explained under its field when the field is left (date.ts readDateBR).
  dataInexistente: 'Esta data não existe. Confira o dia e o mês.',
  dataIlegivel: 'Digite a data como dd/mm/aaaa.',
  dataHoraInvalida: 'Data e hora inválidas.',
  numeroInvalido: 'Número inválido.',
  quantidadeInvalida: 'Quantidade inválida.',
  valorNegativo: 'O valor não pode ser negativo.',
  situacaoInvalida: 'Situação inválida.',
  permissaoInvalida: 'Permissão inválida.',
  permissoesVazias: 'Selecione ao menos uma permissão.',
  ordenacaoInvalida: 'Ordenação inválida.',
  paginaInvalida: 'Página inválida.',
  tamanhoPaginaInvalido: 'Tamanho de página inválido.',
  tipoContaInvalido: 'Tipo de conta inválido.',
  metragemInvalida: 'Metragem inválida.',
  numeroEtapaInvalido: 'Número inválido. Use o formato 01.',
  numeroSubetapaInvalido: 'Número inválido. Use o formato 01.01.',
  previsaoAntesDoInicio: 'A previsão de entrega não pode ser anterior à data de início.',
  entregaAntesDoInicio: 'A data de entrega não pode ser anterior à data de início.',
  fimAntesDoInicio: 'A data de término não pode ser anterior à data de início.',
  periodoInvalido: 'A data final não pode ser anterior à data inicial.',
  valorMaiorQueZero: 'Informe um valor maior que zero.',
} as const;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

export function maxLengthMessage(max: number): string {
  return `Use no máximo ${max} caracteres.`;
}

// A subetapa is numbered inside its etapa: 01.02 belongs to etapa 01.
export function subetapaForaDaEtapaMessage(numeroEtapa: string): string {
  return `O número deve começar com "${numeroEtapa}.", o número da etapa.`;
}
