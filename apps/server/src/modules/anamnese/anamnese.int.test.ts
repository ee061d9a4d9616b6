import { createHash } from 'node:crypto';
import { conteudoCanonicoAnamnese } from '@clinica/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, criarClinica, entrar, rest, trpc } from '../../testing';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A clinic with a patient and a model of three questions, made through the APIs. */
async function cenario() {
  const c = await criarClinica(t.deps, { nome: 'Clínica Sorriso' });
  const token = await entrar(t.app, c.email, c.senha);
  const r = await sql<{ id: number }>`INSERT INTO paciente (id_conta, nome, celular, sexo, nascimento)
    VALUES (${c.idConta}, 'Maria Souza', '11987654321', 'Feminino', '1988-02-10') RETURNING id`.execute(t.db);
  const q = async (pergunta: string, tipo_pergunta: string, texto_auxiliar: string | null = null) =>
    (await rest(t.app, 'POST', '/api/questoes-anamnese', { pergunta, tipo_pergunta, texto_auxiliar }, token))
      .body.id as number;
  const ids = [
    await q('Queixa principal?', 'texto'),
    await q('Fuma?', 'sim_nao'),
    await q('Tem alergia?', 'sim_nao_naosei_texto', 'Qual?'),
  ];
  const modelo = (
    await rest(t.app, 'POST', '/api/modelos-anamnese', { nome: 'Anamnese geral', questoes: ids }, token)
  ).body;
  return { ...c, token, idPaciente: r.rows[0]!.id, ids, modelo };
}

const respostas = (ids: number[]) => [
  { id_pergunta: ids[0]!, resposta: '  Dor ao mastigar ' },
  { id_pergunta: ids[1]!, resposta: 'Não' },
  { id_pergunta: ids[2]!, resposta: 'Sim', resposta_auxiliar: 'Dipirona' },
];

