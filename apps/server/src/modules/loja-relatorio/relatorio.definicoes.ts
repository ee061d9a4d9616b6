import type {
  LinhaPagamentoRelatorio,
  LinhaPedidoRelatorio,
  LinhaUsuarioRelatorio,
  Pagina,
} from '@clinica/contracts';
import {
  type CelulaRelatorio,
  centesimosComVirgula,
  codigoPedido,
  formatarDataBr,
  horaLocalDe,
  type TipoRelatorio,
} from '@clinica/domain';
import type { Db } from '../../db/kysely';
import type { PaginaPedida } from '../../db/lista';
import {
  type EscopoRelatorio,
  type LinhaAssessor,
  type LinhaPagamento,
  type LinhaPedido,
  listarAssessoresDoPeriodo,
  listarPagamentosDoPeriodo,
  listarPedidosDoPeriodo,
} from './relatorio.repository';

export type Escopo = EscopoRelatorio & { idUsuario: number | null; fuso: string };

/** One report: its rows, their API shape (cents) and their CSV cells (reais '1234,56', local dates). */
export type DefinicaoRelatorio<L, A> = {
  tipo: TipoRelatorio;
  listar: (db: Db, e: Escopo, p: PaginaPedida) => Promise<Pagina<L>>;
  paraApi: (l: L) => A;
  celulas: (l: L, fuso: string) => Record<string, CelulaRelatorio>;
};

const dataHora = (d: Date, fuso: string) => {
  const l = horaLocalDe(d, fuso);
  return `${formatarDataBr(l.data)} ${l.hora}`;
};
const reais = centesimosComVirgula;

export const RELATORIO_PEDIDOS: DefinicaoRelatorio<LinhaPedido, LinhaPedidoRelatorio> = {
  tipo: 'orders',
  listar: listarPedidosDoPeriodo,
  paraApi: (l) => ({
    id: l.id,
    Codigo_Pedido: codigoPedido(l.id),
    Comprador: l.comprador_nome,
    Comprador_Telefone: l.comprador_telefone,
    Loja: l.loja_nome,
    Subtotal: l.subtotal,
    Frete: l.frete,
    Total: l.total,
    Preco_Custo: l.preco_custo,
    Taxa_Transacao: l.taxa_transacao,
    Comissao_Franqueado: l.comissao_franqueado,
    Comissao_Sistema: l.comissao_sistema,
    Data_Pedido: l.criado_em.toISOString(),
    Comissao_Repassada: l.comissao_repassada,
    // No storefront in this product: an order has no public page to link to.
    link: null,
  }),
  celulas: (l, fuso) => ({
    Codigo_Pedido: codigoPedido(l.id),
    Comprador: l.comprador_nome,
    Comprador_Telefone: l.comprador_telefone,
    Loja: l.loja_nome,
    Subtotal: reais(l.subtotal),
    Frete: reais(l.frete),
    Total: reais(l.total),
    Preco_Custo: reais(l.preco_custo),
    Taxa_Transacao: reais(l.taxa_transacao),
    Comissao_Franqueado: reais(l.comissao_franqueado),
    Comissao_Sistema: reais(l.comissao_sistema),
    Data_Pedido: dataHora(l.criado_em, fuso),
    Comissao_Repassada: l.comissao_repassada,
    link: null,
  }),
};

export const RELATORIO_USUARIOS: DefinicaoRelatorio<LinhaAssessor, LinhaUsuarioRelatorio> = {
  tipo: 'users',
  listar: listarAssessoresDoPeriodo,
  paraApi: (l) => ({
    Codigo_Usuario: l.id,
    Nome: l.nome,
    Whatsapp: l.whatsapp,
    Data_Cadastro: l.criado_em.toISOString(),
  }),
  celulas: (l, fuso) => ({
    Codigo_Usuario: l.id,
    Nome: l.nome,
    Whatsapp: l.whatsapp,
    Data_Cadastro: dataHora(l.criado_em, fuso),
  }),
};

export const RELATORIO_PAGAMENTOS: DefinicaoRelatorio<LinhaPagamento, LinhaPagamentoRelatorio> = {
  tipo: 'payments',
  listar: listarPagamentosDoPeriodo,
  paraApi: (l) => ({
    codigo_pagamento: l.id,
    usuario: l.pagador_nome,
    email: l.pagador_email,
    whatsapp: l.pagador_whatsapp,
    value: l.valor,
    pago_com: l.pago_com,
    plano: l.plano,
    comissao_sistema: l.comissao_sistema,
    data: l.pago_em.toISOString(),
    Loja: l.loja_nome,
  }),
  celulas: (l, fuso) => ({
    codigo_pagamento: l.id,
    usuario: l.pagador_nome,
    email: l.pagador_email,
    whatsapp: l.pagador_whatsapp,
    value: reais(l.valor),
    pago_com: l.pago_com,
    plano: l.plano,
    comissao_sistema: reais(l.comissao_sistema),
    data: dataHora(l.pago_em, fuso),
  }),
};
