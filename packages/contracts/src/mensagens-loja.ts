/**
 * The store back office (spec 03 "store-template" pages, issue 16). Part of the pt-BR message
 * catalogue: read it through MSG (mensagens.ts). Accents restored (DECISIONS.md 15).
 */
export const MSG_LOJA = {
  loja: {
    naoEncontrada: 'Loja não encontrada.',
    semLoja: 'Nenhuma loja vinculada ao seu usuário.',
    semLojaDescricao: 'Peça a um administrador da plataforma para cadastrar a sua loja na tela de artistas.',
  },
  cupons: {
    codigoObrigatorio: 'O campo código é obrigatório!',
    codigoCurto: 'O Código deve ter no mínimo 5 caracteres',
    codigoInvalido: 'O código aceita apenas letras, números, hífen e sublinhado.',
    duplicado: 'Cupom já cadastrado',
    descontoObrigatorio: 'O campo desconto é obrigatório!',
    descontoPercentualMaximo: 'O desconto percentual não pode passar de 100%.',
    tipoObrigatorio: 'Selecione o tipo do desconto.',
    quantidadeObrigatoria: 'O campo quantidade é obrigatório!',
    quantidadeMenorQueUsada: 'A quantidade não pode ser menor que a quantidade já usada.',
    somenteLeitura: 'O código, o desconto e o tipo de um cupom não podem ser alterados.',
    validadeObrigatoria: 'O campo validade é obrigatório!',
    naoEncontrado: 'Cupom não encontrado.',
    criado: 'Cupom cadastrado com sucesso!',
    atualizado: 'Cupom atualizado com sucesso!',
    erroSalvar: 'Erro ao salvar cupom.',
    erroCarregar: 'Erro ao carregar cupons.',
    vazio: 'Nenhum cupom encontrado',
  },
  artistas: {
    nomeObrigatorio: 'Preencha o campo nome',
    descricaoObrigatoria: 'Preencha o campo descrição',
    categoriaObrigatoria: 'Selecione uma categoria',
    imagemObrigatoria: 'Selecione uma imagem',
    assessorObrigatorio: 'Selecione um assessor',
    assessorInvalido: 'O assessor deve ser um usuário com papel de loja admin_store.',
    assessorComLoja: 'Este assessor já possui uma loja.',
    atualizado: 'Artista atualizado com sucesso',
    inserido: 'Artista inserido com sucesso',
    erroCarregar: 'Erro ao carregar artistas.',
    vazio: 'Nenhum artista encontrado',
  },
  configuracaoLoja: {
    preenchaTodos: 'Preencha todos os campos',
    /** The spec's message naming what is missing (issue 40): 'Falta: Logo, Banner do carrossel 1.' */
    faltam: (campos: readonly string[]) => `Preencha todos os campos. Falta: ${campos.join(', ')}.`,
    /** The required fields as the settings page labels them. */
    rotulos: {
      nome: 'Nome da loja',
      cpf: 'CPF',
      slug: 'Link da loja',
      logo: 'Logo',
      top_case: 'Banner do carrossel 1',
    },
    cpfInvalido: 'CPF inválido',
    cpfSomenteLeitura: 'O CPF não pode ser alterado depois de salvo.',
    slugInvalido: 'O link aceita apenas letras minúsculas, números e hífen.',
    linkDisponivel: 'Link disponível',
    linkIndisponivel: 'Link indisponível',
    cepNaoEncontrado: 'CEP não encontrado. Insira o endereço manualmente.',
    whatsappInvalido: 'Informe um WhatsApp válido com DDD.',
    linkSocialInvalido: 'Informe um link começando com http:// ou https://.',
    imagemGrande: 'A imagem deve ter no máximo 2MB.',
    imagemTipo: 'Envie uma imagem PNG, JPG, GIF ou WEBP.',
    imagemVazia: 'Selecione uma imagem.',
    erroSalvar: 'Erro ao salvar informações',
    salvo: 'Informações salvas com sucesso!',
  },
  marketing: {
    pixelObrigatorio: 'Preencha o campo ID Pixels',
    pixelInvalido: 'O ID Pixels aceita apenas números.',
  },
} as const;
