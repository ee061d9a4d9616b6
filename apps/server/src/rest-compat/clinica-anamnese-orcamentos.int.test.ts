import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, rest } from '../testing';
import { camposAusentesComMotivo } from './campos';
import {
  ANAMNESE,
  ARQUIVO,
  caminhoDe,
  cenario,
  confere,
  emLista,
  FOTO,
  MODELO,
  novoPaciente,
  ORCAMENTO,
  PNG,
  PROFISSIONAL,
  prepararClinicaCompat,
  QUESTAO,
  RESPOSTAS,
  TRATAMENTO,
} from './clinica-kit';

/* rest-compat, spec 02 (the clinical area), issue 17: anamnese, orçamentos, fotos e arquivos, referências. Paths and checks: clinica-kit.ts. */

let t: AppDeTeste;
beforeAll(async () => {
  t = await prepararClinicaCompat();
});
afterAll(() => t.fechar());

describe('rest-compat: spec 02 (área clínica) — anamnese, orçamentos, fotos e arquivos, referências', () => {
  it('questões e modelos de anamnese: tipo em maiúsculas, PUT parcial mantém o resto; anamnese do paciente com o modelo aninhado, pública e assinada', async () => {
    const c = await cenario();
    const idPaciente = (await novoPaciente(c)).body.id as number;
    const q1 = await rest(
      t.app,
      'POST',
      '/api/questoes-anamnese',
      { pergunta: 'Tem alergia?', tipo_pergunta: 'SIM_NAO_NAOSEI_TEXTO', texto_auxiliar: 'Qual?' },
      c.token,
    );
    confere('POST', '/api/questoes-anamnese', q1, QUESTAO, 201);
    const q2 = await rest(
      t.app,
      'POST',
      '/api/questoes-anamnese',
      { pergunta: 'Fuma?', tipo_pergunta: 'sim_nao' },
      c.token,
    );
    confere(
      'GET',
      '/api/questoes-anamnese',
      await rest(t.app, 'GET', '/api/questoes-anamnese', undefined, c.token),
      emLista(QUESTAO),
    );
    const putQ = await rest(
      t.app,
      'PUT',
      `/api/questoes-anamnese/${q1.body.id}`,
      { pergunta: 'Tem alguma alergia?' },
      c.token,
    );
    confere('PUT', '/api/questoes-anamnese/:id', putQ, QUESTAO);
    expect(putQ.body).toMatchObject({ tipo_pergunta: 'sim_nao_naosei_texto', texto_auxiliar: 'Qual?' });
    // Changing the type away clears the auxiliary text (spec 02 §4), merge or not.
    const outroTipo = await rest(
      t.app,
      'PUT',
      `/api/questoes-anamnese/${q2.body.id}`,
      { tipo_pergunta: 'texto' },
      c.token,
    );
    expect(outroTipo.body).toMatchObject({ pergunta: 'Fuma?', tipo_pergunta: 'texto', texto_auxiliar: null });

    const modelo = await rest(
      t.app,
      'POST',
      '/api/modelos-anamnese',
      {
        nome: 'Geral',
        questoes: [{ id_questao_anamnese: String(q1.body.id) }, { id_questao_anamnese: String(q2.body.id) }],
      },
      c.token,
    );
    confere('POST', '/api/modelos-anamnese', modelo, MODELO, 201);
    confere(
      'GET',
      '/api/modelos-anamnese',
      await rest(t.app, 'GET', '/api/modelos-anamnese', undefined, c.token),
      emLista(MODELO),
    );
    // Renaming alone used to empty the model (questoes defaulted to []).
    const renomeado = await rest(
      t.app,
      'PUT',
      `/api/modelos-anamnese/${modelo.body.id}`,
      { nome: 'Geral 2' },
      c.token,
    );
    confere('PUT', '/api/modelos-anamnese/:id', renomeado, MODELO);
    expect(
      renomeado.body.questoes.map((q: { id_questao_anamnese: number }) => q.id_questao_anamnese),
    ).toEqual([q1.body.id, q2.body.id]);

    const anamnese = await rest(
      t.app,
      'POST',
      '/api/pacientes-anamnese',
      { id_modelo_anamnese: String(modelo.body.id), id_paciente: String(idPaciente) },
      c.token,
    );
    confere('POST', '/api/pacientes-anamnese', anamnese, ANAMNESE, 201);
    expect(anamnese.body).toMatchObject({
      id_conta: c.idConta,
      assinatura: null,
      modelo_anamnese: {
        id: modelo.body.id,
        nome: 'Geral 2',
        questoes: [
          {
            id_questao_anamnese: q1.body.id,
            questao: {
              pergunta: 'Tem alguma alergia?',
              tipo_pergunta: 'sim_nao_naosei_texto',
              texto_auxiliar: 'Qual?',
            },
          },
          { id_questao_anamnese: q2.body.id, questao: { pergunta: 'Fuma?', texto_auxiliar: null } },
        ],
      },
    });
    const codigo = anamnese.body.codigo as string;
    confere(
      'GET',
      '/api/pacientes-anamnese/:id',
      await rest(t.app, 'GET', `/api/pacientes-anamnese/${idPaciente}`, undefined, c.token),
      emLista(ANAMNESE),
    );
    confere(
      'GET',
      '/api/pacientes-anamnese/c/:codigo',
      await rest(t.app, 'GET', `/api/pacientes-anamnese/c/${codigo}`),
      ANAMNESE,
    );

    // The old public page's answers: ids as strings, options without accents or in another case.
    const assinada = await rest(t.app, 'PUT', `/api/pacientes-anamnese/assinar/${codigo}`, {
      respostas: [
        { id_pergunta: String(q1.body.id), resposta: 'SIM', resposta_auxiliar: 'Dipirona' },
        { id_pergunta: String(q2.body.id), resposta: ' Não fumo ' },
      ],
      assinatura: PNG,
    });
    expect(assinada).toMatchObject({ status: 200, body: { message: 'Anamnese assinada com sucesso!' } });

    const lista = await rest(t.app, 'GET', `/api/pacientes-anamnese/${idPaciente}`, undefined, c.token);
    confere('GET', '/api/pacientes-anamnese/:id', lista, emLista([...ANAMNESE, ...RESPOSTAS]));
    expect(lista.body[0].respostas[0]).toMatchObject({
      pergunta: 'Tem alguma alergia?',
      tipo_pergunta: 'sim_nao_naosei_texto',
      resposta: 'Sim',
      resposta_auxiliar: 'Dipirona',
      texto_auxiliar: 'Qual?',
    });
    const publica = await rest(t.app, 'GET', `/api/pacientes-anamnese/c/${codigo}`);
    // Signed: the public answer keeps its fields but carries no answers and no image (issue 19).
    confere('GET', '/api/pacientes-anamnese/c/:codigo', publica, ANAMNESE);
    expect(publica.body).toMatchObject({ assinado: true, respostas: null, assinatura: null });
    const urlImagem = lista.body[0].assinatura as string;
    const imagem = await t.app.inject({ method: 'GET', url: caminhoDe(urlImagem) });
    expect(imagem.statusCode).toBe(200);
    expect(imagem.headers['cache-control']).toMatch(/^private/);
    expect((await t.app.inject({ method: 'GET', url: new URL(urlImagem).pathname })).statusCode).toBe(403);
  });

  it('orçamentos: POST com vencimento dd/mm/aaaa e ids em texto; GET (todos, por paciente) em reais com o paciente e os tratamentos aninhados', async () => {
    const c = await cenario();
    const idPaciente = (await novoPaciente(c)).body.id as number;
    const criado = await rest(
      t.app,
      'POST',
      '/api/orcamentos',
      {
        id_paciente: String(idPaciente),
        vencimento: '31/12/2030',
        tratamentos: [{ id_tratamento: String(c.idTratamento), id_profissional: String(c.idProf) }],
      },
      c.token,
    );
    confere('POST', '/api/orcamentos', criado, ORCAMENTO, 201);
    expect(criado.body).toMatchObject({
      valor_total: 150.5,
      vencimento: '2030-12-31',
      status: 'ATIVO',
      transacao: null,
      paciente: { nome: 'Maria da Silva', email: 'maria@exemplo.com.br', celular: '11987654321' },
      tratamentos: [
        {
          nome: 'Limpeza',
          valor_venda: 150.5,
          id_profissional: c.idProf,
          profissional: { nome: 'Dra. Carla' },
        },
      ],
    });
    confere(
      'GET',
      '/api/orcamentos',
      await rest(t.app, 'GET', '/api/orcamentos', undefined, c.token),
      emLista(ORCAMENTO),
    );
    confere(
      'GET',
      '/api/orcamentos/paciente/:id',
      await rest(t.app, 'GET', `/api/orcamentos/paciente/${idPaciente}`, undefined, c.token),
      emLista(ORCAMENTO),
    );
    expect(
      (await rest(t.app, 'DELETE', `/api/orcamentos/${criado.body.id}`, undefined, c.token)).status,
    ).toBe(204);
  });

  it('fotos e arquivos do paciente: POST com data URL e id em texto, GET por paciente, o link da resposta abre sem sessão, download, DELETE', async () => {
    const c = await cenario();
    const idPaciente = (await novoPaciente(c)).body.id as number;
    const foto = await rest(
      t.app,
      'POST',
      '/api/fotos',
      { id_paciente: String(idPaciente), foto: PNG, nome: 'Antes', observacao: 'Sessão 1' },
      c.token,
    );
    confere('POST', '/api/fotos', foto, FOTO, 201);
    const fotos = await rest(t.app, 'GET', `/api/fotos/paciente/${idPaciente}`, undefined, c.token);
    confere('GET', '/api/fotos/paciente/:id', fotos, emLista(FOTO));
    // `foto` was a data URL; a URL that replaces inline bytes must work where the bytes did (DECISIONS 20).
    const imagem = await t.app.inject({ method: 'GET', url: caminhoDe(fotos.body[0].foto) });
    expect(imagem.statusCode).toBe(200);
    expect(imagem.headers['content-type']).toMatch(/^image\/png/);
    const baixada = await t.app.inject({
      method: 'GET',
      url: `/api/fotos/${foto.body.id}/download`,
      headers: { authorization: `Bearer ${c.token}` },
    });
    expect(baixada.statusCode).toBe(200);
    expect((await rest(t.app, 'DELETE', `/api/fotos/${foto.body.id}`, undefined, c.token)).status).toBe(204);

    const pdf = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64')}`;
    const arquivo = await rest(
      t.app,
      'POST',
      '/api/arquivos',
      { id_paciente: String(idPaciente), arquivo: pdf, nome: 'Exame', observacao: null },
      c.token,
    );
    confere('POST', '/api/arquivos', arquivo, ARQUIVO, 201);
    const arquivos = await rest(t.app, 'GET', `/api/arquivos/paciente/${idPaciente}`, undefined, c.token);
    confere('GET', '/api/arquivos/paciente/:id', arquivos, emLista(ARQUIVO));
    const aberto = await t.app.inject({ method: 'GET', url: caminhoDe(arquivos.body[0].arquivo) });
    expect(aberto.statusCode).toBe(200);
    expect(aberto.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await rest(t.app, 'DELETE', `/api/arquivos/${arquivo.body.id}`, undefined, c.token)).status).toBe(
      204,
    );
  });

  it('referências das telas clínicas: assinatura, profissionais (GET /usuarios?tipo=profissional), tratamentos, validar_whatsapp', async () => {
    const c = await cenario();
    const profs = await rest(t.app, 'GET', '/api/usuarios?tipo=profissional', undefined, c.token);
    confere('GET', '/api/usuarios', profs, emLista(PROFISSIONAL));
    // Who can be booked (issue 33): the professional and the clinic's owner, an ADM who attends.
    expect(profs.body.map((u: { nome: string }) => u.nome)).toEqual(['Administradora Teste', 'Dra. Carla']);
    confere(
      'GET',
      '/api/tratamentos',
      await rest(t.app, 'GET', '/api/tratamentos', undefined, c.token),
      emLista(TRATAMENTO),
    );
    // Every screen of the area checks the subscription first: subscription.status and conta.
    confere('GET', '/api/assinatura', await rest(t.app, 'GET', '/api/assinatura', undefined, c.token), [
      'subscription.status',
      'conta',
    ]);
    const zap = await rest(t.app, 'GET', '/api/validar_whatsapp/5511987654321');
    expect(zap.status).toBe(200);
    expect(camposAusentesComMotivo(zap.body, ['valido'])).toEqual([]);
  });
});
