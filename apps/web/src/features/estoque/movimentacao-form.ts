import {
  campoDataOpcional,
  campoEscolha,
  campoEscolhaOpcional,
  campoInteiro,
  campoValor,
  diaSchema,
  entradaInputSchema,
  MSG,
  type OpcaoProduto,
  type OpcaoProfissional,
  saidaInputSchema,
} from '@clinica/contracts';
import { z } from 'zod';

const M = MSG.movimentacoes;

/**
 * 'Inserir Movimentação': the contract's two kinds with the fields as the dialog shows them
 * (picked product and professional, quantity typed as text, cost in cents, DD/MM/AAAA expiry).
 * The rules and messages are the contract's, so 'Campo obrigatório', quantity > 0 and cost > 0
 * read the same on both sides. Switching the kind keeps what both share.
 */
const comuns = {
  id_produto: campoEscolha<OpcaoProduto>(),
  quantidade: campoInteiro(entradaInputSchema.shape.quantidade, M.quantidadeInvalida),
};
export const movimentacaoFormSchema = z.discriminatedUnion('tipo', [
  entradaInputSchema.extend({
    ...comuns,
    preco_custo: campoValor(entradaInputSchema.shape.preco_custo),
    vencimento: campoDataOpcional(diaSchema, M.dataInvalida),
  }),
  saidaInputSchema.extend({ ...comuns, id_usuario: campoEscolhaOpcional<OpcaoProfissional>() }),
]);
export type MovimentacaoForm = z.input<typeof movimentacaoFormSchema>;
export type MovimentacaoSaida = z.output<typeof movimentacaoFormSchema>;

/** An entry, blank but for the product a row's menu chose. */
export const movimentacaoVazia = (
  produto: OpcaoProduto | null = null,
): Extract<MovimentacaoForm, { tipo: 'ENTRADA' }> => ({
  tipo: 'ENTRADA',
  id_produto: produto,
  quantidade: '',
  preco_custo: null,
  vencimento: '',
  id_unidade: null,
  observacao: '',
});
