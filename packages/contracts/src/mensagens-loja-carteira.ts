/**
 * The store's wallet, withdrawals, reports, advisors and access logs (spec 03 "store-template",
 * issue 16). Part of the pt-BR message catalogue: read it through MSG (mensagens.ts).
 */
export const MSG_LOJA_CARTEIRA = {
  carteira: {
    valorObrigatorio: 'Informe um valor para solicitar o saque',
    valorInvalido: 'Informe um valor válido, maior que zero (ex.: 150,50).',
    saquePendente:
      'Você já possui uma solicitação de saque pendente. Aguarde a análise da equipe financeira.',
    saldoInsuficiente: 'Saldo insuficiente para realizar a solicitação de saque',
    erroSolicitar: 'Erro ao enviar a solicitação de saque',
    solicitado: 'Solicitação de saque enviada com sucesso',
    erroCarregar: 'Erro ao carregar a carteira.',
    historicoVazio: 'Nenhuma movimentação encontrada',
    saquesVazio: 'Nenhuma solicitação de saque',
  },
  saques: {
    naoEncontrado: 'Solicitação de saque não encontrada.',
    naoPendente: 'Só uma solicitação pendente pode ser aprovada ou recusada.',
    statusInvalido: 'Informe o status: approved ou refused.',
    saldoInsuficiente: 'Saldo da carteira insuficiente para aprovar este saque.',
    aprovado: 'Saque aprovado com sucesso',
    recusado: 'Saque recusado',
    erroDecidir: 'Erro ao atualizar a solicitação de saque',
    confirmarAprovar: 'Aprovar esta solicitação de saque? O valor será debitado da carteira da loja.',
    confirmarRecusar: 'Recusar esta solicitação de saque?',
    vazio: 'Nenhuma solicitação de saque encontrada',
  },
  relatorios: {
    dataInvalida: 'Informe datas válidas (AAAA-MM-DD).',
    dataInvalidaBr: 'Informe datas válidas (DD/MM/AAAA).',
    fimAntesDoInicio: 'A data final não pode ser anterior à inicial.',
    erroCarregar: 'Erro ao carregar o relatório.',
    erroExportar: 'Erro ao exportar o relatório.',
    vazio: 'Nenhum registro no período',
  },
  assessores: {
    nomeObrigatorio: 'Preencha o campo Nome',
    emailObrigatorio: 'Preencha o campo E-mail',
    emailInvalido: 'E-mail inválido',
    whatsappObrigatorio: 'Preencha o campo WhatsApp',
    whatsappInvalido: 'Informe um WhatsApp válido com DDD.',
    senhaObrigatoria: 'Preencha o campo Senha',
    emailEmUso: 'Já existe um usuário com esse e-mail. Por favor, use outro e-mail.',
    criado: 'Assessor cadastrado com sucesso!',
    erroSalvar: 'Erro ao cadastrar assessor.',
    vazio: 'Nenhum assessor encontrado',
  },
  logsLoja: {
    erroCarregar: 'Erro ao carregar os logs.',
    vazio: 'Nenhum log encontrado',
  },
} as const;
