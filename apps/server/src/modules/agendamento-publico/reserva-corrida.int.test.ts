import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  celularUnico,
  clinicaComAgendamentoOnline,
  criarAppDeTeste,
  rest,
} from '../../testing';

/**
 * Fifty patients take the same slot at once (issue 34): the exclusion constraint lets exactly one
 * through; the others read the words with the fresh slots, and nothing of theirs stays
 * (no appointment, no pre-registration). Then the rate limits, with small numbers.
 */
const agora = new Date('2030-03-01T12:00:00Z');
const FOLGA = { pontos: 10_000, janelaSeg: 60 };
let t: AppDeTeste;
let limitado: AppDeTeste;
beforeAll(async () => {
  const url = inject('databaseUrl');
  t = await criarAppDeTeste(
    url,
    {},
    { agora: () => agora, limites: { publico: FOLGA, reservaPorIp: FOLGA } },
  );
  limitado = await criarAppDeTeste(
    url,
    {},
    {
      agora: () => agora,
      limites: {
        reservaPorIp: { pontos: 3, janelaSeg: 3600 },
        reservaPorCelular: { pontos: 2, janelaSeg: 3600 },
      },
    },
  );
});
afterAll(async () => {
  await t.fechar();
  await limitado.fechar();
});

const M = MSG.agendamentoPublico;
const corpo = (
  c: { idTratamento: number; profA: { idUsuario: number } },
  extra: Record<string, unknown> = {},
) => ({
  id_tratamento: c.idTratamento,
  id_profissional: c.profA.idUsuario,
  data_hora: '2030-03-04 09:00',
  nome: 'Paciente da corrida',
  celular: celularUnico(),
  consentimento: true,
  ...extra,
});

/** Fifty bookings of one slot at once on `app`: one 201, 49 × 409 with fresh slots, one row each. */
async function corrida(app: AppDeTeste) {
  const c = await clinicaComAgendamentoOnline(app);
  const respostas = await Promise.all(
    Array.from({ length: 50 }, () => rest(app.app, 'POST', `/api/publico/agendar/${c.slug}`, corpo(c))),
  );
  const status = respostas.map((r) => r.status);
  expect(status.filter((s) => s === 201)).toHaveLength(1);
  expect(status.filter((s) => s === 409)).toHaveLength(49);
  const perdedor = respostas.find((r) => r.status === 409)!;
  expect(perdedor.body.message).toBe(M.horarioOcupado);
  expect(perdedor.body.vagas.map((v: { hora: string }) => v.hora)).not.toContain('09:00');
  const agenda = await app.db.selectFrom('agenda').select('id').where('id_conta', '=', c.idConta).execute();
  expect(agenda).toHaveLength(1);
  const pre = await app.db
    .selectFrom('paciente')
    .select('id')
    .where('id_conta', '=', c.idConta)
    .where('cadastro_incompleto', '=', true)
    .execute();
  expect(pre).toHaveLength(1);
}

describe('agendamento online sob concorrência e abuso', () => {
  it('50 reservas do mesmo horário ao mesmo tempo: exatamente um 201', () => corrida(t));

  // Migrates a PGlite from zero, then the race: about 10 s alone, 31 s once beside the journeys'
  // two workers (session 19). A hang guard, not a speed target.
  it('a mesma corrida no PGlite, o banco do modo embutido', { timeout: 120_000 }, async () => {
    const embutido = await criarAppDeTeste(
      null,
      {},
      { agora: () => agora, limites: { publico: FOLGA, reservaPorIp: FOLGA } },
    );
    try {
      await corrida(embutido);
    } finally {
      await embutido.fechar();
    }
  });

  it('limites: por celular e por IP (429), sem dizer se o número é de um paciente', async () => {
    const c = await clinicaComAgendamentoOnline(limitado);
    const celular = celularUnico();
    const r = (data_hora: string, cel = celular) =>
      rest(limitado.app, 'POST', `/api/publico/agendar/${c.slug}`, corpo(c, { data_hora, celular: cel }));
    expect((await r('2030-03-04 09:00')).status).toBe(201);
    expect((await r('2030-03-04 09:30')).status).toBe(201);
    const porCelular = await r('2030-03-04 10:00');
    expect(porCelular.status).toBe(429);
    expect(porCelular.body.message).toBe(M.limiteAtingido);
    const porIp = await r('2030-03-04 10:30', celularUnico());
    expect(porIp.status).toBe(429);
    expect(porIp.body.message).toBe(M.muitasTentativas);
  });

  it('códigos e endereços de outra clínica não abrem nada', async () => {
    const a = await clinicaComAgendamentoOnline(t);
    const b = await clinicaComAgendamentoOnline(t);
    const reserva = await rest(t.app, 'POST', `/api/publico/agendar/${a.slug}`, corpo(a));
    expect(reserva.status).toBe(201);
    // B's page doesn't offer A's treatment or professional.
    const cruzado = await rest(
      t.app,
      'POST',
      `/api/publico/agendar/${b.slug}`,
      corpo(a, { data_hora: '2030-03-04 10:00' }),
    );
    expect(cruzado.status).toBe(404);
    // A's code read through the staff of B: no staff route reads codes; the public one shows only A's own.
    const g = await rest(t.app, 'GET', `/api/publico/consulta/${reserva.body.codigo}`, undefined, b.token);
    expect(g.body.clinica.slug).toBe(a.slug);
  });
});
