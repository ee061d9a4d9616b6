/** The pt-BR strings of 'Importar dados' (issue 39), spread into MSG. */
export const MSG_IMPORTACAO = {
  importacao: {
    titulo: 'Importar dados',
    naoEncontrada: 'Importação não encontrada.',
    arquivoVazio: 'O arquivo está vazio.',
    arquivoGrande: 'O arquivo é maior que o permitido (10 MB).',
    arquivoTipo: 'Envie uma planilha CSV ou XLSX.',
    arquivoIlegivel:
      'Não foi possível ler a planilha. Salve-a como CSV (separado por ponto e vírgula) ou XLSX e tente de novo.',
    semLinhas: 'A planilha não tem linhas de dados abaixo do cabeçalho.',
    muitasLinhas: (max: string) => `A planilha tem mais de ${max} linhas; divida-a em arquivos menores.`,
    semCabecalho: 'A primeira linha da planilha deve ter os nomes das colunas.',
    mapeamentoInvalido: 'Mapeamento de colunas inválido.',
    colunaInexistente: (coluna: string) => `A coluna "${coluna}" não existe na planilha.`,
    semNomeOuCelular: 'Indique as colunas do nome e do celular do paciente.',
    tipoIndisponivel: 'Escolha o que a planilha traz: pacientes ou agendamentos.',
    naoEstaEmPrevia: 'Esta importação já foi confirmada.',
    confirmada: 'Importação iniciada. Você pode sair desta página: ela continua em segundo plano.',
    desfeita: 'Importação desfeita.',
    falhou: 'A importação parou por um erro. Tente desfazer e importar de novo.',
    mantidoComRegistros:
      'Tem agendamentos, documentos, fotos, arquivos, orçamentos ou lançamentos feitos depois da importação.',
    jaExistente: 'Já existe um paciente com este CPF ou com este celular e nome.',
    mescladoNaPlanilha: 'Repetido na planilha: juntado à linha do mesmo paciente.',
    erroGravacao: 'O banco de dados recusou esta linha.',
    urlInvalida: 'Endereço inválido. Use o endereço do sistema antigo, como https://app.antigo.com.br.',
    redeInterna: 'Este endereço aponta para uma rede interna e não é permitido.',
    origemInacessivel: 'Não foi possível acessar o sistema antigo. Confira o endereço e tente de novo.',
    origemRecusou: 'O sistema antigo recusou o acesso. Confira o token.',
    origemResposta: 'O sistema antigo respondeu algo inesperado.',
    origemGrande: 'Uma página do sistema antigo passou do tamanho permitido.',
    novaTentativa: (motivo: string) => `${motivo} A importação tenta de novo em alguns minutos.`,
    origemLoginRecusado: 'O sistema antigo recusou o e-mail ou a senha.',
    semReferencia: (oque: string) =>
      `${oque} não foi importado (ou foi recusado): registro sem vínculo, não importado.`,
    emailEmOutraConta:
      'O e-mail deste profissional já é usado em outra conta: importado com um e-mail provisório. Informe o e-mail certo antes de convidá-lo.',
    mantidoAlterado: 'Alterado pela clínica depois da importação (por exemplo, finalizado ou editado).',
    mantidoPagamentos: 'Tem pagamentos registrados depois da importação.',
    mantidoEmUso: 'Está em uso em registros feitos depois da importação.',
    anexoInacessivel: 'Não foi possível baixar este arquivo do sistema antigo: não importado.',
    // The signature image of a record signed in the old system: the record imports signed without it.
    assinaturaSemImagem: (motivo: string) => `Importado assinado, sem a imagem da assinatura: ${motivo}`,
    assinaturaSemEndereco: 'o sistema antigo não informou onde está a imagem.',
    assinaturaInacessivel: 'o sistema antigo não entregou a imagem.',
    assinaturaLimitada: 'o sistema antigo limitou as consultas e a imagem não chegou a tempo.',
    assinaturaNaoImagem: 'o que o sistema antigo entregou não é uma imagem PNG, JPEG ou WebP.',
    assinaturaGrande: 'a imagem passou de 1 MB.',
    assinaturaVazia: 'o sistema antigo entregou uma imagem vazia.',
    // Archived records (issue 19's retention) of an old system that does not list them.
    semArquivados: 'O sistema antigo não lista os registros arquivados: só os ativos foram importados.',
    // Which of a kind's two lists the progress line counts: the active records, then the archived.
    progressoAtivos: 'lendo os ativos',
    progressoArquivados: 'lendo os arquivados',
    lendoArquivados:
      'Os registros ativos deste tipo já foram lidos. Agora vêm os arquivados no sistema antigo, que chegam aqui também arquivados.',
    tokenObrigatorio: 'Informe o token de acesso (ou o e-mail e a senha) do sistema antigo.',
    emailObrigatorio: 'Informe o e-mail de um administrador do sistema antigo.',
    senhaObrigatoria: 'Informe a senha.',
    // Appointments from a spreadsheet (tipo 'agendas').
    semColunasAgenda:
      'Indique as colunas do paciente, da data, da hora de início, do profissional e do tratamento.',
    profissionalDesconhecido: (nome: string) =>
      `Profissional "${nome}" não encontrado nesta clínica (use o nome ou o e-mail de um profissional ativo).`,
    tratamentoDesconhecido: (nome: string) =>
      `Tratamento "${nome}" não encontrado nesta clínica: cadastre-o ou corrija o nome na planilha.`,
    pacienteAmbiguo: 'Há mais de um paciente com este nome: informe o CPF ou o celular na planilha.',
    pacienteSemCelular: 'Paciente não encontrado e sem celular válido para cadastrá-lo.',
    pacienteNovo: 'Paciente não encontrado: será cadastrado pela importação.',
    pacienteCadastrado: 'Paciente não encontrado: cadastrado pela importação.',
    agendamentoExistente: 'Este agendamento já existe (mesmo paciente, profissional e horário).',
    agendamentoRepetido: 'Repetido na planilha: importado uma vez.',
    horarioOcupado: 'Horário ocupado: o profissional já tem um agendamento que se sobrepõe a este.',
    dataHoraInvalida: 'Data e hora não existem no fuso da clínica.',
  },
} as const;
