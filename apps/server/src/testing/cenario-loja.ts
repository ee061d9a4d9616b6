import { randomBytes } from 'node:crypto';
import type { PapelLoja } from '@clinica/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/kysely';
import type { Deps } from '../platform/deps';
import { criarSenhas, PARAMETROS_TESTE } from '../platform/senha';
import { type ClinicaDeTeste, criarClinica, emailUnico, SENHA_PADRAO } from './fabrica';
import { entrar } from './http';

const senhas = criarSenhas(PARAMETROS_TESTE);

/** A user of a clinic with the given store role (issue 16), no clinic profile. */
export async function criarUsuarioLoja(db: Db, idConta: number, papel: PapelLoja, nome = 'Pessoa da Loja') {
  const email = emailUnico(`loja-${papel}`);
  const { id } = await db
    .insertInto('usuario')
    .values({
      id_conta: idConta,
      nome,
      email,
      senha_hash: await senhas.gerarHash(SENHA_PADRAO),
      whatsapp: '5511987654321',
      tipo: 'USUARIO',
      papel_loja: papel,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { idUsuario: id, email, senha: SENHA_PADRAO };
}

/** A store of a clinic, linked to `idUsuario` (its owner) when given. */
export async function criarLoja(db: Db, idConta: number, idUsuario: number | null, nome = 'Loja Teste') {
  const slug = `loja-${randomBytes(4).toString('hex')}`;
  const { id } = await db
    .insertInto('loja')
    .values({ id_conta: idConta, id_usuario: idUsuario, nome, slug, categoria: 'DJ', descricao: 'Uma loja' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, slug };
}

export type UsuarioLojaDeTeste = {
  idUsuario: number;
  token: string;
  idLoja: number | null;
  slug: string | null;
};

/**
 * The store back office's cast: in clinic A the operator (admin, with a store), two store owners
 * (admin_store, each with a store) and a clinic user without a store role; clinic B with its own
 * operator and store (its ids answer 404 in A).
 */
export type CenarioLoja = {
  a: ClinicaDeTeste;
  b: ClinicaDeTeste;
  operador: UsuarioLojaDeTeste;
  dono: UsuarioLojaDeTeste;
  outroDono: UsuarioLojaDeTeste;
  semPapel: UsuarioLojaDeTeste;
  operadorB: UsuarioLojaDeTeste;
};

export async function criarCenarioLoja(deps: Deps, app: FastifyInstance): Promise<CenarioLoja> {
  const a = await criarClinica(deps, { nome: 'Clínica A' });
  const b = await criarClinica(deps, { nome: 'Clínica B' });
  const pessoa = async (c: ClinicaDeTeste, papel: PapelLoja, comLoja: boolean, nome: string) => {
    const u = await criarUsuarioLoja(deps.db, c.idConta, papel, nome);
    const loja = comLoja ? await criarLoja(deps.db, c.idConta, u.idUsuario, `Loja de ${nome}`) : null;
    return {
      idUsuario: u.idUsuario,
      token: await entrar(app, u.email, u.senha),
      idLoja: loja?.id ?? null,
      slug: loja?.slug ?? null,
    };
  };
  return {
    a,
    b,
    operador: await pessoa(a, 'admin', true, 'Operadora'),
    dono: await pessoa(a, 'admin_store', true, 'Dona'),
    outroDono: await pessoa(a, 'admin_store', true, 'Outro Dono'),
    semPapel: await pessoa(a, 'nenhum', false, 'Recepcionista'),
    operadorB: await pessoa(b, 'admin', true, 'Operador B'),
  };
}
