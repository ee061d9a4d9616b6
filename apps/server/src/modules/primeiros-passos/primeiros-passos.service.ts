import { CAMINHO_DO_PASSO, MSG, type PrimeirosPassos } from '@clinica/contracts';
import { PASSOS_PRIMEIROS_PASSOS, passosFeitos } from '@clinica/domain';
import type { Ator } from '../../platform/ator';
import type { Deps, Origem } from '../../platform/deps';
import { naoEncontrado } from '../../platform/errors';
import { registrarEvento } from '../auditoria/auditoria.service';
import { fatosDaClinica, gravarDispensa } from './primeiros-passos.repository';

/**
 * The dashboard's 'Primeiros passos' (issue 40): each step ticked by what the clinic has (the
 * domain's rule over its rows, read in one statement), with the screen that does it, and whether
 * the ADM dismissed the checklist.
 */
export async function statusPrimeirosPassos(deps: Deps, ator: Ator): Promise<PrimeirosPassos> {
  const f = await fatosDaClinica(deps.db, ator.idConta);
  if (!f) throw naoEncontrado();
  const feitos = passosFeitos({
    temLogo: f.id_logo !== null,
    endereco: { endereco: f.endereco, cidade: f.cidade, estado: f.estado },
    temTratamento: Boolean(f.tem_tratamento),
    temTipoReceita: Boolean(f.tem_tipo_receita),
    temTipoDespesa: Boolean(f.tem_tipo_despesa),
    usuarios: Number(f.usuarios ?? 0),
    temPaciente: Boolean(f.tem_paciente),
    temAgendamento: Boolean(f.tem_agendamento),
  });
  const passos = PASSOS_PRIMEIROS_PASSOS.map((chave) => ({
    chave,
    titulo: MSG.primeirosPassos.passos[chave].titulo,
    descricao: MSG.primeirosPassos.passos[chave].descricao,
    caminho: CAMINHO_DO_PASSO[chave],
    feito: feitos[chave],
  }));
  const dispensadoEm = f.primeiros_passos_dispensado_em;
  return {
    passos,
    concluidos: passos.filter((p) => p.feito).length,
    total: passos.length,
    dispensado: dispensadoEm !== null,
    dispensado_em: dispensadoEm === null ? null : new Date(dispensadoEm).toISOString(),
  };
}

/**
 * 'Dispensar': the checklist leaves the dashboard for the whole clinic (the first moment is kept);
 * `dispensado: false` brings it back. Recorded in the audit log.
 */
export async function dispensarPrimeirosPassos(
  deps: Deps,
  ator: Ator,
  origem: Origem,
  dispensado: boolean,
): Promise<PrimeirosPassos> {
  await deps.db.transaction().execute(async (trx) => {
    await gravarDispensa(trx, ator.idConta, dispensado ? deps.agora() : null);
    await registrarEvento(trx, {
      idConta: ator.idConta,
      idUsuario: ator.idUsuario,
      acao: dispensado ? 'primeiros_passos_dispensados' : 'primeiros_passos_reexibidos',
      descricao: dispensado ? 'Primeiros passos dispensados' : 'Primeiros passos exibidos de novo',
      origem,
    });
  });
  return statusPrimeirosPassos(deps, ator);
}
