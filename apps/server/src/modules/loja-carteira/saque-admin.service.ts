import { type DecisaoSaque, MSG, type Pagina, type SaqueAdmin, type SaqueDaLoja } from '@clinica/contracts';
import { formatarCentavos, recusaDaDecisao, type StatusSaque } from '@clinica/domain';
import type { PaginaPedida } from '../../db/lista';
import type { Ator } from '../../platform/ator';
import type { Deps, Origem } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { registrarLogLoja } from '../loja-log/log-loja.registro';
import { saqueAdminParaApi, saqueParaApi } from './carteira.mapeamento';
import {
  buscarSaque,
  inserirDebitoDeSaque,
  listarSaquesDaConta,
  registrarDecisao,
  travarCarteira,
} from './carteira.repository';
import { saldoDaLoja } from './carteira.service';

const M = MSG.saques;

/** 'Solicitações de saque' (operator): every store of the account, pending first. */
export async function listarSaquesAdmin(
  deps: Deps,
  ator: Ator,
  p: PaginaPedida & { status?: StatusSaque | undefined },
): Promise<Pagina<SaqueAdmin>> {
  const r = await listarSaquesDaConta(deps.db, ator.idConta, p, deps.agora());
  return { itens: r.itens.map(saqueAdminParaApi), total: r.total };
}

/**
 * Approve or refuse a pending request, in one transaction: find the request's store, take that
 * wallet's row lock (the same lock a new request takes), re-read the request locked, let the
 * domain decide against the balance read under the lock, then mark it and — on approval —
 * debit the wallet. Two operators clicking at once: the second waits, then finds it decided.
 */
export async function decidirSaque(
  deps: Deps,
  ator: Ator,
  origem: Origem | null,
  id: number,
  decisao: DecisaoSaque['status'],
): Promise<SaqueDaLoja> {
  return deps.db.transaction().execute(async (trx) => {
    const alvo = await buscarSaque(trx, ator.idConta, id);
    if (!alvo) throw naoEncontrado(M.naoEncontrado);
    await travarCarteira(trx, ator.idConta, alvo.id_loja);
    const saque = await buscarSaque(trx, ator.idConta, id, true);
    if (!saque) throw naoEncontrado(M.naoEncontrado);
    const agora = deps.agora();
    const { saldo } = await saldoDaLoja(trx, ator.idConta, saque.id_loja, agora);
    const recusa = recusaDaDecisao({ status: saque.status, decisao, valor: saque.valor, saldo });
    if (recusa === 'NAO_PENDENTE') throw new DomainError('CONFLITO', M.naoPendente);
    if (recusa === 'SALDO_INSUFICIENTE') throw new DomainError('CONFLITO', M.saldoInsuficiente);
    await registrarDecisao(trx, {
      idConta: ator.idConta,
      id,
      status: decisao,
      idDecisor: ator.idUsuario,
      agora,
    });
    const valor = formatarCentavos(saque.valor);
    if (decisao === 'approved') {
      await inserirDebitoDeSaque(trx, {
        idConta: ator.idConta,
        idLoja: saque.id_loja,
        idSaque: id,
        valor: saque.valor,
        descricao: `Saque #${id} aprovado`,
        agora,
      });
    }
    await registrarLogLoja(
      trx,
      ator,
      origem,
      decisao === 'approved' ? 'loja.saque.aprovado' : 'loja.saque.recusado',
      `Saque #${id} de ${valor} ${decisao === 'approved' ? 'aprovado' : 'recusado'}`,
    );
    return saqueParaApi({ ...saque, status: decisao, decidido_em: agora });
  });
}
