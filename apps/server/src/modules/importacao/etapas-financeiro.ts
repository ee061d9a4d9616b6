import { MSG } from '@clinica/contracts';
import {
  lerOrcamento,
  lerTransacao,
  type OrcamentoImportado,
  type TransacaoImportada,
} from '@clinica/domain';
import type { Etapa, Lote } from './etapas-api';
import { CAMINHOS_API, ids, inserirTodos, referencias, zero } from './etapas-comum';

const I = MSG.importacao;

export const orcamentos: Etapa<OrcamentoImportado> = {
  caminho: CAMINHOS_API.orcamentos,
  ler: lerOrcamento,
  gravar: async (l) => {
    const c = zero();
    const ref = await referencias(l as Lote<unknown>, {
      pacientes: l.itens.map((i) => i.dados.paciente),
      profissionais: l.itens.flatMap((i) => i.dados.itens.map((x) => x.profissional)),
      tratamentos: l.itens.flatMap((i) => i.dados.itens.map((x) => x.tratamento)),
    });
    type Pronto = Lote<OrcamentoImportado>['itens'][number] & {
      p: number;
      itens: { pr: number; t: number }[];
    };
    const prontos: Pronto[] = [];
    for (const item of l.itens) {
      const p = ref('pacientes', item.dados.paciente);
      const itens = item.dados.itens.map((x) => ({
        pr: ref('profissionais', x.profissional),
        t: ref('tratamentos', x.tratamento),
      }));
      const falta =
        p === null
          ? 'O paciente'
          : itens.some((x) => x.pr === null)
            ? 'O profissional'
            : itens.some((x) => x.t === null)
              ? 'O tratamento'
              : null;
      if (falta || p === null) {
        c.ignorados++;
        l.registrar(item.linha, 'erro', I.semReferencia(falta ?? 'O paciente'));
      } else prontos.push({ ...item, p, itens: itens.map((x) => ({ pr: x.pr ?? 0, t: x.t ?? 0 })) });
    }
    const feitos = await inserirTodos(
      l,
      prontos,
      async (trx, lote) => {
        const ps = lote as Pronto[];
        const novos = ids(
          await trx
            .insertInto('orcamento')
            .values(
              ps.map((x) => ({
                id_conta: l.ctx.idConta,
                id_paciente: x.p,
                valor_total: x.dados.valor_total,
                vencimento: x.dados.vencimento,
                status: x.dados.status,
              })),
            )
            .returning('id')
            .execute(),
        );
        const linhas = ps.flatMap((x, n) =>
          x.dados.itens.map((it, ordem) => ({
            id_conta: l.ctx.idConta,
            id_orcamento: novos[n] ?? 0,
            id_tratamento: x.itens[ordem]?.t ?? 0,
            id_profissional: x.itens[ordem]?.pr ?? 0,
            nome: it.nome,
            valor_venda: it.valor_venda,
            quantidade: it.quantidade,
            valor_pacote: it.valor_pacote,
            ordem,
          })),
        );
        if (linhas.length > 0) await trx.insertInto('orcamento_item').values(linhas).execute();
        return novos;
      },
      c,
    );
    prontos.forEach((item, n) => {
      const id = feitos[n];
      if (id !== null && id !== undefined) l.mapear(item.chave, id, true);
    });
    return c;
  },
};

/**
 * A transaction and its payments: what it points at through the map. An optional reference
 * (patient, budget, category, bank) not found here is left empty and said; a payment's type is
 * required (the payment can't be kept without it), so such a transaction is refused. Its payments
 * are mapped too (`pagamento:<old id>:<n>`), so undo knows which payments the import made.
 */
export const transacoes: Etapa<TransacaoImportada> = {
  caminho: CAMINHOS_API.transacoes,
  ler: lerTransacao,
  gravar: async (l) => {
    const c = zero();
    const ref = await referencias(l as Lote<unknown>, {
      pacientes: l.itens.map((i) => i.dados.paciente),
      orcamentos: l.itens.map((i) => i.dados.orcamento),
      categorias: l.itens.map((i) => i.dados.categoria),
      bancos: l.itens.map((i) => i.dados.banco),
      tipos_pagamento: l.itens.flatMap((i) => i.dados.pagamentos.map((p) => p.tipoPagamento)),
    });
    type Pronto = Lote<TransacaoImportada>['itens'][number] & {
      p: number | null;
      o: number | null;
      cat: number | null;
      b: number | null;
      tipos: number[];
    };
    const prontos: Pronto[] = [];
    for (const item of l.itens) {
      const d = item.dados;
      const tipos = d.pagamentos.map((p) => ref('tipos_pagamento', p.tipoPagamento));
      if (tipos.some((t) => t === null)) {
        c.ignorados++;
        l.registrar(item.linha, 'erro', I.semReferencia('O tipo de pagamento'));
        continue;
      }
      const p = ref('pacientes', d.paciente);
      const o = ref('orcamentos', d.orcamento);
      const cat = ref('categorias', d.categoria);
      const b = ref('bancos', d.banco);
      for (const [oque, antigo, novo] of [
        ['O paciente', d.paciente, p],
        ['O orçamento', d.orcamento, o],
        ['A categoria', d.categoria, cat],
        ['O banco', d.banco, b],
      ] as const) {
        if (antigo && novo === null)
          l.registrar(
            item.linha,
            'aviso',
            `${oque} deste lançamento não foi importado: lançamento importado sem ele.`,
          );
      }
      prontos.push({ ...item, p, o, cat, b, tipos: tipos.map((t) => t ?? 0) });
    }
    const pagamentosMapa: { chave: string; id: number }[] = [];
    const feitos = await inserirTodos(
      l,
      prontos,
      async (trx, lote) => {
        const ps = lote as Pronto[];
        const novos = ids(
          await trx
            .insertInto('transacao')
            .values(
              ps.map((x) => ({
                id_conta: l.ctx.idConta,
                tipo: x.dados.tipo,
                id_paciente: x.p,
                id_orcamento: x.o,
                id_categoria: x.cat,
                id_banco: x.b,
                descricao: x.dados.descricao,
                observacao: x.dados.observacao,
                vencimento: x.dados.vencimento,
                valor_total: x.dados.valor_total,
                valor_pago: x.dados.pagamentos.reduce((s, p) => s + p.valor, 0),
              })),
            )
            .returning('id')
            .execute(),
        );
        const linhas = ps.flatMap((x, n) =>
          x.dados.pagamentos.map((p, k) => ({
            chave: `pagamento:${x.chave.slice(3)}:${k}`,
            v: {
              id_conta: l.ctx.idConta,
              id_transacao: novos[n] ?? 0,
              id_tipo_pagamento: x.tipos[k] ?? 0,
              tipo: x.dados.tipo,
              valor: p.valor,
              data: p.data,
              qnt_parcelas: p.qnt_parcelas,
            },
          })),
        );
        if (linhas.length > 0) {
          const pags = ids(
            await trx
              .insertInto('pagamento')
              .values(linhas.map((x) => x.v))
              .returning('id')
              .execute(),
          );
          linhas.forEach((x, k) => {
            const id = pags[k];
            if (id !== undefined) pagamentosMapa.push({ chave: x.chave, id });
          });
        }
        return novos;
      },
      c,
    );
    prontos.forEach((item, n) => {
      const id = feitos[n];
      if (id !== null && id !== undefined) l.mapear(item.chave, id, true);
    });
    for (const p of pagamentosMapa) l.mapear(p.chave, p.id, true);
    return c;
  },
};
