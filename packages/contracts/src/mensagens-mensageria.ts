/** The pt-BR strings of consent to messages (issue 35), spread into MSG. */
export const MSG_MENSAGERIA = {
  consentimentos: {
    titulo: 'Consentimentos de mensagens',
    historico: 'Histórico de alterações',
    semHistorico:
      'Nenhuma alteração registrada: valem os padrões (lembretes de consultas sim; retorno, aniversário e novidades não).',
    salvo: 'Consentimento atualizado.',
    repetido: 'Cada finalidade e canal só pode aparecer uma vez.',
    finalidadeInvalida: 'Finalidade inválida: use lembrete, retorno ou marketing.',
    canalInvalido: 'Canal inválido: use whatsapp ou email.',
    caixaMarketing:
      'O paciente aceita receber mensagens de aniversário e novidades da clínica por WhatsApp e e-mail (pode desistir a qualquer momento).',
  },
  descadastro: {
    titulo: 'Não quero mais receber estas mensagens',
    registrado: 'Pedido registrado',
    linkInvalido: 'Link não encontrado. Peça à clínica para não receber mais mensagens.',
    feito: 'Pronto: a {clinica} não vai mais enviar a você “{finalidade}”, nem por WhatsApp nem por e-mail.',
    outras: 'Também deixar de receber:',
    nenhumaOutra: 'Você não recebe nenhuma outra mensagem desta clínica.',
    erro: 'Não foi possível registrar o seu pedido. Tente novamente.',
  },
  mensagensClinica: {
    titulo: 'Mensagens aos pacientes',
    salvo: 'Configuração de mensagens salva.',
    textoObrigatorio: 'Escreva o texto da mensagem.',
    marcadorDesconhecido: 'Marcador desconhecido (use {nome} e {clinica}):',
    ativoInvalido: 'Informe se as mensagens de aniversário estão ligadas (true ou false).',
    canalObrigatorio: 'Escolha ao menos um canal, sem repetir.',
    periodoInvalido: 'Período inválido: use inicio e fim no formato AAAA-MM-DD, com o início antes do fim.',
    periodoLongo: 'Período longo demais: no máximo um ano.',
    historicoVazio: 'Nenhuma mensagem para este paciente ainda.',
    retornosVazio: 'Nenhum retorno previsto neste período.',
  },
} as const;
