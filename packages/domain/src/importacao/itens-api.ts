import { campoDe } from '../util/objetos';
import { validarCnpj } from '../valores/cnpj';
import { validarEmail } from '../valores/email';
import {
  centavos,
  comChave,
  type ItemLido,
  inteiro,
  numero,
  referencia,
  SEM_NOME,
  texto,
} from './campos-api';
import { lerCpf, lerData, lerTelefone } from './valores';

export { chaveAntiga, type ItemLido, referencia } from './campos-api';

/*
 * The old system's list items (its REST answers, which are ours: the compatibility layer) read
 * as the rows this clinic stores, each kind by its own pure function. An item's key in the map is
 * `id:<old id>`; what it points at (a patient, a professional…) comes as the old key too, looked
 * up through the map by the stage that writes it. Money arrives in reais and is kept in cents.
 */

/** A bank or a category: its name. */
export const lerNomeado = (item: unknown): ItemLido<{ nome: string }> =>
  comChave(item, () => {
    const nome = texto(item, 'nome', 120);
    return nome ? { nome } : SEM_NOME;
  });

export type UnidadeImportada = {
  nome_fantasia: string;
  cnpj: string;
  razao_social: string | null;
  responsavel: string | null;
  email: string | null;
  cidade: string | null;
  estado: string | null;
};

/** A unit: the REST answer's snake_case names, or the old client's camelCase ones. */
export const lerUnidade = (item: unknown): ItemLido<UnidadeImportada> =>
  comChave(item, () => {
    const nome = texto(item, 'nome_fantasia', 150) ?? texto(item, 'fantasyName', 150);
    if (!nome) return SEM_NOME;
    const cnpj = (texto(item, 'cnpj') ?? '').replace(/\D/g, '');
    if (!validarCnpj(cnpj)) return 'CNPJ ausente ou inválido.';
    const email = texto(item, 'email', 254);
    const estado = texto(item, 'estado') ?? texto(item, 'state');
    return {
      nome_fantasia: nome,
      cnpj,
      razao_social: texto(item, 'razao_social', 150) ?? texto(item, 'socialReason', 150),
      responsavel: texto(item, 'responsavel', 150) ?? texto(item, 'responsible', 150),
      email: email && validarEmail(email) ? email.toLowerCase() : null,
      cidade: texto(item, 'cidade', 100) ?? texto(item, 'city', 100),
      estado: estado && estado.length === 2 ? estado.toUpperCase() : null,
    };
  });

export type TipoPagamentoImportado = { nome: string; tipo: 'R' | 'D'; taxa: number };

export const lerTipoPagamento = (item: unknown): ItemLido<TipoPagamentoImportado> =>
  comChave(item, () => {
    const nome = texto(item, 'nome', 120);
    if (!nome) return SEM_NOME;
    const tipo = campoDe(item, 'tipo');
    if (tipo !== 'R' && tipo !== 'D') return 'Tipo (receita ou despesa) ausente.';
    const taxa = numero(item, 'taxa') ?? 0;
    return { nome, tipo, taxa: taxa >= 0 && taxa <= 100 ? taxa : 0 };
  });

export type TratamentoImportado = {
  nome: string;
  preco_venda: number;
  preco_custo: number;
  duracao: number;
  status: boolean;
  descricao: string | null;
};

export const lerTratamento = (item: unknown): ItemLido<TratamentoImportado> =>
  comChave(item, () => {
    const nome = texto(item, 'nome', 120);
    if (!nome) return SEM_NOME;
    return {
      nome,
      preco_venda: centavos(item, 'preco_venda') ?? 0,
      preco_custo: centavos(item, 'preco_custo') ?? 0,
      duracao: inteiro(item, 'duracao', 0, 9999) ?? 0,
      status: campoDe(item, 'status') !== false,
      descricao: texto(item, 'descricao', 1000),
    };
  });

export type ProfissionalImportado = {
  nome: string;
  email: string | null;
  whatsapp: string | null;
  cpf: string | null;
  cro: string | null;
};

