import { MSG } from '@clinica/contracts';
import { horaLocalDe } from '@clinica/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, clinicaComToken, rest } from '../testing';
import { cenario, confere, emLista, novoPaciente, ORCAMENTO, prepararClinicaCompat } from './clinica-kit';

/*
 * rest-compat, issue 36 (session packages), against the built server: budget items take and return
 * `quantidade` and `valor_pacote` (reais); GET /api/pacientes/{id}/pacotes; PUT /api/pacotes/{id}.
 */

let t: AppDeTeste;
beforeAll(async () => {
  t = await prepararClinicaCompat();
});
afterAll(() => t.fechar());

const PACOTE = [
  'id',
  'tratamento.id',
  'tratamento.nome',
  'sessoes',
  'usadas',
  'restantes',
  'validade',
  'status',
  'sessoes_realizadas',
];
const hoje = () => horaLocalDe(new Date(), 'America/Sao_Paulo').data;

describe('rest-compat: pacotes de sessões (issue 36)', () => {
  it('orçamento com quantidade e valor do pacote, receita, sessões finalizadas, pacotes do paciente, validade', async () => {
    const c = await cenario();
    const idPaciente = (await novoPaciente(c)).body.id as number;
    const criado = await rest(
      t.app,
      'POST',
      '/api/orcamentos',
      {
        id_paciente: String(idPaciente),
        vencimento: '31/12/2030',
        tratamentos: [
          {
            id_tratamento: String(c.idTratamento),
            id_profissional: String(c.idProf),
            quantidade: '5',
            valor_pacote: '600,00',
          },
          { id_tratamento: c.idTratamento, id_profissional: c.idProf },
        ],
      },
      c.token,
    );
    confere(
      'POST',
      '/api/orcamentos',
      criado,
      [...ORCAMENTO, 'tratamentos[].quantidade', 'tratamentos[].valor_pacote'],
      201,
    );
    expect(criado.body.valor_total).toBe(750.5);
    expect(criado.body.tratamentos).toMatchObject([
      { quantidade: 5, valor_pacote: 600, valor_venda: 150.5, valor_item: 600 },
      { quantidade: 1, valor_pacote: null, valor_venda: 150.5, valor_item: 150.5 },
    ]);
    confere(
      'GET',
      '/api/orcamentos/paciente/:id',
      await rest(t.app, 'GET', `/api/orcamentos/paciente/${idPaciente}`, undefined, c.token),
      emLista([...ORCAMENTO, 'tratamentos[].quantidade', 'tratamentos[].valor_pacote']),
    );
    const ruim = await rest(
      t.app,
      'POST',
      '/api/orcamentos',
      {
        id_paciente: idPaciente,
        vencimento: '31/12/2030',
        tratamentos: [{ id_tratamento: c.idTratamento, id_profissional: c.idProf, quantidade: 200 }],
      },
      c.token,
    );
    expect(ruim.status).toBe(400);
    expect(JSON.stringify(ruim.body)).toContain(MSG.pacotes.quantidadeInvalida);

    const receita = await rest(
      t.app,
      'POST',
      '/api/transacoes',
      { tipo: 'receita', id_orcamento: String(criado.body.id), vencimento: hoje() },
      c.token,
    );
    expect(receita.status).toBe(201);

    const agendamento = await rest(
      t.app,
      'POST',
      '/api/agendas',
      {
        id_paciente: idPaciente,
        id_profissional: c.idProf,
        id_tratamento: c.idTratamento,
        data_hora: '2030-05-06 10:00',
        duracao: 30,
      },
      c.token,
    );
    expect(agendamento.status).toBe(201);
    const finalizada = await rest(
      t.app,
      'PUT',
      `/api/agendas/${agendamento.body.id}`,
      { status: 'finalizada' },
      c.token,
    );
    expect(finalizada.status).toBe(200);

    const pacotes = await rest(t.app, 'GET', `/api/pacientes/${idPaciente}/pacotes`, undefined, c.token);
    confere('GET', '/api/pacientes/:id/pacotes', pacotes, emLista(PACOTE));
    expect(pacotes.body).toHaveLength(1);
    expect(pacotes.body[0]).toMatchObject({
      tratamento: { id: c.idTratamento, nome: 'Limpeza' },
      sessoes: 5,
      usadas: 1,
      restantes: 4,
      status: 'aberto',
      sessoes_realizadas: [{ id_agenda: agendamento.body.id, data_hora: '2030-05-06 10:00' }],
    });

    const editado = await rest(
      t.app,
      'PUT',
      `/api/pacotes/${pacotes.body[0].id}`,
      { validade: '31/12/2031' },
      c.token,
    );
    confere('PUT', '/api/pacotes/:id', editado, PACOTE);
    expect(editado.body.validade).toBe('2031-12-31');
    const invalida = await rest(
      t.app,
      'PUT',
      `/api/pacotes/${pacotes.body[0].id}`,
      { validade: 'amanhã' },
      c.token,
    );
    expect(invalida.status).toBe(400);

    const outra = await clinicaComToken(t);
    expect(
      (await rest(t.app, 'GET', `/api/pacientes/${idPaciente}/pacotes`, undefined, outra.token)).status,
    ).toBe(404);
    expect(
      (
        await rest(
          t.app,
          'PUT',
          `/api/pacotes/${pacotes.body[0].id}`,
          { validade: '2031-12-31' },
          outra.token,
        )
      ).status,
    ).toBe(404);
  });
});