describe('anamnese do paciente', () => {
  it('cria pelas duas superfícies com as perguntas congeladas; editar o modelo depois não muda a anamnese', async () => {
    const s = await cenario();
    const r = await rest(
      t.app,
      'POST',
      '/api/pacientes-anamnese',
      { id_modelo_anamnese: s.modelo.id, id_paciente: s.idPaciente },
      s.token,
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      status: 'pendente',
      modelo_anamnese: { nome: 'Anamnese geral' },
      respostas: null,
    });
    const r2 = await trpc(
      t.app,
      'mutation',
      'anamnese.create',
      { id_modelo_anamnese: s.modelo.id, id_paciente: s.idPaciente },
      s.token,
    );
    expect(r2.status).toBe(200);

    await rest(
      t.app,
      'PUT',
      `/api/modelos-anamnese/${s.modelo.id}`,
      { nome: 'Mudou', questoes: [s.ids[1]] },
      s.token,
    );
    const pub = await rest(t.app, 'GET', `/api/pacientes-anamnese/c/${r.body.codigo}`);
    expect(pub.body.modelo_anamnese.nome).toBe('Anamnese geral');
    expect(pub.body.perguntas.map((p: { pergunta: string }) => p.pergunta)).toEqual([
      'Queixa principal?',
      'Fuma?',
      'Tem alergia?',
    ]);
    const lista = await rest(t.app, 'GET', `/api/pacientes-anamnese/${s.idPaciente}`, undefined, s.token);
    expect(lista.body).toHaveLength(2);
    const busca = await trpc(
      t.app,
      'query',
      'anamnese.list',
      { id_paciente: s.idPaciente, q: 'GERAL' },
      s.token,
    );
    expect(busca.body.total).toBe(2);
  });

  it('sem modelo: 400 "Selecione um modelo de anamnese."; modelo ou paciente de outra clínica: 404', async () => {
    const s = await cenario();
    const outra = await cenario();
    expect(
      await rest(t.app, 'POST', '/api/pacientes-anamnese', { id_paciente: s.idPaciente }, s.token),
    ).toMatchObject({
      status: 400,
      body: { message: 'Selecione um modelo de anamnese.' },
    });
    expect(
      (
        await rest(
          t.app,
          'POST',
          '/api/pacientes-anamnese',
          { id_modelo_anamnese: outra.modelo.id, id_paciente: s.idPaciente },
          s.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await rest(
          t.app,
          'POST',
          '/api/pacientes-anamnese',
          { id_modelo_anamnese: s.modelo.id, id_paciente: outra.idPaciente },
          s.token,
        )
      ).status,
    ).toBe(404);
  });

  it('o paciente responde e assina uma vez; respostas erradas ou faltando respondem 400 e nada muda', async () => {
    const s = await cenario();
    const a = (
      await rest(
        t.app,
        'POST',
        '/api/pacientes-anamnese',
        { id_modelo_anamnese: s.modelo.id, id_paciente: s.idPaciente },
        s.token,
      )
    ).body;
    const url = `/api/pacientes-anamnese/assinar/${a.codigo}`;
    const talvez = respostas(s.ids).map((r) =>
      r.id_pergunta === s.ids[1] ? { ...r, resposta: 'talvez' } : r,
    );
    expect(await rest(t.app, 'PUT', url, { respostas: talvez, assinatura: PNG })).toMatchObject({
      status: 400,
      body: { message: 'Resposta inválida. Escolha: Sim, Não.' },
    });
    expect(
      await rest(t.app, 'PUT', url, { respostas: respostas(s.ids).slice(1), assinatura: PNG }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Por favor, preencha todos os campos obrigatórios.' },
    });
    expect((await rest(t.app, 'GET', `/api/pacientes-anamnese/c/${a.codigo}`)).body.assinado).toBe(false);

    const ok = await trpc(t.app, 'mutation', 'anamnesePublica.assinar', {
      codigo: a.codigo,
      respostas: respostas(s.ids),
      assinatura: PNG,
    });
    expect(ok).toEqual({ status: 200, body: { message: 'Anamnese assinada com sucesso!' } });
    // The answers are on the staff print view only (issue 19).
    const pub = (await trpc(t.app, 'query', 'anamnese.imprimir', { codigo: a.codigo }, s.token)).body;
    expect(pub.respostas).toEqual([
      {
        id: s.ids[0],
        pergunta: 'Queixa principal?',
        tipo_pergunta: 'texto',
        resposta: 'Dor ao mastigar',
        resposta_auxiliar: null,
        texto_auxiliar: null,
      },
      {
        id: s.ids[1],
        pergunta: 'Fuma?',
        tipo_pergunta: 'sim_nao',
        resposta: 'Não',
        resposta_auxiliar: null,
        texto_auxiliar: null,
      },
      {
        id: s.ids[2],
        pergunta: 'Tem alergia?',
        tipo_pergunta: 'sim_nao_naosei_texto',
        resposta: 'Sim',
        resposta_auxiliar: 'Dipirona',
        texto_auxiliar: 'Qual?',
      },
    ]);
    const esperado = createHash('sha256')
      .update(
        conteudoCanonicoAnamnese({
          modelo: 'Anamnese geral',
          respostas: pub.respostas.map(
            (r: { pergunta: string; resposta: string; resposta_auxiliar: string | null }) => ({
              pergunta: r.pergunta,
              resposta: r.resposta,
              resposta_auxiliar: r.resposta_auxiliar,
            }),
          ),
        }),
      )
      .digest('hex');
    expect(pub.evidencia.hash_conteudo).toBe(esperado);

    expect((await rest(t.app, 'PUT', url, { respostas: respostas(s.ids), assinatura: PNG })).status).toBe(
      409,
    );
    expect((await rest(t.app, 'DELETE', `/api/pacientes-anamnese/${a.id}`, undefined, s.token)).status).toBe(
      409,
    );
    const vista = await trpc(t.app, 'query', 'anamnese.get', { id: a.id }, s.token);
    expect(vista.body.status).toBe('Assinada');
    expect(vista.body.respostas).toHaveLength(3);
    await expect(sql`DELETE FROM paciente_anamnese WHERE id = ${a.id}`.execute(t.db)).rejects.toThrow(
      /assinada/,
    );
  });

  it('exclui enquanto não assinada; código desconhecido responde 404 com a mensagem', async () => {
    const s = await cenario();
    const a = (
      await rest(
        t.app,
        'POST',
        '/api/pacientes-anamnese',
        { id_modelo_anamnese: s.modelo.id, id_paciente: s.idPaciente },
        s.token,
      )
    ).body;
    expect((await trpc(t.app, 'mutation', 'anamnese.remove', { id: a.id }, s.token)).status).toBe(200);
    expect((await rest(t.app, 'GET', `/api/pacientes-anamnese/c/${a.codigo}`)).body.message).toBe(
      `Nenhuma anamnese encontrada com o codigo: ${a.codigo}`,
    );
  });
});
