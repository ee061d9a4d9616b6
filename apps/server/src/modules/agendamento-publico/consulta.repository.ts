import type { CompletarCadastroDados } from '@clinica/contracts';
import type { StatusAgendamento } from '@clinica/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.gen';

type Conexao = Kysely<DB>;

/**
 * An appointment by its patient's link: what the page shows (date, professional, treatment, the
 * clinic's address and phone) and what the actions need. Of the patient only the id and whether
 * the record is a pre-registration still to complete are read.
 */
export function consultaDoCodigo(db: Conexao, codigo: string) {
  return db
    .selectFrom('consulta_link as l')
    .innerJoin('agenda as a', (j) =>
      j.onRef('a.id_conta', '=', 'l.id_conta').onRef('a.id', '=', 'l.id_agenda'),
    )
    .innerJoin('usuario as u', (j) =>
      j.onRef('u.id_conta', '=', 'a.id_conta').onRef('u.id', '=', 'a.id_profissional'),
    )
    .innerJoin('tratamento as t', (j) =>
      j.onRef('t.id_conta', '=', 'a.id_conta').onRef('t.id', '=', 'a.id_tratamento'),
    )
    .innerJoin('paciente as p', (j) =>
      j.onRef('p.id_conta', '=', 'a.id_conta').onRef('p.id', '=', 'a.id_paciente'),
    )
    .innerJoin('conta as c', 'c.id', 'l.id_conta')
    .leftJoin('agendamento_online as o', 'o.id_conta', 'l.id_conta')
    .select([
      'l.codigo',
      'l.id_conta',
      'a.id as id_agenda',
      'a.id_paciente',
      'a.id_profissional',
      'a.id_tratamento',
      'a.inicio',
      'a.fim',
      'a.duracao',
      'a.status',
      'a.notificacoes',
      'p.cadastro_incompleto',
      'u.nome as profissional',
      't.nome as tratamento',
      'c.nome as clinica',
      'c.endereco',
      'c.numero',
      'c.bairro',
      'c.cidade',
      'c.estado',
      'c.fuso_horario',
      'c.lembrete_hora',
      'c.agendamento_slug as slug',
      'o.cancelamento_horas',
    ])
    .select(
      sql<
        string | null
      >`(SELECT u2.whatsapp FROM usuario u2 WHERE u2.id_conta = l.id_conta AND u2.tipo = 'ADM'
        AND u2.ativo AND u2.whatsapp IS NOT NULL ORDER BY u2.id LIMIT 1)`.as('telefone'),
    )
    .where('l.codigo', '=', codigo)
    .executeTakeFirst();
}
export type LinhaConsulta = NonNullable<Awaited<ReturnType<typeof consultaDoCodigo>>>;

/** Changes the status only from one of `de` (a concurrent change makes it a no-op: false). */
export async function mudarStatus(
  db: Conexao,
  idConta: number,
  idAgenda: number,
  de: readonly StatusAgendamento[],
  para: StatusAgendamento,
) {
  const r = await db
    .updateTable('agenda')
    .set({ status: para, atualizado_em: sql`now()` })
    .where('id_conta', '=', idConta)
    .where('id', '=', idAgenda)
    .where('status', 'in', [...de])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Rescheduling moves the link and the reminder to the new appointment (same transaction). */
export async function moverLinkELembrete(db: Conexao, idConta: number, deAgenda: number, paraAgenda: number) {
  await db
    .updateTable('consulta_link')
    .set({ id_agenda: paraAgenda })
    .where('id_conta', '=', idConta)
    .where('id_agenda', '=', deAgenda)
    .execute();
  await db
    .updateTable('mensagem')
    .set({ id_agenda: paraAgenda })
    .where('id_conta', '=', idConta)
    .where('id_agenda', '=', deAgenda)
    .where('tipo', '=', 'lembrete')
    .execute();
}

/**
 * Completes a pre-registration from the patient's link, once: only while the record is still
 * 'Cadastro incompleto' (a concurrent or later call changes nothing: false).
 */
export async function completarPreCadastro(
  db: Conexao,
  idConta: number,
  idPaciente: number,
  dados: CompletarCadastroDados,
) {
  const r = await db
    .updateTable('paciente')
    .set({ ...dados, cadastro_incompleto: false, atualizado_em: sql`now()` })
    .where('id_conta', '=', idConta)
    .where('id', '=', idPaciente)
    .where('cadastro_incompleto', '=', true)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
