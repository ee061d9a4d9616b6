/**
 * Products and stock (spec 03 §5, §8). Part of the pt-BR message catalogue: read it through MSG
 * (mensagens.ts).
 */
export const MSG_ESTOQUE = {
  produtos: {
    criado: 'Produto criado com sucesso!',
    atualizado: 'Produto atualizado com sucesso!',
    excluido: 'Produto excluído com sucesso!',
    erroExcluir: 'Erro ao excluir produto.',
    erroSalvar: 'Erro ao salvar produto.',
    erroCarregar: 'Erro ao carregar produtos.',
    nomeObrigatorio: 'Nome é obrigatório',
    qntMinimaObrigatoria: 'Quantidade mínima é obrigatória',
    qntMinimaInvalida: 'A quantidade mínima deve ser um número inteiro de 0 a 10.000.000.',
    duplicado: 'Já existe um produto com esse nome.',
    naoEncontrado: 'Produto não encontrado.',
    comMovimentacoes: 'Este produto tem movimentações de estoque e não pode ser excluído.',
    periodoInvalido: 'A data inicial deve ser anterior ou igual à final.',
    vazio: 'Nenhum produto encontrado',
  },
  movimentacoes: {
    inserida: 'Movimentação inserida com sucesso!',
    erroInserir: 'Erro ao inserir movimentação.',
    erroCarregar: 'Erro ao carregar movimentações.',
    estoqueInsuficiente: (disponivel: number) => `Estoque insuficiente: disponível ${disponivel}.`,
    tipoInvalido: 'Escolha o tipo da movimentação: ENTRADA ou SAIDA.',
    quantidadeInvalida: 'A quantidade deve ser um número inteiro maior que zero.',
    quantidadeMaxima: 'A quantidade máxima por movimentação é 1.000.000.',
    custoInvalido: 'Informe um preço de custo maior que zero.',
    custoMaximo: 'O preço de custo máximo é R$ 100.000,00.',
    estoqueMaximo: 'O estoque do produto passaria de 10.000.000 unidades.',
    dataInvalida: 'Data inválida.',
    naoEncontrada: 'Movimentação não encontrada.',
    produtoNaoEncontrado: 'Produto não encontrado.',
    profissionalNaoEncontrado: 'Profissional não encontrado.',
    unidadeNaoEncontrada: 'Unidade não encontrada.',
    nenhumProfissional: 'Nenhum profissional encontrado.',
    periodoInvalido: 'A data inicial deve ser anterior ou igual à final.',
    vazio: 'Nenhuma movimentação encontrada',
  },
} as const;
