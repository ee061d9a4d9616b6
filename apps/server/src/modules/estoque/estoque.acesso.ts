import { clinica } from '../../acesso';

/**
 * Who may call each stock operation (spec 03 §6). The movements list serves the product's
 * modal on /produtos (PRODUTOS_LISTAR) and the /estoque screen (PRODUTOS_MOVIMENTAR_ESTOQUE);
 * the movement form's pickers follow the form (DECISIONS.md 21).
 */
export const ACESSO_ESTOQUE = {
  listarProdutos: clinica('PRODUTOS_LISTAR'),
  criarProduto: clinica('PRODUTOS_CRIAR'),
  editarProduto: clinica('PRODUTOS_EDITAR'),
  excluirProduto: clinica('PRODUTOS_DELETAR'),
  listarMovimentacoes: clinica({ algumaDe: ['PRODUTOS_LISTAR', 'PRODUTOS_MOVIMENTAR_ESTOQUE'] }),
  movimentar: clinica('PRODUTOS_MOVIMENTAR_ESTOQUE'),
  unidades: clinica({ algumaDe: ['PRODUTOS_LISTAR', 'PRODUTOS_MOVIMENTAR_ESTOQUE'] }),
} as const;
