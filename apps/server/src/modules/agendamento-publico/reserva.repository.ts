import { ocupaHorario, STATUS_AGENDAMENTO } from '@clinica/domain';
import type { Kysely } from 'kysely';
import { daConta } from '../../db/da-conta';
import type { DB } from '../../db/schema.gen';

type Conexao = Kysely<DB>;
const LIVRES = STATUS_AGENDAMENTO.filter((s) => !ocupaHorario(s));

/**
 * The clinic's patient a booking belongs to: by CPF when one is given and known, else by the
 * mobile (the oldest record with that number: a family sharing a phone books under the first).
 * Archived records are left alone: a returning patient gets a fresh pre-registration.
 */
export async function pacienteDaReserva(db: Conexao, idConta: number, celular: string, cpf: string | null) {
  const base = () =>
    db
      .selectFrom('paciente')
      .select('id')
      .where('id_conta', '=', idConta)
      .where('arquivado_em', 'is', null)
      .orderBy('id')
      .limit(1);
  if (cpf) {
    const porCpf = await base().where('cpf', '=', cpf).executeTakeFirst();
    if (porCpf) return porCpf.id;
  }
  const porCelular = await base().where('ddi', '=', '55').where('celular', '=', celular).executeTakeFirst();
  return porCelular?.id;
}

/** Whether a CPF is already on another record of the clinic (archived ones too: the index is unique). */
export async function cpfEmUso(db: Conexao, idConta: number, cpf: string) {
  const r = await db
    .selectFrom('paciente')
    .select('id')
    .where('id_conta', '=', idConta)
    .where('cpf', '=', cpf)
    .executeTakeFirst();
  return r !== undefined;
}

/** A pre-registration (G13): name and mobile, the e-mail and CPF when given, 'Cadastro incompleto'. */
export async function inserirPreCadastro(
  db: Conexao,
  idConta: number,
  p: { nome: string; celular: string; email: string | null; cpf: string | null },
) {
  const { id } = await daConta(db, idConta)
    .tabela('paciente')
    .inserir({ ...p, ddi: '55', sexo: null, nascimento: null, cadastro_incompleto: true }, ['id']);
  return id;
}

/** Appointments still ahead that hold time, of every patient with this mobile in the clinic. */
export async function contarAbertosDoCelular(db: Conexao, idConta: number, celular: string, agora: Date) {
  const r = await db
    .selectFrom('agenda as a')
    .innerJoin('paciente as p', (j) =>
      j.onRef('p.id_conta', '=', 'a.id_conta').onRef('p.id', '=', 'a.id_paciente'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('a.id_conta', '=', idConta)
    .where('p.celular', '=', celular)
    .where('a.inicio', '>', agora)
    .where('a.status', 'not in', LIVRES)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export function inserirLinkConsulta(
  db: Conexao,
  l: {
    idConta: number;
    idAgenda: number;
    codigo: string;
    origem: 'online' | 'clinica';
    consentimento: string | null;
  },
) {
  return db
    .insertInto('consulta_link')
    .values({
      id_conta: l.idConta,
      id_agenda: l.idAgenda,
      codigo: l.codigo,
      origem: l.origem,
      consentimento: l.consentimento,
    })
    .execute();
}
