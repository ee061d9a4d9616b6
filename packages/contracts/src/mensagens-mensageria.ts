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
  },
} as const;
