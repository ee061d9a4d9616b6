import {
  MSG,
  type Pagina,
  type Usuario,
  type usuarioCreateSchema,
  type usuarioUpdateSchema,
} from '@clinica/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/kysely';
import type { PaginaPedida } from '../../db/lista';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { naoEncontrado } from '../../platform/errors';
import { traduzirViolacoes } from '../../platform/erros-pg';
import { exigirSenhaAceitavel } from '../../platform/senha-aceitavel';
import { contarUnidadesDaConta } from '../unidade/unidade.repository';
import { exigirConcessao } from './concessao.service';
import { exigirManterAdm } from './ultimo-adm.service';
import { paraApi } from './usuario.mapeamento';
import {
  atualizarUsuario,
  buscarUsuario,
  type FiltroUsuarios,
  inserirUsuario,
  listarUsuarios,
  perfilDaConta,
  substituirUnidades,
} from './usuario.repository';

type Criacao = z.output<typeof usuarioCreateSchema>;
type Edicao = z.output<typeof usuarioUpdateSchema>;

export async function listarUsuariosDaClinica(
  deps: Deps,
  ator: Ator,
  p: PaginaPedida & FiltroUsuarios,
): Promise<Pagina<Usuario>> {
  const r = await listarUsuarios(deps.db, ator.idConta, p);
  return { itens: await paraApi(deps.db, ator.idConta, r.itens), total: r.total };
}

export async function obterUsuario(db: Db, idConta: number, id: number): Promise<Usuario> {
  const linha = await buscarUsuario(db, idConta, id);
  if (!linha) throw naoEncontrado(MSG.usuarios.naoEncontrado);
  const [u] = await paraApi(db, idConta, [linha]);
  return u!;
}

/** The profile and the units must be the clinic's own. */
async function conferirReferencias(db: Db, idConta: number, input: Edicao) {
  if (!(await perfilDaConta(db, idConta, input.id_perfil))) throw naoEncontrado(MSG.usuarios.perfilInvalido);
  const unidades = [...new Set(input.clinicas)];
  if ((await contarUnidadesDaConta(db, idConta, unidades)) !== unidades.length) {
    throw naoEncontrado(MSG.usuarios.unidadeInvalida);
  }
  return unidades;
}

function comEmailUnico<T>(fn: () => Promise<T>): Promise<T> {
  return traduzirViolacoes(fn, { unica: MSG.usuarios.emailEmUso });
}

export async function criarUsuario(deps: Deps, ator: Ator, input: Criacao): Promise<Usuario> {
  exigirSenhaAceitavel(input.senha, input.email);
  const senha_hash = await deps.senhas.gerarHash(input.senha);
  const { clinicas: _c, senha: _s, ...dados } = input;
  return comEmailUnico(() =>
    deps.db.transaction().execute(async (trx) => {
      const unidades = await conferirReferencias(trx, ator.idConta, input);
      await exigirConcessao(trx, ator, null, { tipo: input.tipo, id_perfil: input.id_perfil });
      const id = await inserirUsuario(trx, ator.idConta, { ...dados, senha_hash });
      await substituirUnidades(trx, ator.idConta, id, unidades);
      return obterUsuario(trx, ator.idConta, id);
    }),
  );
}

export async function editarUsuario(deps: Deps, ator: Ator, id: number, input: Edicao): Promise<Usuario> {
  const { clinicas: _c, ...dados } = input;
  return comEmailUnico(() =>
    deps.db.transaction().execute(async (trx) => {
      await exigirConcessao(trx, ator, id, { tipo: input.tipo, id_perfil: input.id_perfil });
      await exigirManterAdm(trx, ator.idConta, [
        { id, depois: (antes) => ({ tipo: input.tipo, ativo: antes.ativo }) },
      ]);
      const unidades = await conferirReferencias(trx, ator.idConta, input);
      await atualizarUsuario(trx, ator.idConta, id, dados);
      await substituirUnidades(trx, ator.idConta, id, unidades);
      return obterUsuario(trx, ator.idConta, id);
    }),
  );
}

/** Activate or deactivate; a deactivated user's token stops working on the next request. */
export async function definirAtivo(deps: Deps, ator: Ator, id: number, ativo: boolean): Promise<Usuario> {
  return deps.db.transaction().execute(async (trx) => {
    await exigirConcessao(trx, ator, id, 'manter');
    await exigirManterAdm(trx, ator.idConta, [{ id, depois: (antes) => ({ tipo: antes.tipo, ativo }) }]);
    await atualizarUsuario(trx, ator.idConta, id, { ativo });
    return obterUsuario(trx, ator.idConta, id);
  });
}
