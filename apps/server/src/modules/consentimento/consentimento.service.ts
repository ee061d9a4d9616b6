import { type Consentimento, type ConsentimentosPaciente, type Descadastro, MSG } from '@clinica/contracts';
import {
  CANAIS_MENSAGEM,
  type CanalMensagem,
  consentimentoVigente,
  FINALIDADES_MENSAGEM,
  type FinalidadeMensagem,
  type OrigemConsentimento,
  quadroDeConsentimento,
  ROTULO_FINALIDADE,
} from '@clinica/domain';
import type { Db } from '../../db/kysely';
import type { Ator } from '../../platform/ator';
import type { Deps, Origem } from '../../platform/deps';
import { naoEncontrado } from '../../platform/errors';
import { gerarCodigoPublico } from '../../platform/evidencia';
import {
  codigoDoDescadastro,
  descadastroDoCodigo,
  historicoDoPaciente,
  pacienteDaClinica,
  registrarConsentimentos,
  vigentesDoPaciente,
} from './consentimento.repository';

type Vigentes = Awaited<ReturnType<typeof vigentesDoPaciente>>;

const registrosDe = (h: Vigentes) =>
  h.map((r) => ({
    finalidade: r.finalidade,
    canal: r.canal,
    consentido: r.consentido,
    em: new Date(r.criado_em),
  }));

/** The six pairs as they hold now, with the latest change's moment and origin. */
function atuaisDe(vigentes: Vigentes): Consentimento[] {
  return quadroDeConsentimento(registrosDe(vigentes)).map((q) => {
    const ultimo = vigentes.find((h) => h.finalidade === q.finalidade && h.canal === q.canal);
    return {
      finalidade: q.finalidade,
      canal: q.canal,
      consentido: q.consentido,
      atualizado_em: q.atualizadoEm ? q.atualizadoEm.toISOString() : null,
      origem: ultimo?.origem ?? null,
    };
  });
}

async function exigirPaciente(db: Db, idConta: number, idPaciente: number) {
  if (!(await pacienteDaClinica(db, idConta, idPaciente))) throw naoEncontrado(MSG.pacientes.naoEncontrado);
}

/** The record's consent section: what holds now and every change, newest first. */
export async function consentimentosDoPaciente(
  deps: Deps,
  ator: Ator,
  idPaciente: number,
): Promise<ConsentimentosPaciente> {
  await exigirPaciente(deps.db, ator.idConta, idPaciente);
  const [vigentes, historico] = await Promise.all([
    vigentesDoPaciente(deps.db, ator.idConta, idPaciente),
    historicoDoPaciente(deps.db, ator.idConta, idPaciente),
  ]);
  return {
    atuais: atuaisDe(vigentes),
    historico: historico.map((h) => ({ ...h, criado_em: new Date(h.criado_em).toISOString() })),
  };
}

/**
 * Records what the patient said, pair by pair. A pair whose answer is what already holds writes
 * nothing (the history shows changes, not saves). Used by the staff on the record (`equipe`, with
 * the user), and by the booking page and the patient's link with their own origin and no user.
 */
export async function registrarAlteracoes(
  db: Db,
  p: {
    idConta: number;
    idPaciente: number;
    origem: OrigemConsentimento;
    idUsuario: number | null;
    agora: Date;
    alteracoes: readonly { finalidade: FinalidadeMensagem; canal: CanalMensagem; consentido: boolean }[];
  },
) {
  const registros = registrosDe(await vigentesDoPaciente(db, p.idConta, p.idPaciente));
  const mudancas = p.alteracoes.filter(
    (a) => consentimentoVigente(registros, a.finalidade, a.canal) !== a.consentido,
  );
  await registrarConsentimentos(
    db,
    p.idConta,
    mudancas.map((a) => ({
      id_paciente: p.idPaciente,
      finalidade: a.finalidade,
      canal: a.canal,
      consentido: a.consentido,
      origem: p.origem,
      id_usuario: p.idUsuario,
      criado_em: p.agora,
    })),
  );
}

/** The staff record a change the patient asked for; answers what holds afterwards. */
export async function alterarConsentimentos(
  deps: Deps,
  ator: Ator,
  idPaciente: number,
  alteracoes: readonly { finalidade: FinalidadeMensagem; canal: CanalMensagem; consentido: boolean }[],
): Promise<ConsentimentosPaciente> {
  await exigirPaciente(deps.db, ator.idConta, idPaciente);
  await registrarAlteracoes(deps.db, {
    idConta: ator.idConta,
    idPaciente,
    origem: 'equipe',
    idUsuario: ator.idUsuario,
    agora: deps.agora(),
    alteracoes,
  });
  return consentimentosDoPaciente(deps, ator, idPaciente);
}

/**
 * The patient's personal opt-out code of a purpose (made once, then the same): the link
 * `/descadastrar/{codigo}` that ends every message that is not about a booked appointment.
 */
export function codigoDeDescadastro(
  db: Db,
  idConta: number,
  idPaciente: number,
  finalidade: FinalidadeMensagem,
): Promise<string> {
  return codigoDoDescadastro(db, idConta, idPaciente, finalidade, gerarCodigoPublico);
}

/**
 * The opt-out link, no login (DECISIONS 26): revokes the code's purpose at once on both channels,
 * and any other purposes the patient also chose on the page; answers the clinic's name and where
 * each purpose stands, nothing else about the patient. Opening it again changes nothing more.
 * Every call counts against the per-IP budget of public codes; the code never reaches a log.
 */
export async function descadastrar(
  deps: Deps,
  origem: Origem,
  codigo: string,
  outras: readonly FinalidadeMensagem[] = [],
): Promise<Descadastro> {
  await deps.limitePublico.consumir(origem.ip);
  const link = await descadastroDoCodigo(deps.db, codigo);
  if (!link) throw naoEncontrado(MSG.descadastro.linkInvalido);
  const finalidades = [...new Set([link.finalidade, ...outras])];
  await registrarAlteracoes(deps.db, {
    idConta: link.id_conta,
    idPaciente: link.id_paciente,
    origem: 'link_paciente',
    idUsuario: null,
    agora: deps.agora(),
    alteracoes: finalidades.flatMap((finalidade) =>
      CANAIS_MENSAGEM.map((canal) => ({ finalidade, canal, consentido: false })),
    ),
  });
  const registros = registrosDe(await vigentesDoPaciente(deps.db, link.id_conta, link.id_paciente));
  return {
    clinica: link.clinica,
    finalidade: link.finalidade,
    finalidades: FINALIDADES_MENSAGEM.map((f) => ({
      finalidade: f,
      ativa: CANAIS_MENSAGEM.some((c) => consentimentoVigente(registros, f, c)),
    })),
    mensagem: MSG.descadastro.feito
      .replace('{clinica}', link.clinica)
      .replace('{finalidade}', ROTULO_FINALIDADE[link.finalidade]),
  };
}
