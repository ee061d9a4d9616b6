import {
  type MovimentacaoInput,
  MSG,
  movimentacaoInputSchema,
  type OpcaoProduto,
  type OpcaoProfissional,
  type TipoMovimentacao,
} from '@clinica/contracts';
import { brParaDia } from '../../lib/datas-br';

/** What the insert dialog holds while the user types (text as typed, money in cents). */
export type RascunhoMovimentacao = {
  tipo: TipoMovimentacao;
  produto: OpcaoProduto | null;
  quantidade: string;
  precoCusto: number | null;
  /** 'DD/MM/AAAA' or empty (optional). */
  validade: string;
  profissional: OpcaoProfissional | null;
  /** The unit's id as the select gives it, '' for none. */
  unidade: string;
  observacao: string;
};

export type CampoMovimentacao = Exclude<keyof RascunhoMovimentacao, 'tipo'>;
export type ErrosMovimentacao = Partial<Record<CampoMovimentacao, string>>;

export const rascunhoVazio = (produto: OpcaoProduto | null = null): RascunhoMovimentacao => ({
  tipo: 'ENTRADA',
  produto,
  quantidade: '',
  precoCusto: null,
  validade: '',
  profissional: null,
  unidade: '',
  observacao: '',
});

/** Which form field each field of the API input belongs to. */
const CAMPO_DA_ENTRADA: Record<string, CampoMovimentacao> = {
  id_produto: 'produto',
  quantidade: 'quantidade',
  preco_custo: 'precoCusto',
  vencimento: 'validade',
  id_usuario: 'profissional',
  id_unidade: 'unidade',
  observacao: 'observacao',
};

/**
 * The call the form makes, or why not. The rules and their messages are the contract's own
 * schema (the server runs the same one), so 'Campo obrigatório', quantity > 0 and cost > 0 read
 * the same on both sides; only the typed date is converted here.
 */
export function validarMovimentacao(r: RascunhoMovimentacao): {
  entrada: MovimentacaoInput | null;
  erros: ErrosMovimentacao;
} {
  const erros: ErrosMovimentacao = {};
  const comuns = {
    id_produto: r.produto?.id,
    quantidade: r.quantidade.trim() === '' ? undefined : Number(r.quantidade),
    observacao: r.observacao,
    id_unidade: r.unidade ? Number(r.unidade) : null,
  };
  let candidato: unknown;
  if (r.tipo === 'ENTRADA') {
    const vencimento = r.validade.trim() === '' ? null : brParaDia(r.validade);
    if (r.validade.trim() !== '' && !vencimento) erros.validade = MSG.movimentacoes.dataInvalida;
    candidato = { tipo: 'ENTRADA', ...comuns, preco_custo: r.precoCusto ?? undefined, vencimento };
  } else {
    candidato = { tipo: 'SAIDA', ...comuns, id_usuario: r.profissional?.id ?? null };
  }
  const lido = movimentacaoInputSchema.safeParse(candidato);
  if (!lido.success) {
    for (const problema of lido.error.issues) {
      const campo = CAMPO_DA_ENTRADA[String(problema.path[0])];
      if (campo && !erros[campo]) erros[campo] = problema.message;
    }
  }
  const valido = lido.success && Object.keys(erros).length === 0;
  return { entrada: valido ? (candidato as MovimentacaoInput) : null, erros };
}
