import { type Assessor, type assessorInputSchema, MSG, type Pagina } from '@clinica/contracts';
import type { z } from 'zod';
import type { PaginaPedida } from '../../db/lista';
import type { Ator } from '../../platform/ator';
import type { Deps, Origem } from '../../platform/deps';
import { traduzirViolacoes } from '../../platform/erros-pg';
import { exigirSenhaAceitavel } from '../../platform/senha-aceitavel';
import { ehOperadorLoja } from '../loja-base/loja-base.service';
import { registrarLogLoja } from '../loja-log/log-loja.registro';
import { inserirAssessor, listarAssessores } from './assessor.repository';

type Linha = { id: number; nome: string; email: string; whatsapp: string | null; criado_em: Date };
const paraApi = (u: Linha): Assessor => ({
  id: u.id,
  fullName: u.nome,
  email: u.email,
  whatsapp: u.whatsapp,
  role: 'admin_store',
  createdAt: u.criado_em.toISOString(),
});

export async function listarAssessoresDaLoja(
  deps: Deps,
  ator: Ator,
  p: PaginaPedida,
): Promise<Pagina<Assessor>> {
  const r = await listarAssessores(deps.db, ator.idConta, ehOperadorLoja(ator) ? null : ator.idUsuario, p);
  return { itens: r.itens.map(paraApi), total: r.total };
}

/**
 * 'Novo Assessor': a user of the operator's account with role admin_store, the password hashed
 * and checked as every new user's is; an e-mail already used anywhere answers 409.
 */
export async function criarAssessor(
  deps: Deps,
  ator: Ator,
  origem: Origem | null,
  input: z.output<typeof assessorInputSchema>,
): Promise<Assessor> {
  exigirSenhaAceitavel(input.password, input.email);
  const senha_hash = await deps.senhas.gerarHash(input.password);
  return traduzirViolacoes(
    () =>
      deps.db.transaction().execute(async (trx) => {
        const u = await inserirAssessor(trx, ator.idConta, {
          nome: input.full_name,
          email: input.email,
          whatsapp: input.whatsapp,
          senha_hash,
        });
        await registrarLogLoja(trx, ator, origem, 'loja.assessor.criado', `Assessor #${u.id} cadastrado`);
        return paraApi(u);
      }),
    { unica: MSG.assessores.emailEmUso },
  );
}