/** A user, imported as a professional (inactive until the clinic invites them; no password). */
export const lerProfissional = (item: unknown): ItemLido<ProfissionalImportado> =>
  comChave(item, () => {
    const nome = texto(item, 'nome', 150);
    if (!nome) return SEM_NOME;
    const email = texto(item, 'email', 254)?.toLowerCase() ?? null;
    const cpf = lerCpf(texto(item, 'cpf') ?? '');
    const fone = lerTelefone(texto(item, 'whatsapp') ?? '');
    return {
      nome,
      email: email && validarEmail(email) ? email : null,
      whatsapp: fone ? `55${fone}` : null,
      cpf: cpf === 'invalido' ? null : cpf,
      cro: texto(item, 'cro', 30),
    };
  });

const STATUS_AGENDA = [
  'Agendado',
  'Confirmado',
  'Em Atendimento',
  'Cancelado pelo paciente',
  'Faltou',
  'Finalizada',
  'Reagendada',
] as const;

export type AgendamentoImportado = {
  paciente: string;
  profissional: string;
  tratamento: string;
  inicio: Date;
  duracao: number;
  status: (typeof STATUS_AGENDA)[number];
  observacao: string | null;
  notificacoes: boolean;
};

/** An appointment: its instant from `inicio` (ISO with the offset), which the REST answer carries. */
export const lerAgendamento = (item: unknown): ItemLido<AgendamentoImportado> =>
  comChave(item, () => {
    const paciente = referencia(item, 'id_paciente', 'paciente');
    const profissional = referencia(item, 'id_profissional', 'profissional');
    const tratamento = referencia(item, 'id_tratamento', 'tratamento');
    if (!paciente || !profissional || !tratamento)
      return 'Agendamento sem paciente, profissional ou tratamento.';
    const bruto = texto(item, 'inicio', 40);
    const inicio = bruto && /^\d{4}-\d{2}-\d{2}T/.test(bruto) ? new Date(bruto) : null;
    if (!inicio || Number.isNaN(inicio.getTime())) return 'Data e hora inválidas.';
    const duracao = inteiro(item, 'duracao', 1, 9999);
    if (duracao === null) return 'Duração inválida.';
    const s = campoDe(item, 'status');
    const status = STATUS_AGENDA.find((x) => x === s) ?? 'Agendado';
    return {
      paciente,
      profissional,
      tratamento,
      inicio,
      duracao,
      status,
      observacao: texto(item, 'observacao', 2000),
      notificacoes: campoDe(item, 'notificacoes') !== false,
    };
  });

export type ItemOrcamentoImportado = {
  tratamento: string;
  profissional: string;
  nome: string;
  valor_venda: number;
  quantidade: number;
  valor_pacote: number | null;
};

export type OrcamentoImportado = {
  paciente: string;
  valor_total: number;
  vencimento: string;
  status: 'ATIVO' | 'INATIVO' | 'CANCELADO';
  itens: ItemOrcamentoImportado[];
};

/** A budget with its items. VENCIDO is read from the due date here too, so it is kept as ATIVO. */
export const lerOrcamento = (item: unknown): ItemLido<OrcamentoImportado> =>
  comChave(item, () => {
    const paciente = referencia(item, 'id_paciente', 'paciente');
    if (!paciente) return 'Orçamento sem paciente.';
    const vencimento = lerData(texto(item, 'vencimento') ?? '');
    if (!vencimento) return 'Vencimento inválido.';
    const bruto = campoDe(item, 'tratamentos');
    const itens: ItemOrcamentoImportado[] = [];
    for (const t of Array.isArray(bruto) ? bruto : []) {
      const tratamento = referencia(t, 'id_tratamento');
      const profissional = referencia(t, 'id_profissional', 'profissional');
      if (!tratamento || !profissional) return 'Item do orçamento sem tratamento ou profissional.';
      itens.push({
        tratamento,
        profissional,
        nome: texto(t, 'nome', 120) ?? 'Tratamento',
        valor_venda: centavos(t, 'valor_venda') ?? 0,
        quantidade: inteiro(t, 'quantidade', 1, 1000) ?? 1,
        valor_pacote: centavos(t, 'valor_pacote'),
      });
    }
    if (itens.length === 0) return 'Orçamento sem tratamentos.';
    const s = campoDe(item, 'status');
    return {
      paciente,
      valor_total: centavos(item, 'valor_total') ?? 0,
      vencimento,
      status: s === 'INATIVO' || s === 'CANCELADO' ? s : 'ATIVO',
      itens,
    };
  });

export type PagamentoImportado = { tipoPagamento: string; valor: number; data: string; qnt_parcelas: number };

