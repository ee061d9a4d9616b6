import type { CanalMensagem, FinalidadeMensagem, OrigemConsentimento } from '@clinica/domain';
import { daConta, juntarDaConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';

/** The most a record's history shows: far more than six pairs ever change in practice. */
const HISTORICO_MAXIMO = 200;

/** The patient's consent history, newest first, with the name of the staff member of each change. */
export function historicoDoPaciente(db: Db, idConta: number, idPaciente: number) {
  const base = daConta(db, idConta).tabela('consentimento_paciente').listar('c');
  return juntarDaConta(base, 'usuario as u', 'c.id_usuario', 'esquerda')
    .select([
      'c.id',
      'c.finalidade',
      'c.canal',
      'c.consentido',
      'c.origem',
      'c.id_usuario',
      'u.nome as usuario',
      'c.criado_em',
    ])
    .where('c.id_paciente', '=', idPaciente)
    .orderBy('c.id', 'desc')
    .limit(HISTORICO_MAXIMO)
    .execute();
}

/**
 * What holds now: the newest row of each purpose and channel the patient ever changed (by id, so
 * two changes in the same instant keep their order), whatever the history's length.
 */
export function vigentesDoPaciente(db: Db, idConta: number, idPaciente: number) {
  return daConta(db, idConta)
    .tabela('consentimento_paciente')
    .listar()
    .distinctOn(['finalidade', 'canal'])
    .select(['finalidade', 'canal', 'consentido', 'origem', 'criado_em'])
    .where('id_paciente', '=', idPaciente)
    .orderBy('finalidade')
    .orderBy('canal')
    .orderBy('id', 'desc')
    .execute();
}

/** New rows of the history (never an update: the history is the evidence). */
export async function registrarConsentimentos(
  db: Db,
  idConta: number,
  linhas: {
    id_paciente: number;
    finalidade: FinalidadeMensagem;
    canal: CanalMensagem;
    consentido: boolean;
    origem: OrigemConsentimento;
    id_usuario: number | null;
    criado_em: Date;
  }[],
) {
  if (!linhas.length) return;
  await db
    .insertInto('consentimento_paciente')
    .values(linhas.map((l) => ({ ...l, id_conta: idConta })))
    .execute();
}

/** Whether the patient is this clinic's (another clinic's is a 404 like a missing one). */
export async function pacienteDaClinica(db: Db, idConta: number, idPaciente: number) {
  return Boolean(await daConta(db, idConta).tabela('paciente').buscar(idPaciente, ['id']));
}

/**
 * The patient's opt-out code for a purpose: the one made before, else a new one (two workers
 * making it at once keep the first: the unique triple wins, read again).
 */
export async function codigoDoDescadastro(
  db: Db,
  idConta: number,
  idPaciente: number,
  finalidade: FinalidadeMensagem,
  gerarCodigo: () => string,
): Promise<string> {
  await db
    .insertInto('descadastro_link')
    .values({ id_conta: idConta, id_paciente: idPaciente, finalidade, codigo: gerarCodigo() })
    .onConflict((oc) => oc.columns(['id_conta', 'id_paciente', 'finalidade']).doNothing())
    .execute();
  const l = await daConta(db, idConta)
    .tabela('descadastro_link')
    .listar()
    .select('codigo')
    .where('id_paciente', '=', idPaciente)
    .where('finalidade', '=', finalidade)
    .executeTakeFirstOrThrow();
  return l.codigo;
}

/** The link of a code, with its clinic's name: found before the clinic is known (a global lookup). */
export function descadastroDoCodigo(db: Db, codigo: string) {
  return db
    .selectFrom('descadastro_link as d')
    .innerJoin('conta as c', 'c.id', 'd.id_conta')
    .select(['d.id_conta', 'd.id_paciente', 'd.finalidade', 'c.nome as clinica'])
    .where('d.codigo', '=', codigo)
    .executeTakeFirst();
}
