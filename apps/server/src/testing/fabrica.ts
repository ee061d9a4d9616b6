import { randomBytes } from 'node:crypto';
import type { StatusCobranca, TipoUsuario } from '@clinica/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/kysely';
import { cadastrarConta } from '../modules/cadastro/cadastro.service';
import { criarPerfil } from '../modules/perfil/perfil.repository';
import type { Deps } from '../platform/deps';
import { criarSenhas, PARAMETROS_TESTE } from '../platform/senha';
import { entrar } from './http';

const senhasDeTeste = criarSenhas(PARAMETROS_TESTE);

export const SENHA_PADRAO = 'Girassol#2025';

export const emailUnico = (prefixo = 'u') =>
  `${prefixo}.${Date.now()}.${randomBytes(4).toString('hex')}@teste.com.br`;

export type ClinicaDeTeste = { idConta: number; idUsuario: number; email: string; senha: string };

/**
 * A clinic made through the real sign-up service, with the subscription the test asks for
 * (active by default; null for none).
 */
export async function criarClinica(
  deps: Deps,
  opts: { nome?: string; cobranca?: StatusCobranca | null } = {},
): Promise<ClinicaDeTeste> {
  const email = emailUnico('adm');
  const r = await cadastrarConta(
    deps,
    { ip: '127.0.0.1', userAgent: 'teste' },
    {
      nome: opts.nome ?? 'Clínica de Teste',
      tipo: 'clinica',
      usuario: { nome: 'Administradora Teste', email, senha: SENHA_PADRAO, whatsapp: '5511987654321' },
    },
  );
  const status = opts.cobranca === undefined ? 'active' : opts.cobranca;
  if (status) await definirCobranca(deps.db, r.id_conta, status);
  return { idConta: r.id_conta, idUsuario: r.id_usuario, email, senha: SENHA_PADRAO };
}

export async function definirCobranca(db: Db, idConta: number, status: StatusCobranca | null) {
  await db.deleteFrom('cobranca').where('id_conta', '=', idConta).execute();
  if (!status) return;
  const agora = new Date();
  await db
    .insertInto('cobranca')
    .values({
      id_conta: idConta,
      status,
      price_id: 'price_teste',
      provedor: 'teste',
      current_period_start: agora,
      current_period_end: new Date(agora.getTime() + 30 * 86_400_000),
    })
    .execute();
}

/** A non-ADM user of a clinic whose profile holds exactly the given keys. */
export async function criarUsuarioComPermissoes(
  db: Db,
  idConta: number,
  chaves: readonly string[],
  opts: { tipo?: TipoUsuario; ativo?: boolean; nome?: string } = {},
) {
  const nome = opts.nome ?? 'Usuária Limitada';
  const idPerfil = await criarPerfil(db, idConta, `Perfil ${randomBytes(3).toString('hex')}`, chaves);
  const email = emailUnico('usuario');
  const { id } = await db
    .insertInto('usuario')
    .values({
      id_conta: idConta,
      nome,
      email,
      senha_hash: await senhasDeTeste.gerarHash(SENHA_PADRAO),
      tipo: opts.tipo ?? 'USUARIO',
      id_perfil: idPerfil,
      ativo: opts.ativo ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { idUsuario: id, idPerfil, email, senha: SENHA_PADRAO, nome };
}

/** A new clinic and its owner's bearer token, logged in through REST: how most API tests start. */
export async function clinicaComToken(t: { deps: Deps; app: FastifyInstance }) {
  const c = await criarClinica(t.deps);
  return { ...c, token: await entrar(t.app, c.email, c.senha) };
}
