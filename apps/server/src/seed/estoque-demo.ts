import { registrarMovimentacao } from '../modules/estoque/movimentacao.service';
import { criarProduto } from '../modules/estoque/produto.service';
import type { Ator } from '../platform/ator';
import type { Deps } from '../platform/deps';
import { type CalendarioDemo, somarDias } from './calendario-demo';
import type { EquipeDemo } from './equipe-demo';

/**
 * The demo's stock through the stock's own service: products in stock, one below its minimum with
 * a lot expiring soon, one used up — so /produtos and the dashboard show each situation — and the
 * professionals' exits, so the movements list who took what.
 */
export async function semearEstoqueDemo(deps: Deps, ator: Ator, cal: CalendarioDemo, equipe: EquipeDemo) {
  const emDias = (n: number) => somarDias(cal.hoje, n);
  const [, rafael = ator.idUsuario, camila = ator.idUsuario] = equipe.profissionais;
  const entrada = (id: number, quantidade: number, preco_custo: number, vencimento: string | null) =>
    registrarMovimentacao(deps, ator, {
      tipo: 'ENTRADA',
      id_produto: id,
      quantidade,
      preco_custo,
      vencimento,
      observacao: null,
      id_unidade: null,
    });
  const saida = (id: number, quantidade: number, idUsuario = ator.idUsuario) =>
    registrarMovimentacao(deps, ator, {
      tipo: 'SAIDA',
      id_produto: id,
      quantidade,
      id_usuario: idUsuario,
      observacao: null,
      id_unidade: null,
    });
  const luva = await criarProduto(deps, ator, { nome: 'Luva nitrílica (caixa com 100)', qnt_minima: 5 });
  await entrada(luva.id, 10, 3_890, emDias(400));
  await entrada(luva.id, 10, 4_290, emDias(500));
  await saida(luva.id, 4);
  const anestesico = await criarProduto(deps, ator, { nome: 'Anestésico lidocaína 2%', qnt_minima: 20 });
  await entrada(anestesico.id, 12, 1_150, emDias(21));
  await saida(anestesico.id, 3);
  const sugador = await criarProduto(deps, ator, { nome: 'Sugador descartável', qnt_minima: 50 });
  await entrada(sugador.id, 40, 35, null);
  await saida(sugador.id, 40);
  // Issue 40: the professionals' own use of the materials.
  const resina = await criarProduto(deps, ator, { nome: 'Resina composta A2 (seringa 4 g)', qnt_minima: 4 });
  await entrada(resina.id, 15, 8_990, emDias(300));
  await saida(resina.id, 3, rafael);
  await saida(resina.id, 2, camila);
}
