import { CHAVES_PERMISSAO, MSG, type Registro } from '@clinica/contracts';
import { CATEGORIAS_INICIAIS, TIPOS_PAGAMENTO_INICIAIS } from '@clinica/domain';
import type { Db } from '../../db/kysely';
import type { Deps, Origem } from '../../platform/deps';
import { DomainError } from '../../platform/errors';
import { traduzirViolacoes } from '../../platform/erros-pg';
import { exigirSenhaAceitavel } from '../../platform/senha-aceitavel';
import { registrarEvento } from '../auditoria/auditoria.service';
import { inserirConta } from '../conta/conta.repository';
import { criarPerfil } from '../perfil/perfil.repository';
import { buscarUsuarioPorEmail } from '../sessao/sessao.repository';

const NOME_PERFIL_PADRAO = 'Administrador';

/**
 * Sign-up from the public APIs: counted per IP first. The 409 for a taken e-mail stays (the
 * person signing up needs to hear it, and sign-up logs them in with what they typed), so the
 * limit is what keeps it from confirming registered e-mails in bulk (docs/decisions.md).
 */
export async function cadastrarContaPublica(deps: Deps, origem: Origem, input: Registro) {
  await deps.limiteCadastro.consumir(origem.ip);
  return cadastrarConta(deps, origem, input, { cadastrosIniciais: true });
}

export type OpcoesCadastro = {
  /**
   * Start with the domain's payment types and expense categories (issue 40): what the public
   * sign-up and the demo clinic get. Off by default, so the test factories' clinics stay bare and
   * every test that counts rows counts only its own.
   */
  cadastrosIniciais?: boolean;
};

/** The first payment types and expense categories, two statements in the sign-up's transaction. */
async function inserirCadastrosIniciais(trx: Db, idConta: number) {
  await trx
    .insertInto('tipo_pagamento')
    .values(
      TIPOS_PAGAMENTO_INICIAIS.map((t) => ({ id_conta: idConta, nome: t.nome, tipo: t.tipo, taxa: t.taxa })),
    )
    .execute();
  await trx
    .insertInto('categoria')
    .values(CATEGORIAS_INICIAIS.map((nome) => ({ id_conta: idConta, nome })))
    .execute();
}

/**
 * Sign-up (POST /conta): the account, its default access profile (every function), its
 * first user, an ADM, and (with `cadastrosIniciais`) its first registries, in one transaction. A taken e-mail answers 409. Test factories
 * call this one directly (they are not HTTP clients, so no per-IP limit).
 */
export async function cadastrarConta(
  deps: Deps,
  origem: Origem,
  input: Registro,
  opcoes: OpcoesCadastro = {},
) {
  exigirSenhaAceitavel(input.usuario.senha, input.usuario.email);
  if (await buscarUsuarioPorEmail(deps.db, input.usuario.email))
    throw new DomainError('CONFLITO', MSG.registro.emailEmUso);
  const senhaHash = await deps.senhas.gerarHash(input.usuario.senha);
  // Two sign-ups racing for one e-mail: the unique index decides.
  return traduzirViolacoes(
    () =>
      deps.db.transaction().execute(async (trx) => {
        const idConta = await inserirConta(trx, {
          nome: input.nome,
          tipo: input.tipo,
          referencia: input.referencia ?? null,
          id_vendedor: input.id_vendedor ?? null,
          cupom: input.cupom ?? false,
        });
        const idPerfil = await criarPerfil(trx, idConta, NOME_PERFIL_PADRAO, CHAVES_PERMISSAO);
        const { id: idUsuario } = await trx
          .insertInto('usuario')
          .values({
            id_conta: idConta,
            nome: input.usuario.nome,
            email: input.usuario.email,
            senha_hash: senhaHash,
            whatsapp: input.usuario.whatsapp,
            tipo: 'ADM',
            id_perfil: idPerfil,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (opcoes.cadastrosIniciais) await inserirCadastrosIniciais(trx, idConta);
        await registrarEvento(trx, {
          idConta,
          idUsuario,
          acao: 'cadastro',
          descricao: 'Conta criada',
          origem,
        });
        return { message: MSG.registro.sucesso, id_conta: idConta, id_usuario: idUsuario };
      }),
    { unica: MSG.registro.emailEmUso },
  );
}
