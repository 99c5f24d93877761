// User-facing texts of the spec, copied verbatim (typos included, e.g. 'Falha na ao buscar
// lançamentos.'), so the product says exactly what the specification says.
export const MESSAGES = {
  // Spec §8, error catalogue.
  tokenInvalido: 'Token inválido.',
  falhaAutenticacao: 'Falha na autenticação. Por favor, verifique suas credenciais.',
  erroBuscarUsuario: 'Erro ao buscar o usuário. Tente novamente.',
  falhaListagemEtapas: 'Falha na listagem de etapas.',
  falhaListagemSubetapas: 'Falha na listagem de subetapas.',
  // Spec: 'Falha na criação de etapas.'; one etapa is created at a time (spec-deviations.md).
  falhaCriacaoEtapa: 'Falha na criação de etapa.',
  falhaCriacaoSubetapa: 'Falha na criação de subetapa.',
  falhaEdicaoEtapas: 'Falha na edição de etapas.',
  falhaEdicaoSubetapas: 'Falha na edição de subetapas.',
  falhaListagemUsuarios: 'Falha na listagem de usuários.',
  falhaCriacaoUsuario: 'Falha na criação de usuário.',
  falhaEdicaoCliente: 'Falha na edição de cliente.',
  falhaListagemFornecedores: 'Falha na listagem de fornecedores.',
  falhaCriacaoFornecedores: 'Falha na criação de fornecedores.',
  falhaEdicaoFornecedor: 'Falha na edição do fornecedor.',
  falhaListagemRdos: 'Falha na listagem de RDOs.',
  falhaListagemRdas: 'Falha na listagem de RDAs.',
  falhaListagemLancamentos: 'Falha na listagem de lançamentos.',
  // The spec uses this text when creating an RDO or RDA document.
  falhaCriacaoOrcamento: 'Falha na criação de orçamento.',
  // Creating or updating a lançamento.
  falhaCriacaoDocumento: 'Falha na criação de documento.',
  falhaBuscarLancamentos: 'Falha na ao buscar lançamentos.',
  falhaEdicaoDocumento: 'Falha na edição de documento.',
  falhaListagemContratos: 'Falha na listagem de contratos.',
  falhaCriacaoContrato: 'Falha na criação de contrato.',
  falhaEdicaoContrato: 'Falha na edição de contrato.',
  falhaListagemOrcamentos: 'Falha na listagem de orçamentos.',
  falhaBuscaOrcamento: 'Falha na busca de orçamento.',
  falhaRemocaoOrcamento: 'Falha na remoção de orçamento.',
  falhaListagemClientes: 'Falha na listagem de clientes.',
  falhaCriacaoCliente: 'Falha na criação de cliente.',
  falhaListagemObras: 'Falha na listagem de obras.',
  // Only logged, followed by the error itself.
  erroListagemClientesLog: 'Erro ao realizar listagem de clientes:',

  // Spec §2, §4 and §5: login screen, session states and not-found page.
  sistemaGestaoObras: 'Sistema de gestão de obras',
  instrucaoLogin: 'Digite os dados abaixo para acessar o sistema.',
  entrar: 'Entrar',
  emailInvalidoLogin: 'Digite um e-mail válido para entrar.',
  senhaInvalidaLogin: 'Digite uma senha válida para entrar.',
  // Named by spec.md (shared interface elements), so kept here although no screen shows it since
  // decision 150: a stored session draws the signed-in area at once (docs/spec-deviations.md).
  verificandoAutenticacao: 'Verificando autenticação...',
  fazendoLogin: 'Fazendo login...',
  fazendoLogout: 'Fazendo logout...',
  paginaNaoEncontrada: 'Página não encontrada',
} as const;

export type MessageKey = keyof typeof MESSAGES;

