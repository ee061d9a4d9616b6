import { aniversarioNoAno, anoDoAniversario, horaLocalDe, momentoDoAniversario } from '@clinica/domain';
import { sql } from 'kysely';
import type { Deps } from '../../platform/deps';

/**
 * Plans today's birthday greetings (issue 35) of every clinic that turned them on: one outbox row
 * per patient whose birthday it is on the clinic's wall clock (born on 29 February: the 28th in a
 * common year), at the clinic's reminder hour. The unique (patient, year) key keeps it to once a
 * year whatever the passes and instances; consent is checked when it goes (none: 'sem consentimento').
 * Archived patients get none.
 */
export async function planejarAniversarios(deps: Deps): Promise<number> {
  const agora = deps.agora();
  const clinicas = await deps.db
    .selectFrom('mensagem_configuracao as mc')
    .innerJoin('conta as c', 'c.id', 'mc.id_conta')
    .select(['c.id', 'c.fuso_horario as fuso', 'c.lembrete_hora as hora'])
    .where('mc.aniversario_ativo', '=', true)
    .execute();
  let planejados = 0;
  for (const c of clinicas) {
    const hoje = horaLocalDe(agora, c.fuso).data;
    const ano = anoDoAniversario(agora, c.fuso);
    const diaMes = hoje.slice(5);
    // 28 February of a common year also greets those born on the 29th.
    const doDia = aniversarioNoAno('2000-02-29', ano) === hoje ? ['02-28', '02-29'] : [diaMes];
    const pacientes = await deps.db
      .selectFrom('paciente')
      .select(['id', 'nascimento'])
      .where('id_conta', '=', c.id)
      .where('arquivado_em', 'is', null)
      .where('nascimento', 'is not', null)
      .where(sql<string>`to_char(nascimento, 'MM-DD')`, 'in', doDia)
      .execute();
    const linhas = pacientes.flatMap((p) => {
      const enviarEm = p.nascimento
        ? momentoDoAniversario(p.nascimento, ano, { fuso: c.fuso, hora: c.hora })
        : null;
      return enviarEm
        ? [
            {
              id_conta: c.id,
              id_paciente: p.id,
              tipo: 'aniversario' as const,
              ano,
              status: 'pendente' as const,
              enviar_em: enviarEm,
            },
          ]
        : [];
    });
    if (!linhas.length) continue;
    const r = await deps.db
      .insertInto('mensagem')
      .values(linhas)
      .onConflict((oc) => oc.columns(['id_conta', 'id_paciente', 'tipo', 'ano']).doNothing())
      .executeTakeFirst();
    planejados += Number(r.numInsertedOrUpdatedRows ?? 0);
  }
  return planejados;
}
