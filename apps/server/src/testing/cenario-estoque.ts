import type { AppDeTeste } from './app-de-teste';
import { clinicaComAgenda } from './cenario-agenda';
import { trpc } from './http';

/* The scene the stock contract tests share: the agenda's clinic (ADM token, professionals). */

let seq = 0;

export const clinicaComEstoque = clinicaComAgenda;
export type ClinicaEstoque = Awaited<ReturnType<typeof clinicaComEstoque>>;

/** A new product (unique name in the run), through tRPC; returns its id. */
export async function novoProduto(t: AppDeTeste, token: string, extra: Record<string, unknown> = {}) {
  const r = await trpc(
    t.app,
    'mutation',
    'produto.create',
    { nome: `Produto ${seq++}`, qnt_minima: 0, ...extra },
    token,
  );
  if (r.status !== 200) throw new Error(`produto.create: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id as number;
}

/** An entry (cents) through tRPC. */
export function entrada(
  t: AppDeTeste,
  token: string,
  idProduto: number,
  quantidade: number,
  precoCusto: number,
  extra: Record<string, unknown> = {},
) {
  return trpc(
    t.app,
    'mutation',
    'movimentacao.create',
    {
      tipo: 'ENTRADA',
      id_produto: idProduto,
      quantidade,
      preco_custo: precoCusto,
      vencimento: null,
      ...extra,
    },
    token,
  );
}

/** An exit through tRPC. */
export function saida(
  t: AppDeTeste,
  token: string,
  idProduto: number,
  quantidade: number,
  extra: Record<string, unknown> = {},
) {
  return trpc(
    t.app,
    'mutation',
    'movimentacao.create',
    { tipo: 'SAIDA', id_produto: idProduto, quantidade, id_usuario: null, ...extra },
    token,
  );
}
