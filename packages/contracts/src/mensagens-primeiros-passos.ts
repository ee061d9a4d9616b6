/**
 * A picker with nothing to offer because the clinic has not registered it yet (issue 40): what to
 * register first and where (the link's text is the side menu's path, so it reads as the menu does).
 */
export type AvisoCadastro = { texto: string; onde: string; caminho: string };

const aviso = (texto: string, onde: string, caminho: string): AvisoCadastro => ({ texto, onde, caminho });

/** The pt-BR strings of the dashboard's 'Primeiros passos' checklist (issue 40), spread into MSG. */
export const MSG_PRIMEIROS_PASSOS = {
  /** Empty pickers: 'Cadastre um tipo de pagamento em Recursos → Tipos de Pagamento'. */
  cadastreAntes: {
    tipoPagamento: aviso('Cadastre um tipo de pagamento em', 'Recursos → Tipos de Pagamento', '/pagamentos'),
    categoria: aviso('Cadastre uma categoria de despesa em', 'Recursos → Categorias', '/categorias'),
    tratamento: aviso('Cadastre um tratamento em', 'Recursos → Tratamentos', '/tratamentos'),
    profissional: aviso('Cadastre um usuário do tipo Profissional em', 'Usuários', '/usuarios'),
    modeloAnamnese: aviso(
      'Cadastre um modelo de anamnese em',
      'Recursos → Modelos Anamnese',
      '/modelos-anamnese',
    ),
    questaoAnamnese: aviso('Cadastre uma questão em', 'Recursos → Questões Anamnese', '/questoes-anamnese'),
    termo: aviso('Cadastre um modelo de documento em', 'Recursos → Termos', '/termos'),
    produto: aviso('Cadastre um produto em', 'Produtos', '/produtos'),
  },
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
