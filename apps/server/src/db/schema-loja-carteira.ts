import type { ColumnType, Generated } from 'kysely';

/** The store's money tables (migration 202611300400) with their narrow types; amounts in cents. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PedidoTable {
  id: Generated<number>;
  id_conta: number;
  id_loja: number;
  comprador_nome: string;
  comprador_email: string | null;
  comprador_telefone: string | null;
  subtotal: number;
  frete: Generated<number>;
  total: number;
  preco_custo: Generated<number>;
  taxa_transacao: Generated<number>;
  taxa_nota: Generated<number>;
  comissao_franqueado: Generated<number>;
  comissao_sistema: Generated<number>;
  comissao_repassada: Generated<boolean>;
  criado_em: Timestamp;
}

export interface CarteiraTable {
  id_conta: number;
  id_loja: number;
  criado_em: Timestamp;
}

export interface SaqueTable {
  id: Generated<number>;
  id_conta: number;
  id_loja: number;
  valor: number;
  status: Generated<'pending' | 'approved' | 'refused'>;
  token: string;
  id_solicitante: number | null;
  id_decidido_por: number | null;
  criado_em: Timestamp;
  decidido_em: Date | null;
}

export interface CarteiraMovimentoTable {
  id: Generated<number>;
  id_conta: number;
  id_loja: number;
  tipo: 'C' | 'D';
  valor: number;
  descricao: string;
  id_pedido: number | null;
  id_saque: number | null;
  disponivel_em: Timestamp;
  criado_em: Timestamp;
}

export interface PagamentoPlanoLojaTable {
  id: Generated<number>;
  id_conta: number;
  id_loja: number;
  pagador_nome: string;
  pagador_email: string;
  pagador_whatsapp: string | null;
  plano: string;
  pago_com: 'cartao' | 'pix' | 'boleto';
  valor: number;
  comissao_sistema: Generated<number>;
  pago_em: Timestamp;
}
