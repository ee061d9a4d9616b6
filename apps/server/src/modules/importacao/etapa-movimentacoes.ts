import { MSG } from '@clinica/contracts';
import { lerMovimentacao, type MovimentacaoImportada } from '@clinica/domain';
import type { Etapa, Lote } from './etapas-api';
import { CAMINHOS_API, ids, inserirTodos, referencias, zero } from './etapas-comum';

const I = MSG.importacao;

/**
 * Stock movements are the product's history: the product came with the stock the old system
 * counts, so a movement here does not move it again (an entry's lot balance is 0: the imported
 * stock has no lots to expire); the product's movement count grows so the menus treat it as moved.
 */
export const movimentacoes: Etapa<MovimentacaoImportada> = {
  caminho: CAMINHOS_API.movimentacoes,
  ler: lerMovimentacao,
  gravar: async (l) => {
    const c = zero();
    const ref = await referencias(l as Lote<unknown>, {
      produtos: l.itens.map((i) => i.dados.produto),
      profissionais: l.itens.map((i) => i.dados.profissional),
    });
    type Pronto = Lote<MovimentacaoImportada>['itens'][number] & { p: number; u: number | null };
    const prontos: Pronto[] = [];
    for (const item of l.itens) {
      const p = ref('produtos', item.dados.produto);
      if (p === null) {
        c.ignorados++;
        l.registrar(item.linha, 'erro', I.semReferencia('O produto'));
        continue;
      }
      const u = ref('profissionais', item.dados.profissional);
      if (item.dados.profissional && u === null)
        l.registrar(item.linha, 'aviso', 'O profissional desta saída não foi importado: importada sem ele.');
      prontos.push({ ...item, p, u });
    }
    const feitos = await inserirTodos(
      l,
      prontos,
      async (trx, lote) => {
        const ps = lote as Pronto[];
        const novos = ids(
          await trx
            .insertInto('movimentacao')
            .values(
              ps.map((x) => ({
                id_conta: l.ctx.idConta,
                id_produto: x.p,
                id_usuario: x.u,
                tipo: x.dados.tipo,
                quantidade: x.dados.quantidade,
                preco_custo: x.dados.preco_custo,
                valor_total: x.dados.quantidade * x.dados.preco_custo,
                vencimento: x.dados.vencimento,
                saldo_lote: x.dados.tipo === 'ENTRADA' ? 0 : null,
                observacao: x.dados.observacao,
                ...(x.dados.criado_em ? { criado_em: x.dados.criado_em } : {}),
              })),
            )
            .returning('id')
            .execute(),
        );
        const porProduto = new Map<number, number>();
        for (const x of ps) porProduto.set(x.p, (porProduto.get(x.p) ?? 0) + 1);
        for (const [id, n] of porProduto)
          await trx
            .updateTable('produto')
            .set((eb) => ({ qnt_movimentacoes: eb('qnt_movimentacoes', '+', n) }))
            .where('id_conta', '=', l.ctx.idConta)
            .where('id', '=', id)
            .execute();
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
