import { TEXTO_ANIVERSARIO_PADRAO, TEXTO_RETORNO_PADRAO } from '@clinica/domain';
import { sql } from 'kysely';
import { daConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';

/** A patient's messages, newest first, one page. */
export async function mensagensDoPaciente(
  db: Db,
  idConta: number,
  idPaciente: number,
  limit: number,
  offset: number,
) {
  const base = daConta(db, idConta).tabela('mensagem').listar().where('id_paciente', '=', idPaciente);
  const [itens, total] = await Promise.all([
    base
      .select([
        'id',
        'tipo',
        'canal',
        'texto',
        'status',
        'enviar_em',
        'enviado_em',
        'tentativas',
        'ultimo_erro',
      ])
      .orderBy('enviar_em', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { itens, total: Number(total.n) };
}

/** The clinic's settings, or the defaults when it never saved any. */
export async function configuracaoDaClinica(db: Db, idConta: number) {
  const c = await db
    .selectFrom('mensagem_configuracao')
    .select(['aniversario_ativo', 'aniversario_texto', 'retorno_texto', 'canais'])
    .where('id_conta', '=', idConta)
    .executeTakeFirst();
  return (
    c ?? {
      aniversario_ativo: false,
      aniversario_texto: TEXTO_ANIVERSARIO_PADRAO,
      retorno_texto: TEXTO_RETORNO_PADRAO,
      canais: ['whatsapp' as const, 'email' as const],
    }
  );
}

export async function gravarConfiguracao(
  db: Db,
  idConta: number,
  c: Awaited<ReturnType<typeof configuracaoDaClinica>>,
) {
  await db
    .insertInto('mensagem_configuracao')
    .values({ id_conta: idConta, ...c })
    .onConflict((oc) => oc.column('id_conta').doUpdateSet({ ...c, atualizado_em: sql`now()` }))
    .execute();
}

/**
 * The return messages due in a period (clinic dates): the patient, the treatment, where the
 * message stands, and the patient's next booked appointment (whether they booked).
 */
export function retornosDoPeriodo(db: Db, idConta: number, fuso: string, inicio: string, fim: string) {
  const dia = sql<string>`to_char(m.enviar_em AT TIME ZONE ${fuso}, 'YYYY-MM-DD')`;
  return (
    db
      .selectFrom('mensagem as m')
      .innerJoin('paciente as p', (j) =>
        j.onRef('p.id_conta', '=', 'm.id_conta').onRef('p.id', '=', 'm.id_paciente'),
      )
      .innerJoin('agenda as a', (j) =>
        j.onRef('a.id_conta', '=', 'm.id_conta').onRef('a.id', '=', 'm.id_agenda'),
      )
      .innerJoin('tratamento as t', (j) =>
        j.onRef('t.id_conta', '=', 'a.id_conta').onRef('t.id', '=', 'a.id_tratamento'),
      )
      .select((eb) => [
        'm.id',
        'm.id_paciente',
        'p.nome as paciente',
        't.nome as tratamento',
        't.retorno_dias',
        dia.as('devido_em'),
        'm.status',
        eb
          .selectFrom('agenda as f')
          .select((f) => f.fn.min('f.inicio').as('inicio'))
          .whereRef('f.id_conta', '=', 'm.id_conta')
          .whereRef('f.id_paciente', '=', 'm.id_paciente')
          .whereRef('f.inicio', '>', 'a.inicio')
          .where('f.status', 'in', ['Agendado', 'Confirmado'])
          .as('proxima_consulta'),
      ])
      .where('m.id_conta', '=', idConta)
      .where('m.tipo', '=', 'retorno')
      // Dropped because the patient booked: listed; dropped because the visit left Finalizada: not.
      .where((eb) => eb.or([eb('m.status', '<>', 'cancelado'), eb('m.ultimo_erro', 'is not', null)]))
      .where(dia, '>=', inicio)
      .where(dia, '<=', fim)
      .orderBy('m.enviar_em')
      .orderBy('m.id')
      .limit(1000)
      .execute()
  );
}