export type TransacaoImportada = {
  tipo: 'RECEITA' | 'DESPESA';
  paciente: string | null;
  orcamento: string | null;
  categoria: string | null;
  banco: string | null;
  descricao: string | null;
  observacao: string | null;
  vencimento: string;
  valor_total: number;
  pagamentos: PagamentoImportado[];
};

/** A transaction with its payments (the payments' sum is what it has been paid here). */
export const lerTransacao = (item: unknown): ItemLido<TransacaoImportada> =>
  comChave(item, () => {
    const tipo = campoDe(item, 'tipo');
    if (tipo !== 'RECEITA' && tipo !== 'DESPESA') return 'Tipo (receita ou despesa) ausente.';
    const vencimento = lerData(texto(item, 'vencimento') ?? '');
    if (!vencimento) return 'Vencimento inválido.';
    const valor = centavos(item, 'valor_total');
    if (valor === null) return 'Valor inválido.';
    const bruto = campoDe(item, 'pagamentos');
    const pagamentos: PagamentoImportado[] = [];
    for (const p of Array.isArray(bruto) ? bruto : []) {
      const tipoPagamento = referencia(p, 'id_tipo_pagamento', 'tipo_pagamento');
      const data = lerData(texto(p, 'data') ?? '');
      const v = centavos(p, 'valor');
      if (!tipoPagamento || !data || v === null) return 'Pagamento sem tipo, data ou valor.';
      pagamentos.push({
        tipoPagamento,
        valor: v,
        data,
        qnt_parcelas: inteiro(p, 'qnt_parcelas', 1, 99) ?? 1,
      });
    }
    return {
      tipo,
      paciente: referencia(item, 'id_paciente', 'paciente'),
      orcamento: referencia(item, 'id_orcamento', 'orcamento'),
      categoria: referencia(item, 'id_categoria', 'categoria'),
      banco: referencia(item, 'id_banco', 'banco'),
      descricao: texto(item, 'descricao', 500),
      observacao: texto(item, 'observacao', 2000),
      vencimento,
      valor_total: valor,
      pagamentos,
    };
  });

export type ProdutoImportado = { nome: string; qnt_minima: number; qnt_atual: number; preco_custo: number };

/** A product with the stock the old system counts (its movements come after, as history). */
export const lerProduto = (item: unknown): ItemLido<ProdutoImportado> =>
  comChave(item, () => {
    const nome = texto(item, 'nome', 120);
    if (!nome) return SEM_NOME;
    return {
      nome,
      qnt_minima: inteiro(item, 'qnt_minima', 0, 10_000_000) ?? 0,
      qnt_atual: inteiro(item, 'qnt_atual', 0, 10_000_000) ?? 0,
      preco_custo: centavos(item, 'preco_custo') ?? 0,
    };
  });

export type MovimentacaoImportada = {
  produto: string;
  profissional: string | null;
  tipo: 'ENTRADA' | 'SAIDA';
  quantidade: number;
  preco_custo: number;
  vencimento: string | null;
  observacao: string | null;
  criado_em: Date | null;
};

export const lerMovimentacao = (item: unknown): ItemLido<MovimentacaoImportada> =>
  comChave(item, () => {
    const produto = referencia(item, 'id_produto', 'produto');
    if (!produto) return 'Movimentação sem produto.';
    const tipo = campoDe(item, 'tipo');
    if (tipo !== 'ENTRADA' && tipo !== 'SAIDA') return 'Tipo (entrada ou saída) ausente.';
    const quantidade = inteiro(item, 'quantidade', 1, 1_000_000);
    if (quantidade === null) return 'Quantidade inválida.';
    const criado = texto(item, 'criado_em', 40);
    const criadoEm = criado ? new Date(criado) : null;
    return {
      produto,
      profissional: tipo === 'SAIDA' ? referencia(item, 'id_usuario', 'profissional') : null,
      tipo,
      quantidade,
      preco_custo: centavos(item, 'preco_custo') ?? 0,
      vencimento: tipo === 'ENTRADA' ? lerData(texto(item, 'vencimento') ?? '') : null,
      observacao: texto(item, 'observacao', 500),
      criado_em: criadoEm && !Number.isNaN(criadoEm.getTime()) ? criadoEm : null,
    };
  });
