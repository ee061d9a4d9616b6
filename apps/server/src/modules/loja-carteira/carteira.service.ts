import { randomBytes } from 'node:crypto';
import {
  type MovimentoCarteira,
  MSG,
  type Pagina,
  type ResumoCarteira,
  type SaqueDaLoja,
} from '@clinica/contracts';
import { formatarCentavos, recusaDoSaque, resumoCarteira } from '@clinica/domain';
import type { Db } from '../../db/kysely';
import type { PaginaPedida } from '../../db/lista';
import type { Ator } from '../../platform/ator';
import type { Deps, Origem } from '../../platform/deps';
import { DomainError } from '../../platform/errors';
import { traduzirViolacoes } from '../../platform/erros-pg';
import { lojaDoAtor } from '../loja-base/loja-base.service';
import { registrarLogLoja } from '../loja-log/log-loja.registro';
import { movimentoParaApi, saqueParaApi } from './carteira.mapeamento';
import {
  buscarSaquePendente,
  garantirCarteira,
  inserirSaque,
  listarMovimentos,
  listarSaquesDaLoja,
  somasDaCarteira,
  travarCarteira,
} from './carteira.repository';

const M = MSG.carteira;

/** Balance and toRelease of a store at `agora` (the rule is the domain's). */
export async function saldoDaLoja(db: Db, idConta: number, idLoja: number, agora: Date) {
  return resumoCarteira(await somasDaCarteira(db, idConta, idLoja, agora));
}

/** The two cards and the pending request of the caller's own store. */
export async function obterResumoCarteira(deps: Deps, ator: Ator): Promise<ResumoCarteira> {
  const loja = await lojaDoAtor(deps, ator);
  const [resumo, pendente] = await Promise.all([
    saldoDaLoja(deps.db, ator.idConta, loja.id, deps.agora()),
    buscarSaquePendente(deps.db, ator.idConta, loja.id),
  ]);
  return {
    id_loja: loja.id,
    balance: resumo.saldo,
    toRelease: resumo.aLiberar,
    pendente: pendente ? saqueParaApi(pendente) : null,
  };
}

export async function listarHistoricoCarteira(
  deps: Deps,
  ator: Ator,
  p: PaginaPedida,
): Promise<Pagina<MovimentoCarteira>> {
  const loja = await lojaDoAtor(deps, ator);
  const r = await listarMovimentos(deps.db, ator.idConta, loja.id, p);
  return { itens: r.itens.map(movimentoParaApi), total: r.total };
}

export async function listarSaquesDaCarteira(
  deps: Deps,
  ator: Ator,
  p: PaginaPedida,
): Promise<Pagina<SaqueDaLoja>> {
  const loja = await lojaDoAtor(deps, ator);
  const r = await listarSaquesDaLoja(deps.db, ator.idConta, loja.id, p);
  return { itens: r.itens.map(saqueParaApi), total: r.total };
}

const RECUSA = {
  VALOR_INVALIDO: () => new DomainError('ENTRADA_INVALIDA', M.valorInvalido),
  SAQUE_PENDENTE: () => new DomainError('CONFLITO', M.saquePendente),
  SALDO_INSUFICIENTE: () => new DomainError('CONFLITO', M.saldoInsuficiente),
} as const;

/**
 * 'Solicitar saque': under the wallet's row lock, read the balance and the pending request,
 * let the domain decide, insert. Concurrent requests of one store run one after the other, so
 * at most one is pending and none asks for more than the balance; the partial unique index
 * (one pending per store) refuses a second one even if this code were wrong.
 */
export async function solicitarSaque(
  deps: Deps,
  ator: Ator,
  origem: Origem | null,
  valor: number,
): Promise<SaqueDaLoja> {
  const loja = await lojaDoAtor(deps, ator);
  return traduzirViolacoes(
    () =>
      deps.db.transaction().execute(async (trx) => {
        await garantirCarteira(trx, ator.idConta, loja.id);
        await travarCarteira(trx, ator.idConta, loja.id);
        const [{ saldo }, pendente] = await Promise.all([
          saldoDaLoja(trx, ator.idConta, loja.id, deps.agora()),
          buscarSaquePendente(trx, ator.idConta, loja.id),
        ]);
        const recusa = recusaDoSaque({ valor, saldo, temPendente: pendente !== undefined });
        if (recusa) throw RECUSA[recusa]();
        const saque = await inserirSaque(trx, {
          idConta: ator.idConta,
          idLoja: loja.id,
          valor,
          token: randomBytes(16).toString('base64url'),
          idSolicitante: ator.idUsuario,
        });
        await registrarLogLoja(
          trx,
          ator,
          origem,
          'loja.saque.solicitado',
          `Saque #${saque.id} de ${formatarCentavos(valor)} solicitado — ${loja.nome}`,
        );
        return saqueParaApi(saque);
      }),
    { unica: M.saquePendente },
  );
}
