import {
  type Cupom,
  type CupomEdicao,
  type CupomInput,
  cupomEdicaoSchema,
  cupomInputSchema,
  MSG,
  type Pagina,
} from '@clinica/contracts';
import { normalizarCodigoCupom, quantidadeCupomValida, type TipoCupom } from '@clinica/domain';
import type { PaginaPedida } from '../../db/lista';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { traduzirViolacoes } from '../../platform/erros-pg';
import { lojaDoAtor } from '../loja-base/loja-base.service';
import { type Enviado, validar } from '../loja-base/validar';
import {
  atualizarCupom,
  buscarCupom,
  codigoEmUso,
  inserirCupom,
  listarCupons,
} from './loja-cupom.repository';

/** The caller's store as the coupons' owner (404 when none is linked to them). */
async function dono(deps: Deps, ator: Ator) {
  const loja = await lojaDoAtor(deps, ator);
  return { idConta: ator.idConta, idLoja: loja.id };
}

/** A page of the caller's store's coupons (the screen: 5 per page), or a batch of REST's whole list. */
export async function listarCuponsDaLoja(deps: Deps, ator: Ator, p: PaginaPedida): Promise<Pagina<Cupom>> {
  return listarCupons(deps.db, await dono(deps, ator), p);
}

/** Whether a code is free in the caller's store (the dialog's 'Cupom já cadastrado' before saving). */
export async function codigoCupomLivre(deps: Deps, ator: Ator, codigo: string, id?: number) {
  const c = normalizarCodigoCupom(codigo);
  return { livre: !(await codigoEmUso(deps.db, await dono(deps, ator), c, id)) };
}

/** NEW: the unique index decides between two racing saves; the loser gets 'Cupom já cadastrado' (409). */
export async function criarCupom(deps: Deps, ator: Ator, entrada: Enviado<CupomInput>): Promise<Cupom> {
  const input = validar(cupomInputSchema, entrada);
  const d = await dono(deps, ator);
  const linha = await traduzirViolacoes(() => inserirCupom(deps.db, d, input), {
    unica: MSG.cupons.duplicado,
  });
  return linha;
}

/** One coupon of the caller's store (another store's answers 404, as a missing one). */
export async function obterCupom(deps: Deps, ator: Ator, id: number): Promise<Cupom> {
  const atual = await buscarCupom(deps.db, await dono(deps, ator), id);
  if (!atual) throw naoEncontrado(MSG.cupons.naoEncontrado);
  return atual;
}

/**
 * EDIT: only the quantity and the validity change (code, discount and type are read-only,
 * spec 03 §8). `imutaveis`, when the caller sent them (REST clients send the whole form), must
 * equal the stored ones.
 */
export async function editarCupom(
  deps: Deps,
  ator: Ator,
  entrada: Enviado<CupomEdicao>,
  imutaveis: { codigo?: string; tipo?: TipoCupom; desconto?: number } = {},
): Promise<Cupom> {
  const input = validar(cupomEdicaoSchema, entrada);
  const d = await dono(deps, ator);
  const atual = await buscarCupom(deps.db, d, input.id);
  if (!atual) throw naoEncontrado(MSG.cupons.naoEncontrado);
  const mudou =
    (imutaveis.codigo !== undefined && imutaveis.codigo !== atual.codigo) ||
    (imutaveis.tipo !== undefined && imutaveis.tipo !== atual.tipo) ||
    (imutaveis.desconto !== undefined && imutaveis.desconto !== atual.desconto);
  if (mudou) throw new DomainError('ENTRADA_INVALIDA', MSG.cupons.somenteLeitura);
  if (!quantidadeCupomValida(input.quantidade, atual.quantidade_usada)) {
    throw new DomainError('ENTRADA_INVALIDA', MSG.cupons.quantidadeMenorQueUsada);
  }
  const linha = await atualizarCupom(
    deps.db,
    d,
    input.id,
    { quantidade: input.quantidade, validade: input.validade },
    deps.agora(),
  );
  if (!linha) throw new DomainError('CONFLITO', MSG.cupons.quantidadeMenorQueUsada);
  return linha;
}
