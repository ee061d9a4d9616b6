import { MSG } from '@clinica/contracts';
import {
  type AgendamentoImportado,
  decidirLembrete,
  lerAgendamento,
  lerProfissional,
  type ProfissionalImportado,
} from '@clinica/domain';
import type { Etapa, Lote } from './etapas-api';
import { CAMINHOS_API, ids, inserirTodos, referencias, zero } from './etapas-comum';

const I = MSG.importacao;

/**
 * Users arrive as professionals, inactive until the clinic invites them (no password comes:
 * the hash stored can't match any). One already in this clinic with the e-mail is matched. An
 * e-mail is one login in this product: one used by another clinic (or none at all) makes a
 * provisional '.invalid' address (RFC 2606: never delivered), said in the row log.
 */
export const profissionais: Etapa<ProfissionalImportado> = {
  caminho: CAMINHOS_API.profissionais,
  ler: lerProfissional,
  gravar: async (l) => {
    const c = zero();
    const emails = l.itens.flatMap((i) => (i.dados.email ? [i.dados.email] : []));
    const usados =
      emails.length === 0
        ? []
        : await l.trx
            .selectFrom('usuario')
            .select(['id', 'id_conta', 'email'])
            .where('email', 'in', emails)
            .execute();
    const porEmail = new Map(usados.map((u) => [u.email, u]));
    const novos: Lote<ProfissionalImportado>['itens'] = [];
    for (const item of l.itens) {
      const u = item.dados.email ? porEmail.get(item.dados.email) : undefined;
      if (u && u.id_conta === l.ctx.idConta) {
        l.mapear(item.chave, u.id, false);
        c.duplicados++;
        continue;
      }
      if (u || !item.dados.email) {
        l.registrar(item.linha, 'aviso', I.emailEmOutraConta);
        const provisorio = `importado-${l.ctx.idConta}-${item.chave.slice(3)}@importacao.invalid`;
        novos.push({ ...item, dados: { ...item.dados, email: provisorio } });
      } else novos.push(item);
    }
    const feitos = await inserirTodos(
      l,
      novos,
      async (trx, lote) =>
        ids(
          await trx
            .insertInto('usuario')
            .values(
              lote.map(({ dados: d }) => ({
                id_conta: l.ctx.idConta,
                nome: d.nome,
                email: d.email ?? '',
                whatsapp: d.whatsapp,
                cpf: d.cpf,
                cro: d.cro,
                tipo: 'PROFISSIONAL' as const,
                ativo: false,
                senha_hash: '!importado',
              })),
            )
            .returning('id')
            .execute(),
        ),
      c,
    );
    novos.forEach((item, n) => {
      const id = feitos[n];
      if (id !== null && id !== undefined) l.mapear(item.chave, id, true);
    });
    return c;
  },
};

export const agendas: Etapa<AgendamentoImportado> = {
  caminho: CAMINHOS_API.agendas,
  ler: lerAgendamento,
  gravar: async (l) => {
    const c = zero();
    const ref = await referencias(l as Lote<unknown>, {
      pacientes: l.itens.map((i) => i.dados.paciente),
      profissionais: l.itens.map((i) => i.dados.profissional),
      tratamentos: l.itens.map((i) => i.dados.tratamento),
    });
    const prontos: (Lote<AgendamentoImportado>['itens'][number] & { p: number; pr: number; t: number })[] =
      [];
    for (const item of l.itens) {
      const p = ref('pacientes', item.dados.paciente);
      const pr = ref('profissionais', item.dados.profissional);
      const t = ref('tratamentos', item.dados.tratamento);
      if (p === null || pr === null || t === null) {
        c.ignorados++;
        l.registrar(
          item.linha,
          'erro',
          I.semReferencia(p === null ? 'O paciente' : pr === null ? 'O profissional' : 'O tratamento'),
        );
      } else prontos.push({ ...item, p, pr, t });
    }
    const feitos = await inserirTodos(
      l,
      prontos,
      async (trx, lote) =>
        ids(
          await trx
            .insertInto('agenda')
            .values(
              (lote as typeof prontos).map((x) => ({
                id_conta: l.ctx.idConta,
                id_paciente: x.p,
                id_profissional: x.pr,
                id_tratamento: x.t,
                inicio: x.dados.inicio,
                fim: new Date(x.dados.inicio.getTime() + x.dados.duracao * 60_000),
                duracao: x.dados.duracao,
                status: x.dados.status,
                observacao: x.dados.observacao,
                notificacoes: x.dados.notificacoes,
              })),
            )
            .returning('id')
            .execute(),
        ),
      c,
    );
    prontos.forEach((item, n) => {
      const id = feitos[n];
      if (id !== null && id !== undefined) l.mapear(item.chave, id, true);
    });
    await planejarLembretes(
      l,
      prontos.flatMap((x, n) => {
        const id = feitos[n];
        return id === null || id === undefined ? [] : [{ ...x.dados, id, idPaciente: x.p }];
      }),
    );
    return c;
  },
};

/**
 * The reminders of the batch's new appointments, as the agenda plans one for an appointment
 * booked by hand (`decidirLembrete`: a future 'Agendado' or 'Confirmado' with notifications gets
 * its WhatsApp reminder the day before; the past, the cancelled and the finished get none), in
 * one insert. The clinic has moved: its patients expect their reminders from here. One a day
 * before each appointment is no burst; quiet hours and consent still apply when each is sent.
 */
async function planejarLembretes(
  l: Lote<AgendamentoImportado>,
  novos: (AgendamentoImportado & { id: number; idPaciente: number })[],
) {
  if (novos.length === 0) return;
  const conta = await l.trx
    .selectFrom('conta')
    .select(['fuso_horario', 'lembrete_hora'])
    .where('id', '=', l.ctx.idConta)
    .executeTakeFirstOrThrow();
  const lembretes = novos.flatMap((a) => {
    const d = decidirLembrete({
      lembrete: null,
      inicio: a.inicio,
      inicioAnterior: null,
      status: a.status,
      notificacoes: a.notificacoes,
      agora: l.agora,
      fuso: conta.fuso_horario,
      hora: conta.lembrete_hora,
    });
    return d.acao === 'agendar'
      ? [
          {
            id_conta: l.ctx.idConta,
            id_agenda: a.id,
            id_paciente: a.idPaciente,
            tipo: 'lembrete' as const,
            status: 'pendente' as const,
            enviar_em: d.enviarEm,
          },
        ]
      : [];
  });
  if (lembretes.length > 0)
    await l.trx
      .insertInto('mensagem')
      .values(lembretes)
      .onConflict((oc) => oc.columns(['id_conta', 'tipo', 'id_agenda']).doNothing())
      .execute();
}
