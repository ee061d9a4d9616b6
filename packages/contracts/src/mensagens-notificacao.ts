/** The pt-BR strings of notifications and the image-use consent (issue 19), spread into MSG. */
export const MSG_NOTIFICACAO = {
  notificacoes: {
    titulo: 'Notificações',
    vazio: 'Nenhuma notificação por enquanto.',
    naoEncontrada: 'Notificação não encontrada.',
    marcarTodas: 'Marcar todas como lidas',
    novidades: 'Novidades do aplicativo',
    novo: 'novo',
    cadastroCompletado: 'completou o cadastro pelo link da consulta',
    cadastroCpfEmOutraFicha:
      'completou o cadastro pelo link da consulta; o CPF informado já está em outra ficha e ficou de fora: confira e una as fichas',
  },
  consentimentoImagem: {
    usoInterno: 'Uso interno',
    semConsentimento: 'Paciente sem consentimento de uso de imagem',
    aviso:
      'Este paciente não assinou o termo de uso de imagem para divulgação (CFM 2.336/2023): as fotos são apenas de uso interno.',
    criarTermo: 'Criar termo de uso de imagem',
    semModelo: 'Nenhum modelo de termo do tipo "Uso de imagem para divulgação". Cadastre um em Termos.',
    assinadoEm: 'Consentimento de uso de imagem assinado em {data}',
  },
} as const;
