import { MSG, type RecursoArquivavel } from '@clinica/contracts';
import { dataExclusaoDefinitivaBr, podeExcluirDefinitivamente, ultimaAlteracao } from '@clinica/domain';
import type { Db } from '../../db/kysely';
import { apagarDepois } from '../../platform/armazenamento';
import type { Ator } from '../../platform/ator';
import type { Deps, Origem } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { registrarEvento } from '../auditoria/auditoria.service';
import {
  apagarArquivado,
  arquivosDoRegistro,
  datasDoRegistro,
  desmarcarArquivado,
  liberarExclusaoDefinitiva,
  marcarArquivado,
  temFinanceiro,
  ultimaDataDosRegistros,
} from './arquivamento.repository';

/** Each kind's 'not found' (another clinic's id is one too: 404, nothing said about it). */
const NAO_ENCONTRADO: Record<RecursoArquivavel, string> = {
  paciente: MSG.pacientes.naoEncontrado,
  documento: MSG.documentos.naoEncontrado,
  anamnese: MSG.anamneses.naoEncontrada,
  foto: MSG.fotos.naoEncontrada,
  arquivo: MSG.arquivos.naoEncontrado,
};

/**
 * 'Excluir' of the retention period (issue 19): the row is hidden from lists, never deleted; the
 * file bytes stay in storage. `db` may be the caller's transaction. 404 when there is no active
 * such row in the caller's clinic (archiving twice answers like deleting twice did).
 */
export async function arquivarRegistro(
  db: Db,
  ator: Ator,
  recurso: RecursoArquivavel,
  id: number,
  agora: Date,
) {
  if (!(await marcarArquivado(db, recurso, ator.idConta, id, ator.idUsuario, agora))) {
    throw naoEncontrado(NAO_ENCONTRADO[recurso]);
  }
}

/** 'Restaurar' (ADM): back in the lists as it was. Active already: 409; none in the clinic: 404. */
export async function restaurarRegistro(deps: Deps, ator: Ator, recurso: RecursoArquivavel, id: number) {
  await deps.db.transaction().execute(async (trx) => {
    if (await desmarcarArquivado(trx, recurso, ator.idConta, id)) return;
    if (await datasDoRegistro(trx, recurso, ator.idConta, id)) {
      throw new DomainError('CONFLITO', MSG.arquivamento.naoArquivado);
    }
    throw naoEncontrado(NAO_ENCONTRADO[recurso]);
  });
  return { ok: true as const };
}

/**
 * 'Excluir definitivamente' (ADM): only an archived row, only 20 years after its last change
 * (a patient's: of the patient and every record of theirs), else 409 saying from when. The rows go
 * in one transaction with their audit entry (ids only, no personal data); the bytes once it commits.
 */
export async function excluirDefinitivamente(
  deps: Deps,
  ator: Ator,
  origem: Origem,
  recurso: RecursoArquivavel,
  id: number,
) {
  const apagar = await deps.db.transaction().execute(async (trx) => {
    const datas = await datasDoRegistro(trx, recurso, ator.idConta, id);
    if (!datas) throw naoEncontrado(NAO_ENCONTRADO[recurso]);
    if (!datas.arquivado_em) throw new DomainError('CONFLITO', MSG.arquivamento.naoArquivado);
    const dosRegistros = recurso === 'paciente' ? await ultimaDataDosRegistros(trx, ator.idConta, id) : null;
    const ultima = ultimaAlteracao(datas, { atualizado_em: dosRegistros });
    if (!podeExcluirDefinitivamente(ultima, deps.agora())) {
      throw new DomainError(
        'CONFLITO',
        MSG.arquivamento.retencao(ultima ? dataExclusaoDefinitivaBr(ultima, ator.conta.fuso) : '—'),
      );
    }
    if (recurso === 'paciente' && (await temFinanceiro(trx, ator.idConta, id))) {
      throw new DomainError('CONFLITO', MSG.arquivamento.pacienteComFinanceiro);
    }
    const arquivos = await arquivosDoRegistro(trx, recurso, ator.idConta, id);
    await liberarExclusaoDefinitiva(trx);
    if (!(await apagarArquivado(trx, recurso, ator.idConta, id)))
      throw naoEncontrado(NAO_ENCONTRADO[recurso]);
    const remover = [];
    for (const a of arquivos) remover.push(await deps.arquivos.remover(trx, ator.idConta, a));
    await registrarEvento(trx, {
      idConta: ator.idConta,
      idUsuario: ator.idUsuario,
      acao: 'exclusao_definitiva',
      descricao: `${recurso} #${id}: ${arquivos.length} arquivo(s)`,
      origem,
    });
    return remover;
  });
  await apagarDepois(apagar);
  return { ok: true as const };
}
