import type { MovimentoCarteira, SaqueAdmin, SaqueDaLoja } from '@clinica/contracts';
import { codigoPedido, type StatusSaque } from '@clinica/domain';

/** Repository rows → the spec's field names (cents; the REST edge converts to reais). */
type LinhaSaque = {
  id: number;
  valor: number;
  status: StatusSaque;
  criado_em: Date;
  decidido_em: Date | null;
};

export const saqueParaApi = (s: LinhaSaque): SaqueDaLoja => ({
  id: s.id,
  status: s.status,
  amount: s.valor,
  createdAt: s.criado_em.toISOString(),
  decidedAt: s.decidido_em?.toISOString() ?? null,
});

type LinhaMovimento = {
  id: number;
  tipo: 'C' | 'D';
  valor: number;
  descricao: string;
  criado_em: Date;
  disponivel_em: Date;
  pedido_id: number | null;
  comprador_nome: string | null;
  comprador_email: string | null;
  comprador_telefone: string | null;
  subtotal: number | null;
  frete: number | null;
  total: number | null;
  taxa_transacao: number | null;
  taxa_nota: number | null;
  preco_custo: number | null;
};

export const movimentoParaApi = (m: LinhaMovimento): MovimentoCarteira => ({
  id: m.id,
  type: m.tipo,
  amount: m.valor,
  description: m.descricao,
  createdAt: m.criado_em.toISOString(),
  availableAt: m.disponivel_em.toISOString(),
  order:
    m.pedido_id === null
      ? null
      : {
          id: m.pedido_id,
          codigo: codigoPedido(m.pedido_id),
          name: m.comprador_nome ?? '',
          email: m.comprador_email,
          phone: m.comprador_telefone,
          subtotal: m.subtotal ?? 0,
          shipping: m.frete ?? 0,
          total: m.total ?? 0,
          transactionFee: m.taxa_transacao ?? 0,
          invoiceFee: m.taxa_nota ?? 0,
          costPrice: m.preco_custo ?? 0,
        },
});

type LinhaSaqueAdmin = LinhaSaque & {
  id_loja: number;
  token: string;
  loja_nome: string;
  loja_cpf: string | null;
  cliente_nome: string | null;
  saldo: string | number;
};

export const saqueAdminParaApi = (s: LinhaSaqueAdmin): SaqueAdmin => ({
  id_withdraw_request: s.id,
  token: s.token,
  Cliente: s.cliente_nome,
  Loja: s.loja_nome,
  Valor_Solicitado: s.valor,
  status: s.status,
  Saldo_Carteira: Number(s.saldo),
  PIX_CPF: s.loja_cpf,
  id_loja: s.id_loja,
  criado_em: s.criado_em.toISOString(),
  decidido_em: s.decidido_em?.toISOString() ?? null,
});
