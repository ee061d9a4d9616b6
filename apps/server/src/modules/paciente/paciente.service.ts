import {
  MSG,
  type Paciente,
  type PacienteCriacao,
  type PacienteDados,
  type PacienteDetalhe,
  type PacienteOpcao,
  type Pagina,
} from '@clinica/contracts';
import { CANAIS_MENSAGEM } from '@clinica/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { PaginaPedida } from '../../db/lista';
import type { DB } from '../../db/schema.gen';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { naoEncontrado } from '../../platform/errors';
import { traduzirViolacoes } from '../../platform/erros-pg';
import { registrarAlteracoes } from '../consentimento/consentimento.service';
import {
  atualizarPaciente,
  buscarConsentimentoImagem,
  buscarPaciente,
  inserirPaciente,
  listarPacientes,
  opcoesPacientes,
} from './paciente.repository';

type Linha = Selectable<DB['paciente']>;

const paraApi = ({
  id_conta: _c,
  nome_busca: _n,
  email_busca: _e,
  arquivado_por: _a,
  ...l
}: Linha): Paciente => ({
  ...l,
  criado_em: l.criado_em.toISOString(),
  atualizado_em: l.atualizado_em.toISOString(),
  arquivado_em: l.arquivado_em?.toISOString() ?? null,
});

export async function listarPacientesDaClinica(
  deps: Deps,
  ator: Ator,
  p: PaginaPedida & { arquivados?: boolean | undefined },
): Promise<Pagina<Paciente>> {
  const r = await listarPacientes(deps.db, ator.idConta, p);
  return { itens: r.itens.map((l) => paraApi(l)), total: r.total };
}

export function buscarOpcoesDePaciente(deps: Deps, ator: Ator, q: string): Promise<PacienteOpcao[]> {
  return opcoesPacientes(deps.db, ator.idConta, q);
}

/**
 * The one check every patient-scoped slice makes (photos, files, documents, anamneses, and
 * the agenda and budgets to come): the patient exists in the caller's clinic, else 404.
 */
export async function exigirPaciente(db: Db, idConta: number, id: number) {
  const l = await buscarPaciente(db, idConta, id);
  if (!l) throw naoEncontrado(MSG.pacientes.naoEncontrado);
  return l;
}

export async function obterPaciente(db: Db, idConta: number, id: number): Promise<Paciente> {
  return paraApi(await exigirPaciente(db, idConta, id));
}

/** The record (paciente.get, GET /pacientes/{id}): the patient plus their image-use consent (issue 19). */
export async function obterFichaPaciente(db: Db, idConta: number, id: number): Promise<PacienteDetalhe> {
  const [paciente, consentimento] = await Promise.all([
    obterPaciente(db, idConta, id),
    buscarConsentimentoImagem(db, idConta, id),
  ]);
  return {
    ...paciente,
    consentimento_imagem: consentimento?.assinado_em
      ? { assinado_em: consentimento.assinado_em.toISOString(), id_documento: consentimento.id }
      : null,
  };
}

/** One CPF per clinic: the unique index decides, so two desks saving at once can't both win. */
function comCpfUnico<T>(fn: () => Promise<T>): Promise<T> {
  return traduzirViolacoes(fn, { unica: MSG.pacientes.cpfDuplicado });
}

export function criarPaciente(
  deps: Deps,
  ator: Ator,
  { aceita_marketing, ...dados }: PacienteCriacao,
): Promise<Paciente> {
  return comCpfUnico(() =>
    deps.db.transaction().execute(async (trx) => {
      const id = await inserirPaciente(trx, ator.idConta, dados);
      // The unticked box (issue 35): only a yes is recorded, with the patient, in one transaction.
      if (aceita_marketing)
        await registrarAlteracoes(trx, {
          idConta: ator.idConta,
          idPaciente: id,
          origem: 'equipe',
          idUsuario: ator.idUsuario,
          agora: deps.agora(),
          alteracoes: CANAIS_MENSAGEM.map((canal) => ({ finalidade: 'marketing', canal, consentido: true })),
        });
      return obterPaciente(trx, ator.idConta, id);
    }),
  );
}

export function editarPaciente(deps: Deps, ator: Ator, id: number, dados: PacienteDados): Promise<Paciente> {
  return comCpfUnico(() =>
    deps.db.transaction().execute(async (trx) => {
      if (!(await atualizarPaciente(trx, ator.idConta, id, dados))) {
        throw naoEncontrado(MSG.pacientes.naoEncontrado);
      }
      return obterPaciente(trx, ator.idConta, id);
    }),
  );
}
