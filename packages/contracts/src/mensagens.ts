/**
 * The pt-BR message catalogue: every user-facing string of the spec lives here, once.
 * Server and client import from this file so a message never drifts between them.
 * Accents follow DECISIONS.md 15 (the spec lost some in transcription).
 */
export const MSG = {
  geral: {
    erroInterno: 'Ocorreu um erro inesperado. Por favor, tente novamente.',
    naoEncontrado: 'Registro não encontrado.',
    semPermissao: 'Você não tem permissão para acessar este recurso.',
    dadosInvalidos: 'Dados inválidos. Verifique as informações.',
    naoAutenticado: 'Sessão expirada. Faça login novamente.',
    campoObrigatorio: 'Campo obrigatório',
    muitasTentativas: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    erroConexao: 'Erro de conexão. Verifique sua internet e tente novamente.',
  },
  login: {
    preenchaTodos: 'Por favor, preencha todos os campos.',
    emailInvalido: 'Por favor, insira um e-mail válido.',
    credenciaisIncorretas: 'E-mail ou senha incorretos.',
    erroGenerico: 'Ocorreu um erro ao tentar fazer login. Por favor, tente novamente.',
    erroConexao: 'Erro de conexão. Verifique sua internet e tente novamente.',
    semToken: 'Credenciais inválidas. Por favor, tente novamente.',
    muitasTentativas: 'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.',
    usuarioInativo: 'Usuário desativado. Fale com o administrador da clínica.',
  },
  registro: {
    preenchaTodos: 'Por favor, preencha todos os campos.',
    emailInvalido: 'Por favor, insira um e-mail válido.',
    senhaCurta: 'A senha deve ter pelo menos 8 caracteres.',
    whatsappInvalido: 'Por favor, insira um WhatsApp válido com DDD (ex: (11) 98765-4321).',
    tipoInvalido: 'Selecione se é uma clínica ou um profissional.',
    sucesso: 'Cadastro realizado com sucesso!',
    dadosInvalidos: 'Dados inválidos. Verifique as informações.',
    emailEmUso: 'Este e-mail já está em uso. Por favor, use outro e-mail.',
    erroGenerico: 'Ocorreu um erro durante o cadastro. Por favor, tente novamente.',
    erroConexao: 'Não foi possível conectar ao servidor. Verifique sua conexão.',
    erroDesconhecido: 'Erro desconhecido. Por favor, tente novamente.',
  },
  sessao: {
    encerrada: 'Sessão encerrada com sucesso',
    erroEncerrar: 'Ocorreu um erro ao encerrar a sessão',
    expirada: 'Sessão expirada. Faça login novamente.',
  },
  assinatura: {
    erroVerificar: 'Erro ao verificar seu plano. Tente novamente.',
    erroVerificarImpressao: 'Erro ao verificar assinatura. Por favor, tente novamente mais tarde.',
    cancelada: 'Sua assinatura foi cancelada. Por favor, renove para continuar usando o sistema.',
    pendente:
      'Sua assinatura está pendente de pagamento. Por favor, regularize para continuar usando o sistema.',
    ausente: 'Sua clínica ainda não tem uma assinatura ativa. Escolha um plano para continuar.',
    canceladaPlanos: 'Sua assinatura foi cancelada. Por favor, escolha um novo plano.',
    verPlanos: 'Ver Planos Disponíveis',
  },
} as const;
