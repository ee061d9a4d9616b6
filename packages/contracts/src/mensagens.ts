import type { RecusaSenha } from '@clinica/domain';
import { MSG_AGENDAMENTO_ONLINE } from './mensagens-agendamento-online';
import { MSG_CLINICA } from './mensagens-clinica';
import { MSG_ESTOQUE } from './mensagens-estoque';
import { MSG_FINANCEIRO } from './mensagens-financeiro';
import { MSG_IMPORTACAO } from './mensagens-importacao';
import { MSG_LOJA } from './mensagens-loja';
import { MSG_LOJA_CARTEIRA } from './mensagens-loja-carteira';
import { MSG_MENSAGERIA } from './mensagens-mensageria';
import { MSG_NOTIFICACAO } from './mensagens-notificacao';
import { MSG_PACOTE } from './mensagens-pacote';
import { MSG_PRIMEIROS_PASSOS } from './mensagens-primeiros-passos';

/**
 * The pt-BR message catalogue: every user-facing string of the spec lives here, once.
 * Server and client import MSG from this file so a message never drifts between them.
 * Accents follow DECISIONS.md 15 (the spec lost some in transcription).
 */
export const MSG = {
  geral: {
    armazenamentoIndisponivel: 'Armazenamento indisponível, tente novamente.',
    erroInterno: 'Ocorreu um erro inesperado. Por favor, tente novamente.',
    naoEncontrado: 'Registro não encontrado.',
    semPermissao: 'Você não tem permissão para acessar este recurso.',
    dadosInvalidos: 'Dados inválidos. Verifique as informações.',
    /** A body of a type the route does not take (415): /trpc takes JSON only (issue 38). */
    tipoDeConteudo: 'Tipo de conteúdo não suportado: envie os dados em JSON.',
    naoAutenticado: 'Sessão expirada. Faça login novamente.',
    campoObrigatorio: 'Campo obrigatório',
    muitasTentativas: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    muitasConsultas: 'Muitas consultas seguidas. Aguarde um minuto e tente novamente.',
    muitasExportacoes: 'Muitas exportações simultâneas. Tente novamente em instantes.',
    erroConexao: 'Erro de conexão. Verifique sua internet e tente novamente.',
    /** The device is offline (issue 40): the notice on every page until the network returns. */
    semConexao: 'Sem conexão',
    semConexaoDetalhe:
      'As telas já abertas continuam à vista, mas nada pode ser salvo agora. Quando a internet voltar, o restante carrega sozinho, sem recarregar a página.',
    /** A signed file URL past its expiry, altered, or of another file (issue 17). */
    linkArquivoInvalido: 'Link do arquivo expirado ou inválido. Abra o arquivo novamente pelo sistema.',
    /** A staff print link opened without a login, or after the session ended (issue 40): 401. */
    linkPrecisaLogin:
      'Este link de impressão só abre com login na clínica, e a sua sessão não está ativa (ou expirou). Entre e abra o link de novo.',
    /** An unsigned document's or anamnesis' public code past the clinic's validity (issue 19): 410. */
    linkExpirado: 'Este link expirou. Peça à clínica um novo link.',
    /** 'Reenviar link': the new code's link is on the clipboard, the old one no longer opens. */
    linkReenviado: 'Novo link copiado para a área de transferência! O link anterior não abre mais.',
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
    muitasTentativas: 'Muitos cadastros a partir desta rede. Aguarde uma hora e tente novamente.',
  },
  /** Why a new password is refused, by the reason packages/domain names (recusaSenha). */
  senha: {
    curta: 'A senha deve ter pelo menos 8 caracteres.',
    espacos: 'A senha não pode ter só espaços.',
    igualEmail: 'A senha não pode ser igual ao e-mail.',
    repetida: 'A senha não pode ser um caractere ou grupo curto repetido (como aaaaaaaa ou 12121212).',
    sequencia: 'A senha não pode ser uma sequência simples (como 12345678, abcdefgh ou qwertyui).',
    palavraComum: 'A senha não pode ser uma palavra ou nome comum com números (como senha123 ou brasil2024).',
    comum: 'Senha muito comum. Escolha uma menos previsível.',
  } satisfies Record<RecusaSenha, string>,
  sessao: {
    encerrada: 'Sessão encerrada com sucesso',
    erroEncerrar: 'Ocorreu um erro ao encerrar a sessão',
    expirada: 'Sessão expirada. Faça login novamente.',
    sairDeTodos: 'Sair de todos os dispositivos',
    confirmarSairDeTodos:
      'Todas as sessões abertas com o seu usuário serão encerradas, inclusive esta. Deseja continuar?',
    saiuDeTodos: 'Você saiu de todos os dispositivos.',
    senhaAtualIncorreta: 'Senha atual incorreta.',
    senhaAlterada: 'Senha alterada. As sessões abertas em outros dispositivos foram encerradas.',
    csrfInvalido: 'Não foi possível confirmar esta ação. Recarregue a página e tente novamente.',
  },
  planos: {
    selecionePlano: 'Por favor, selecione um plano antes de continuar',
    precisaLogin: 'Você precisa estar logado para assinar um plano',
    erroAssinar: 'Erro ao processar sua assinatura',
    portalIndisponivel: 'O serviço de gerenciamento de assinaturas não está disponível no momento.',
    portalFalhou: 'Não foi possível acessar o portal de assinaturas.',
    jaAssinante: 'Sua clínica já tem uma assinatura. Use "Gerenciar" para trocar de plano.',
    planoInvalido: 'Plano não encontrado. Atualize a página e escolha um plano da lista.',
    somenteAdm: 'Somente o administrador da clínica pode assinar um plano.',
    checkoutDemoInvalido: 'Checkout de demonstração não encontrado ou já utilizado.',
    webhookAssinaturaInvalida: 'Assinatura do webhook inválida.',
  },
  conta: {
    /** The clinic's validity of unsigned public links (issue 19). */
    validadeLinkInvalida: 'A validade do link deve ser um número inteiro de 1 a 365 dias.',
    validadeLinkSalva: 'Validade dos links atualizada com sucesso!',
    validadeLinkErro: 'Erro ao salvar a validade dos links. Tente novamente.',
    sucesso: 'Dados da conta atualizados com sucesso!',
    erroSalvar: 'Erro ao salvar os dados da conta. Tente novamente.',
    campoObrigatorio: 'Campo obrigatório',
    preenchaObrigatorios: 'Por favor, preencha todos os campos obrigatórios.',
    cpfInvalido: 'CPF inválido.',
    cnpjInvalido: 'CNPJ inválido.',
    cepInvalido: 'CEP inválido. Informe os 8 dígitos.',
    estadoInvalido: 'Informe a sigla do estado com 2 letras.',
    erroImagem: 'Erro ao processar a imagem.',
    imagemTipo: 'A imagem deve ser PNG, JPEG, GIF ou WebP.',
    imagemGrande: 'A imagem deve ter no máximo 2 MB.',
  },
  cep: {
    naoEncontrado: 'CEP não encontrado.',
    erroBuscar: 'Erro ao buscar o CEP.',
  },
  cobranca: {
    erroVerificar: 'Erro ao verificar seu plano. Tente novamente.',
    erroVerificarImpressao: 'Erro ao verificar assinatura. Por favor, tente novamente mais tarde.',
    cancelada: 'Sua assinatura foi cancelada. Por favor, renove para continuar usando o sistema.',
    pendente:
      'Sua assinatura está pendente de pagamento. Por favor, regularize para continuar usando o sistema.',
    ausente: 'Sua clínica ainda não tem uma assinatura ativa. Escolha um plano para continuar.',
    canceladaPlanos: 'Sua assinatura foi cancelada. Por favor, escolha um novo plano.',
    verPlanos: 'Ver Planos Disponíveis',
  },
  perfis: {
    criado: 'Perfil criado com sucesso!',
    atualizado: 'Perfil atualizado com sucesso!',
    excluido: 'Perfil(s) excluído(s) com sucesso!',
    erroCarregar: 'Erro ao carregar perfis. Tente novamente.',
    erroPermissoes: 'Erro ao carregar permissões. Tente novamente.',
    erroPermissoesPerfil: 'Erro ao carregar permissões do perfil. Tente novamente.',
    erroSalvar: 'Erro ao criar/atualizar perfil. Tente novamente.',
    erroExcluir: 'Erro ao excluir perfil(s). Tente novamente.',
    emUso: 'Este perfil está em uso por usuários e não pode ser excluído.',
    duplicado: 'Já existe um perfil com esse nome.',
    naoEncontrado: 'Perfil não encontrado.',
    vazio: 'Nenhum perfil encontrado',
    avisoEdicao:
      'As alterações nas permissões valem para todos os usuários com este perfil a partir da próxima ação de cada um. Deseja continuar?',
  },
  usuarios: {
    salvo: 'Usuário salvo com sucesso!',
    excluido: 'Usuário(s) excluído(s) com sucesso!',
    ativado: 'Usuário ativado com sucesso!',
    desativado: 'Usuário desativado com sucesso!',
    emailEmUso: 'Já existe um usuário com esse e-mail. Por favor, use outro e-mail.',
    semPerfil: 'Nenhum perfil encontrado, por favor crie um perfil antes de criar um usuário!',
    erroSalvar: 'Erro ao salvar usuário',
    erroExcluir: 'Erro ao excluir usuário(s)',
    erroStatus: 'Erro ao alterar status do usuário',
    erroCarregar: 'Erro ao carregar lista de usuários',
    erroPerfis: 'Erro ao carregar lista de perfis',
    erroRequisicao: 'Erro ao processar a requisição',
    naoEncontrado: 'Usuário não encontrado.',
    perfilInvalido: 'Perfil não encontrado.',
    unidadeInvalida: 'Unidade não encontrada.',
    proprioUsuario: 'Você não pode excluir o seu próprio usuário.',
    soAdmGereAdm: 'Apenas um administrador pode criar, alterar, desativar ou excluir um administrador.',
    proprioTipoOuPerfil: 'Você não pode alterar o seu próprio tipo ou perfil.',
    perfilAcimaDoProprio: 'Você não pode atribuir um perfil com permissões que você não tem.',
    emUso:
      'Este usuário tem registros na clínica (agenda, orçamentos, financeiro ou estoque) e não pode ser excluído. Desative-o para bloquear o acesso.',
    vazio: 'Nenhum usuário encontrado',
  },
  unidades: {
    salva: 'Unidade salva com sucesso!',
    excluida: 'Unidade(s) excluída(s) com sucesso!',
    erroSalvar: 'Erro ao salvar unidade. Tente novamente.',
    erroExcluir: 'Erro ao excluir unidade(s). Tente novamente.',
    erroCarregar: 'Erro ao carregar unidades.',
    naoEncontrada: 'Unidade não encontrada.',
    emUso: 'Esta unidade tem movimentações de estoque e não pode ser excluída.',
    vazio: 'Nenhuma unidade encontrada.',
  },
  /** The installable app (issue 15): update, install and what's-new. */
  app: {
    novaVersao: 'Nova versão disponível',
    atualizar: 'Atualizar',
    reiniciarTitulo: 'Nova versão disponível',
    reiniciarMensagem: 'Uma nova versão do Clínica está pronta. Reinicie o aplicativo para usá-la.',
    reiniciar: 'Reiniciar agora',
    depois: 'Depois',
    verificandoAtualizacao: 'Verificando atualizações…',
    instalarTitulo: 'Instale o Clínica no seu celular',
    instalarMensagem: 'Abra a clínica direto da tela inicial, em tela cheia, como um aplicativo.',
    instalar: 'Instalar',
    agoraNao: 'Agora não',
    novidadesTitulo: 'Novidades',
  },
  /** Retention (issue 19): 'Excluir' archives; restore and hard deletion are ADM's. */
  arquivamento: {
    filtro: 'Arquivados',
    badge: 'Arquivado',
    arquivar: 'Arquivar',
    arquivarPaciente: 'Arquivar paciente',
    confirmarArquivarPaciente:
      'O paciente sai das listas, buscas e contagens; o prontuário inteiro fica guardado e um administrador pode restaurá-lo no filtro Arquivados.',
    pacienteArquivado: 'Paciente arquivado com sucesso!',
    arquivarDocumento: 'Arquivar documento',
    confirmarArquivarDocumento:
      'O documento sai da lista e o link dele deixa de abrir; o conteúdo e a assinatura ficam guardados e um administrador pode restaurá-lo.',
    documentoArquivado: 'Documento arquivado com sucesso!',
    restaurar: 'Restaurar',
    restaurado: 'Restaurado com sucesso!',
    excluirDefinitivamente: 'Excluir definitivamente',
    confirmarExclusaoDefinitiva:
      'Esta ação não pode ser desfeita: o registro e os arquivos dele serão apagados e a exclusão fica registrada.',
    excluidoDefinitivamente: 'Excluído definitivamente.',
    retencao: (data: string) =>
      `Prontuários devem ser guardados por 20 anos (Lei 13.787/2018). Exclusão definitiva possível a partir de ${data}.`,
    naoArquivado: 'Este registro não está arquivado.',
    pacienteComFinanceiro:
      'Este paciente tem orçamentos ou lançamentos financeiros, que seguem as regras do financeiro: exclua-os antes da exclusão definitiva.',
    erroArquivar: 'Erro ao arquivar. Tente novamente.',
    erroRestaurar: 'Erro ao restaurar. Tente novamente.',
    erroExcluirDefinitivamente: 'Erro ao excluir definitivamente. Tente novamente.',
    vazio: 'Nenhum registro arquivado',
    /** What 'Excluir' now means, in its confirmation (it is no longer "irreversible"). */
    avisoExcluir:
      'Ele sai da lista e fica guardado (prontuários são mantidos por 20 anos); um administrador pode restaurá-lo em Arquivados.',
  },
  ...MSG_CLINICA,
  ...MSG_FINANCEIRO,
  ...MSG_ESTOQUE,
  ...MSG_NOTIFICACAO,
  ...MSG_PACOTE,
  ...MSG_IMPORTACAO,
  ...MSG_MENSAGERIA,
  ...MSG_PRIMEIROS_PASSOS,
  ...MSG_AGENDAMENTO_ONLINE,
  ...MSG_LOJA,
  ...MSG_LOJA_CARTEIRA,
} as const;
