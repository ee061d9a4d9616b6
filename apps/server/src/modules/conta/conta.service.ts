import type { Conta } from '@clinica/contracts';
import type { Selectable } from 'kysely';
import type { DB } from '../../db/schema.gen';
import type { Deps } from '../../platform/deps';
import { naoEncontrado } from '../../platform/errors';
import { buscarContaPorId } from './conta.repository';
import { urlDoLogo } from './logo.service';

/** The account in the API's shape. The logo is a URL, never the bytes (DECISIONS.md 8). */
export async function obterContaApi(deps: Deps, idConta: number): Promise<Conta> {
  const c = await buscarContaPorId(deps.db, idConta);
  if (!c) throw naoEncontrado();
  return contaApi(deps, c);
}

/** The account row in the API's shape. */
export function contaApi(deps: Deps, c: Selectable<DB['conta']>): Conta {
  return {
    id: c.id,
    nome: c.nome,
    tipo: c.tipo,
    documento: c.documento,
    cep: c.cep,
    endereco: c.endereco,
    numero: c.numero,
    complemento: c.complemento,
    bairro: c.bairro,
    cidade: c.cidade,
    estado: c.estado,
    imagem_perfil: urlDoLogo(deps, c.id, c.id_logo),
    plano: c.plano,
    codigo_checkout: c.codigo_checkout,
    codigo_cliente: c.codigo_cliente,
    status: c.status,
    cupom: c.cupom,
    criado_em: c.criado_em.toISOString(),
    atualizado_em: c.atualizado_em.toISOString(),
  };
}
