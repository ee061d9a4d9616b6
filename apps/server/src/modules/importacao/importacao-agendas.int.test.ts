import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  clinicaComAgenda,
  clinicaComToken,
  criarAppDeTeste,
  rest,
  trpc,
} from '../../testing';
import { csvAgendas, enviar, xlsxAgenda } from '../../testing/cenario-importacao';
import { processarImportacoes } from './execucao';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const agendaDa = (idConta: number) =>
  t.db
    .selectFrom('agenda as a')
    .innerJoin('paciente as p', 'p.id', 'a.id_paciente')
    .select([
      'a.id',
      'p.nome',
      'a.id_paciente',
      'a.id_profissional',
      'a.id_tratamento',
      'a.inicio',
      'a.duracao',
    ])
    .select(['a.status', 'a.observacao'])
    .where('a.id_conta', '=', idConta)
    .orderBy('a.inicio')
    .execute();

const pacientesDa = async (idConta: number) =>
  (
    await t.db.selectFrom('paciente').select('nome').where('id_conta', '=', idConta).orderBy('id').execute()
  ).map((p) => p.nome);

describe('importação de agendamentos por planilha', () => {
  it('a peers’ agenda CSV: previewed (nothing written), run, twice imports once, undone; another clinic sees nothing', async () => {
    const c = await clinicaComAgenda(t);
    const trat = await t.db
      .selectFrom('tratamento')
      .select(['nome'])
      .where('id', '=', c.idTratamento)
      .executeTakeFirstOrThrow();
    const davi = await t.db
      .selectFrom('usuario')
      .select('email')
      .where('id', '=', c.profB.idUsuario)
      .executeTakeFirstOrThrow();
    const csv = csvAgendas(trat.nome, davi.email);

    const p = await enviar(t, c.token, csv, { tipo: 'agendas' }, 'agenda.csv');
    expect(p.status).toBe(201);
    expect(p.body).toMatchObject({
      tipo: 'agendas',
      status: 'previa',
      mapeamento: {
        nome: 'Paciente',
        celular: 'Celular',
        cpf: 'CPF',
        data: 'Data',
        hora_inicio: 'Hora início',
        hora_fim: 'Hora fim',
        profissional: 'Profissional',
        tratamento: 'Procedimento',
        status: 'Status',
        observacao: 'Observações',
      },
      previa: { pendente: null, resumo: { total: 7, importar: 3, duplicados: 1, ignorados: 3, avisos: 1 } },
    });
    expect(p.body.previa.agendamentos[0]).toEqual({
      linha: 2,
      paciente: 'Ana Souza',
      paciente_novo: false,
      data_hora: '05/03/2026 09:00',
      duracao: 45,
      profissional: 'Dra. Carla',
      tratamento: trat.nome,
      status: 'Finalizada',
    });
    expect(p.body.previa.agendamentos[2]).toMatchObject({ paciente: 'Célia Araújo', paciente_novo: true });
    expect(p.body.previa.ignoradas).toEqual([
      {
        linha: 6,
        motivo:
          'Profissional "Dr. Inexistente" não encontrado nesta clínica (use o nome ou o e-mail de um profissional ativo).',
      },
      // Ana at 09:30 overlaps her 09:00–09:45 with the same professional (two rows above).
      { linha: 7, motivo: 'Horário ocupado: o profissional já tem um agendamento que se sobrepõe a este.' },
      { linha: 8, motivo: 'Data ausente.' },
    ]);
    expect(p.body.previa.conflitos).toEqual([
      { linha: 5, nome: 'Ana Souza', motivo: 'Repetido na planilha: importado uma vez.' },
    ]);
    expect(p.body.previa.avisos).toEqual([
      { linha: 4, motivo: 'Paciente não encontrado: será cadastrado pela importação.' },
    ]);
    // The preview wrote nothing.
    expect(await agendaDa(c.idConta)).toEqual([]);
    expect(await pacientesDa(c.idConta)).toEqual(['Ana Souza', 'Bruno Lima']);

    expect(
      (await rest(t.app, 'POST', `/api/importacoes/${p.body.id}/confirmar`, undefined, c.token)).status,
    ).toBe(200);
    await processarImportacoes(t.deps, { conta: c.idConta });
    const fim = await rest(t.app, 'GET', `/api/importacoes/${p.body.id}`, undefined, c.token);
    expect(fim.body).toMatchObject({
      status: 'concluida',
      contagens: { agendas: { total: 7, importados: 3, duplicados: 1, ignorados: 3, erros: 0 } },
      progresso: { texto: 'Agendamentos 7 de 7' },
    });
    const agenda = await agendaDa(c.idConta);
    const celia = await t.db
      .selectFrom('paciente')
      .selectAll()
      .where('id_conta', '=', c.idConta)
      .where('nome', '=', 'Célia Araújo')
      .executeTakeFirstOrThrow();
    expect(celia).toMatchObject({ celular: '21998765432', cpf: '52998224725', cadastro_incompleto: true });
    expect(agenda).toEqual([
      expect.objectContaining({
        id_paciente: c.ana,
        id_profissional: c.profA.idUsuario,
        id_tratamento: c.idTratamento,
        inicio: new Date('2026-03-05T12:00:00Z'),
        duracao: 45,
        status: 'Finalizada',
        observacao: 'Primeira consulta',
      }),
      expect.objectContaining({
        id_paciente: c.bruno,
        id_profissional: c.profB.idUsuario,
        inicio: new Date('2026-03-05T13:00:00Z'),
        duracao: 30,
        status: 'Confirmado',
      }),
      expect.objectContaining({
        id_paciente: celia.id,
        id_profissional: c.profA.idUsuario,
        inicio: new Date('2030-12-10T17:00:00Z'),
        duracao: 30,
        status: 'Agendado',
      }),
    ]);
    // The future appointment has its reminder planned, as one booked on the agenda would.
    const futuro = agenda[2]?.id ?? 0;
    expect(
      await t.db.selectFrom('mensagem').select('status').where('id_agenda', '=', futuro).execute(),
    ).toHaveLength(1);
    const erros = await rest(t.app, 'GET', `/api/importacoes/${p.body.id}/erros`, undefined, c.token);
    expect(erros.body.itens).toContainEqual({
      linha: 4,
      tipo_dado: 'agendas',
      nivel: 'aviso',
      mensagem: 'Paciente não encontrado: cadastrado pela importação.',
    });
    expect(erros.body.itens).toContainEqual({
      linha: 7,
      tipo_dado: 'agendas',
      nivel: 'erro',
      mensagem: 'Horário ocupado: o profissional já tem um agendamento que se sobrepõe a este.',
    });

    // Twice imports once: the same file finds every appointment already here.
    const segunda = await enviar(t, c.token, csv, { tipo: 'agendas' }, 'agenda.csv');
    expect(segunda.body.previa.resumo).toMatchObject({ importar: 0, duplicados: 4, ignorados: 3, avisos: 0 });
    // Confirming with nothing new still runs (the page disables the button; the API allows it).
    await rest(t.app, 'POST', `/api/importacoes/${segunda.body.id}/confirmar`, undefined, c.token);
    await processarImportacoes(t.deps, { conta: c.idConta });
    const s = await rest(t.app, 'GET', `/api/importacoes/${segunda.body.id}`, undefined, c.token);
    expect(s.body.contagens.agendas).toMatchObject({ importados: 0, duplicados: 4, ignorados: 3, erros: 0 });
    expect(await agendaDa(c.idConta)).toHaveLength(3);
    expect(await pacientesDa(c.idConta)).toEqual(['Ana Souza', 'Bruno Lima', 'Célia Araújo']);

    // Another clinic sees nothing: not the import, not its appointments.
    const outra = await clinicaComToken(t);
    expect((await rest(t.app, 'GET', `/api/importacoes/${p.body.id}`, undefined, outra.token)).status).toBe(
      404,
    );
    expect(
      (await rest(t.app, 'POST', `/api/importacoes/${p.body.id}/desfazer`, undefined, outra.token)).status,
    ).toBe(404);
    expect(await agendaDa(outra.idConta)).toEqual([]);

    // Staff finishes Bruno's imported appointment: it is the clinic's record now.
    const doBruno = agenda[1]?.id ?? 0;
    expect(
      (await rest(t.app, 'PUT', `/api/agendas/${doBruno}`, { status: 'Finalizada' }, c.token)).status,
    ).toBe(200);

    // Undo: exactly the appointments and the patient it created, but the one staff changed since,
    // which stays and is said; Ana and Bruno stay.
    const d = await rest(t.app, 'POST', `/api/importacoes/${p.body.id}/desfazer`, undefined, c.token);
    expect(d.status).toBe(200);
    expect(d.body).toMatchObject({
      status: 'desfeita',
      desfazer: {
        removidos: 3,
        mantidos: [
          {
            tipo_dado: 'agendas',
            id: doBruno,
            nome: `Agendamentos: registro nº ${doBruno}`,
            motivo: 'Alterado pela clínica depois da importação (por exemplo, finalizado ou editado).',
          },
        ],
      },
    });
    expect((await agendaDa(c.idConta)).map((a) => [a.id, a.status])).toEqual([[doBruno, 'Finalizada']]);
    expect(await pacientesDa(c.idConta)).toEqual(['Ana Souza', 'Bruno Lima']);
  });

  it('an XLSX: a date cell and a time cell, or one date-and-time cell mapped as both', async () => {
    const c = await clinicaComAgenda(t);
    const trat = await t.db
      .selectFrom('tratamento')
      .select('nome')
      .where('id', '=', c.idTratamento)
      .executeTakeFirstOrThrow();
    const arquivo = await xlsxAgenda(trat.nome);
    const p = await enviar(t, c.token, arquivo, { tipo: 'agendas' }, 'agenda.xlsx');
    expect(p.status).toBe(201);
    expect(p.body.mapeamento).toMatchObject({ data: 'Data', hora_inicio: 'Horário' });
    expect(p.body.previa.agendamentos).toEqual([
      expect.objectContaining({ linha: 2, paciente: 'Ana Souza', data_hora: '05/03/2026 09:00' }),
    ]);
    expect(p.body.previa.ignoradas).toEqual([{ linha: 3, motivo: 'Hora de início ausente.' }]);
    // Row 3 keeps its time in the date cell: mapped as the start too, it is read.
    const mapeamento = { ...p.body.mapeamento, hora_inicio: 'Data' };
    const r = await trpc(t.app, 'mutation', 'importacao.remapear', { id: p.body.id, mapeamento }, c.token);
    expect(r.status).toBe(200);
    const de = (await rest(t.app, 'GET', `/api/importacoes/${p.body.id}`, undefined, c.token)).body;
    expect(de.previa.agendamentos).toEqual([
      expect.objectContaining({ linha: 3, paciente: 'Bruno Lima', data_hora: '05/03/2026 13:30' }),
    ]);
  });

  it('a job cut after one batch resumes from its cursor without doubling (600 rows, batches of 500)', async () => {
    const c = await clinicaComAgenda(t);
    const trat = await t.db
      .selectFrom('tratamento')
      .select('nome')
      .where('id', '=', c.idTratamento)
      .executeTakeFirstOrThrow();
    const dia = (i: number) =>
      new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10).split('-').reverse().join('/');
    const linhas = Array.from(
      { length: 600 },
      (_, i) => `Ana Souza;11987654321;${dia(i)};09:00;Dra. Carla;${trat.nome};Atendido`,
    );
    const csv = Buffer.from(
      ['Paciente;Celular;Data;Hora;Profissional;Tratamento;Status', ...linhas].join('\n'),
    );
    const p = await enviar(t, c.token, csv, { tipo: 'agendas' }, 'historico.csv');
    expect(p.body.previa.resumo).toMatchObject({ total: 600, importar: 600 });
    await rest(t.app, 'POST', `/api/importacoes/${p.body.id}/confirmar`, undefined, c.token);
    await processarImportacoes(t.deps, { conta: c.idConta, lotes: 1 });
    const meio = await rest(t.app, 'GET', `/api/importacoes/${p.body.id}`, undefined, c.token);
    expect(meio.body).toMatchObject({ status: 'importando', progresso: { feitos: 500, total: 600 } });
    expect(await agendaDa(c.idConta)).toHaveLength(500);
    await processarImportacoes(t.deps, { conta: c.idConta });
    const fim = await rest(t.app, 'GET', `/api/importacoes/${p.body.id}`, undefined, c.token);
    expect(fim.body).toMatchObject({
      status: 'concluida',
      contagens: { agendas: { importados: 600, erros: 0 } },
    });
    expect(await agendaDa(c.idConta)).toHaveLength(600);
  });

  it('a mapping without the agenda columns is pending, and confirming it is refused in pt-BR', async () => {
    const c = await clinicaComAgenda(t);
    const csv = Buffer.from('Paciente;Celular\nAna Souza;11987654321\n');
    const p = await enviar(t, c.token, csv, { tipo: 'agendas' }, 'agenda.csv');
    expect(p.body.previa.pendente).toBe(
      'Indique as colunas do paciente, da data, da hora de início, do profissional e do tratamento.',
    );
    const conf = await rest(t.app, 'POST', `/api/importacoes/${p.body.id}/confirmar`, undefined, c.token);
    expect(conf).toMatchObject({ status: 400, body: { message: p.body.previa.pendente } });
  });
});
