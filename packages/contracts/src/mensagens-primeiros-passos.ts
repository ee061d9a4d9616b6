/** The pt-BR strings of the dashboard's 'Primeiros passos' checklist (issue 40), spread into MSG. */
export const MSG_PRIMEIROS_PASSOS = {
  primeirosPassos: {
    titulo: 'Primeiros passos',
    dispensar: 'Dispensar',
    /** The card's line under its title. */
    progresso: (feitos: number, total: number) => `${feitos} de ${total} concluídos`,
    /** Read by screen readers after a ticked step. */
    feito: 'concluído',
    erroDispensar: 'Não foi possível dispensar os primeiros passos. Tente novamente.',
    passos: {
      logo: {
        titulo: 'Envie o logo da clínica',
        descricao: 'Ele aparece no cabeçalho dos documentos e orçamentos impressos.',
      },
      endereco: {
        titulo: 'Preencha o endereço da clínica',
        descricao: 'Rua, cidade e estado, em Minha Conta.',
      },
      tratamentos: {
        titulo: 'Cadastre os tratamentos',
        descricao: 'Com preço e duração, para a agenda e os orçamentos.',
      },
      tipos_pagamento: {
        titulo: 'Confira os tipos de pagamento',
        descricao: 'As formas de receber e de pagar, e a comissão dos profissionais.',
      },
      usuarios: {
        titulo: 'Cadastre a sua equipe',
        descricao: 'Os profissionais e a recepção, cada um com o seu acesso.',
      },
      paciente: {
        titulo: 'Cadastre o primeiro paciente',
        descricao: 'Com celular para receber os lembretes pelo WhatsApp.',
      },
      agendamento: {
        titulo: 'Marque o primeiro agendamento',
        descricao: 'Na agenda, com o profissional e o tratamento.',
      },
    },
  },
} as const;
