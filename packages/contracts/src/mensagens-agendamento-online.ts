/** The pt-BR strings of working hours, online-booking settings and the public pages (issue 34). */
export const MSG_AGENDAMENTO_ONLINE = {
  horarioProfissional: {
    salvos: 'Horários salvos com sucesso!',
    horaInvalida: 'Hora inválida. Use HH:mm.',
    diaSemanaInvalido: 'Dia da semana inválido: use de 1 (segunda) a 7 (domingo).',
    intervaloInvertido: 'Cada intervalo deve terminar depois de começar.',
    intervalosSobrepostos: 'Há intervalos sobrepostos no mesmo dia.',
    intervalosDemais: 'Informe no máximo 42 intervalos por semana.',
    ausenciaCriada: 'Ausência registrada com sucesso!',
    ausenciaExcluida: 'Ausência excluída com sucesso!',
    ausenciaInvertida: 'A data final deve ser igual ou posterior à inicial.',
    ausenciaLonga: 'Uma ausência pode ter no máximo 366 dias.',
    ausenciaNaoEncontrada: 'Ausência não encontrada.',
    profissionalNaoEncontrado: 'Profissional não encontrado.',
    somenteProprios: 'Você só pode ver e editar os seus próprios horários.',
  },
  agendamentoOnline: {
    salvo: 'Agendamento online salvo com sucesso!',
    slugInvalido:
      'Endereço inválido: use de 3 a 60 letras minúsculas, números e hífens, sem hífen no início ou no fim.',
    slugEmUso: 'Este endereço já está em uso. Escolha outro.',
    slugObrigatorio: 'Informe o endereço da página para ativar o agendamento online.',
    tratamentoNaoEncontrado: 'Tratamento não encontrado.',
    profissionalNaoEncontrado: 'Profissional não encontrado.',
    antecedenciaInvalida: 'Antecedência inválida: informe de 0 a 720 horas.',
    horizonteInvalido: 'Horizonte inválido: informe de 1 a 365 dias.',
    passoInvalido: 'Intervalo entre horários inválido: informe de 5 a 480 minutos.',
    cancelamentoInvalido: 'Prazo para cancelar inválido: informe de 0 a 720 horas.',
    maxPorCelularInvalido: 'Limite por celular inválido: informe de 1 a 20 agendamentos.',
    confirmacaoInvalida: "Confirmação inválida: use 'automatica' ou 'equipe'.",
    listaLonga: 'Selecione no máximo 200 itens.',
  },
  agendamentoPublico: {
    paginaNaoEncontrada: 'Página de agendamento não encontrada.',
    tratamentoNaoEncontrado: 'Tratamento não encontrado.',
    profissionalNaoEncontrado: 'Profissional não encontrado.',
    /** Two patients took the last slot at once: the one who lost reads this with the fresh slots. */
    horarioOcupado: 'Esse horário acabou de ser ocupado. Escolha outro.',
    horarioIndisponivel: 'Horário indisponível. Escolha um dos horários livres.',
    consentimentoObrigatorio: 'Para agendar, é preciso concordar com o uso dos seus dados.',
    celularInvalido: 'Celular inválido. Informe o DDD e o número.',
    /**
     * Too many open bookings for one mobile, or too many tries from it: the same words either
     * way, and nothing that says whether the number belongs to a patient (DECISIONS 26).
     */
    limiteAtingido: 'Não foi possível agendar por aqui agora. Fale com a clínica.',
    muitasTentativas: 'Muitas tentativas de agendamento. Aguarde alguns minutos e tente novamente.',
    /** The text the patient agrees to, stored with the booking (LGPD art. 7, V and art. 11, II, f). */
    consentimento: (clinica: string) =>
      `Autorizo ${clinica} a tratar meu nome, celular e os dados que eu informar para marcar esta consulta, lembrar-me dela e manter o registro do atendimento (Lei 13.709/2018, art. 7º, V, e art. 11, II, f). Sei que posso pedir acesso, correção ou exclusão dos meus dados à clínica.`,
    /**
     * The unticked box (issue 35, LGPD art. 8): birthday and clinic news are marketing, asked
     * apart from the booking and never required for it.
     */
    caixaMarketing: (clinica: string) =>
      `Quero receber mensagens de aniversário e novidades de ${clinica} por WhatsApp e e-mail. Posso desistir a qualquer momento.`,
    consultaNaoEncontrada: 'Consulta não encontrada.',
    /** Past the clinic's window: the page shows the clinic's phone. */
    foraDoPrazo: (telefone: string) =>
      `O prazo para cancelar ou remarcar por aqui terminou. Ligue para a clínica${telefone ? `: ${telefone}` : ''}.`,
    naoPodeAlterar: 'Esta consulta não pode mais ser alterada por aqui.',
    confirmada: 'Presença confirmada. Até lá!',
    cancelada: 'Consulta cancelada.',
    reagendada: 'Consulta remarcada.',
    cadastroCompleto: 'Cadastro completo. Obrigado!',
    /** The link completes a pre-registration once; later changes go through the clinic. */
    cadastroJaCompleto: 'Seu cadastro já está completo. Para mudar algum dado, fale com a clínica.',
  },
} as const;