// Messages the API answers with; the spec shows none, so these are ours, in plain pt-BR.
export const API_ERRORS = {
  credenciaisInvalidas: 'E-mail ou senha incorretos.',
  muitasTentativas: 'Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.',
  dadosInvalidos: 'Dados inválidos. Verifique os campos destacados.',
  jsonInvalido: 'O corpo da requisição não é um JSON válido.',
  corpoNaoObjeto: 'O corpo da requisição deve ser um objeto JSON.',
  corpoGrande: 'O corpo da requisição excede o tamanho máximo permitido.',
  rotaNaoEncontrada: 'Recurso não encontrado.',
  erroInterno: 'Erro interno do servidor. Tente novamente mais tarde.',
  semPermissao: 'Você não tem permissão para realizar esta ação.',
  // Same answer whichever empresa holds the e-mail, so no firm learns another's users (decision 059).
  emailEmUso: 'Este e-mail não pode ser usado. Escolha outro.',
  usuarioNaoEncontrado: 'Usuário não encontrado.',
  registroNaoEncontrado: 'Registro não encontrado.',
  // An edit that sent the versao it loaded, after someone else saved the record (decision 042).
  registroAlterado:
    'Este registro foi alterado por outra pessoa enquanto você editava. Recarregue a página para ver a versão atual.',
  // A create sent with an Idempotency-Key (decision 054).
  chaveIdempotenciaInvalida:
    'O cabeçalho Idempotency-Key deve ter de 1 a 255 caracteres visíveis (letras, números e símbolos ASCII).',
  chaveIdempotenciaReutilizada:
    'Esta chave de idempotência já foi usada com outros dados. Gere uma nova chave para um novo envio.',
  chaveIdempotenciaEmAndamento:
    'Um envio com esta chave de idempotência ainda está sendo processado. Tente novamente em instantes.',
  ultimoAdmin: 'Não é possível remover o último administrador ativo da empresa.',
  sessaoEncerrada: 'Sessão encerrada.',
  // The signed-in user's own profile and password (issue 10).
  senhaAtualIncorreta: 'A senha atual está incorreta.',
  senhaAlterada: 'Senha alterada. As suas outras sessões foram encerradas.',
  clienteNaoEncontrado: 'Cliente não encontrado.',
  fornecedorNaoEncontrado: 'Fornecedor não encontrado.',
  obraNaoEncontrada: 'Obra não encontrada.',
  etapaNaoEncontrada: 'Etapa não encontrada.',
  subetapaNaoEncontrada: 'Subetapa não encontrada.',
  clienteCpfCnpjEmUso: 'Já existe um cliente com este CPF/CNPJ.',
  fornecedorCpfCnpjEmUso: 'Já existe um fornecedor com este CPF/CNPJ.',
  etapaNumeroEmUso: 'Já existe uma etapa com este número.',
  subetapaNumeroEmUso: 'Já existe uma subetapa com este número nesta etapa.',
  orcamentoNaoEncontrado: 'Orçamento não encontrado.',
  orcamentoRemovido: 'Orçamento removido.',
  orcamentoReferenciado: 'Este orçamento está em uso por um RDO, RDA ou contrato e não pode ser removido.',
  orcamentoObraFixa:
    'Este orçamento está em uso por um RDO, RDA ou contrato: a obra dele não pode mais ser alterada.',
  itemOrcamentoNaoEncontrado: 'Item de orçamento não encontrado.',
  modeloNaoEncontrado: 'Modelo de orçamento não encontrado.',
  obraDeOutroCliente: 'Esta obra não pertence ao cliente escolhido.',
  subetapaDeOutraEtapa: 'Esta subetapa não pertence à etapa do item.',
  subetapaEmUso:
    'Esta subetapa já está em orçamentos, modelos, contratos ou lançamentos e não pode mudar de etapa.',
  // Contracts, RDO/RDA documents and their lançamentos (issue 5).
  contratoNaoEncontrado: 'Contrato não encontrado.',
  contratoComLancamentos:
    'Este contrato tem lançamentos: a obra e o fornecedor dele não podem mais ser alterados.',
  contratoDeOutraObra: 'Este contrato é de outra obra.',
  contratoDeOutroFornecedor: 'Este contrato é de outro fornecedor.',
  orcamentoDeOutraObra: 'Este orçamento é de outra obra.',
  obraSemOrcamentoNoRdo:
    'O RDO desta obra não tem orçamento vinculado: informe o orçamento para escolher a etapa.',
  etapaForaDoOrcamento: 'Esta etapa não está no orçamento da obra.',
  subetapaForaDoOrcamento: 'Esta subetapa não está nesta etapa do orçamento da obra.',
  subetapaForaDaEtapa: 'Esta subetapa não pertence a esta etapa.',
  documentoNaoEncontrado: 'Documento não encontrado.',
  rdoJaExiste: 'Esta obra já tem um RDO.',
  rdaJaExiste: 'Esta obra já tem um RDA.',
  obraSemRdo: 'Esta obra não tem RDO. Crie o RDO da obra antes de lançar.',
  obraSemRda: 'Esta obra não tem RDA. Crie o RDA da obra antes de lançar.',
  documentoDeOutraObra: 'Este documento é de outra obra.',
  obraDoDocumentoFixa: 'A obra de um RDO ou RDA não pode ser alterada.',
  lancamentosForaDoOrcamento:
    'Há lançamentos deste documento em etapas ou subetapas que não estão no orçamento escolhido.',
  lancamentoNaoEncontrado: 'Lançamento não encontrado.',
  lancamentoRemovido: 'Lançamento removido.',
  exportacoesEmAndamento:
    'Já há exportações desta empresa em andamento. Aguarde alguns segundos e tente de novo.',
  // What the server answers at its edge, before any route runs (issue 10).
  requisicaoInvalida: 'Requisição inválida.',
  requisicaoMalformada: 'A requisição chegou malformada e não pôde ser lida.',
  urlInvalida: 'O endereço da requisição contém caracteres inválidos.',
  enderecoLongo: 'O endereço da requisição é longo demais.',
  cabecalhosGrandes: 'Os cabeçalhos da requisição são grandes demais.',
  tempoEsgotadoRequisicao: 'A requisição demorou demais para chegar. Tente novamente.',
  tipoConteudoNaoSuportado: 'Tipo de conteúdo não suportado: envie os dados como JSON (application/json).',
  servidorReiniciando: 'O servidor está sendo reiniciado. Tente novamente em instantes.',
} as const;

/** A sign-in refused by the throttle (decision 050), saying how long to wait. */
export function muitasTentativasMessage(segundos: number): string {
  const minutos = Math.ceil(segundos / 60);
  const espera =
    segundos < 60
      ? `${segundos} ${segundos === 1 ? 'segundo' : 'segundos'}`
      : `${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}`;
  return `Muitas tentativas de acesso. Aguarde ${espera} e tente novamente.`;
}

export type ApiErrorKey = keyof typeof API_ERRORS;
