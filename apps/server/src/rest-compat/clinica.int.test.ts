import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  criarAppDeTeste,
  criarClinica,
  criarUsuarioComPermissoes,
  entrar,
  rest,
} from '../testing';
import { camposAusentesComMotivo, camposAusentesNoOpenApi } from './campos';

/*
 * rest-compat, spec 02 (the clinical area), issue 17: for every call of spec 02 §7 that we build,
 * the old client's request — with the loose types it sent (numeric strings, enums in another
 * case, dd/mm/yyyy where the screen's mask gave it) — and the field paths of spec 02 §3's entity
 * tables in the answer, with the spec's nesting. The path lists below are copied from the spec's
 * text, not from our schemas; the OpenAPI document must list the same paths in the route's
 * response schema.
 */

let t: AppDeTeste;
let openapi: Parameters<typeof camposAusentesNoOpenApi>[0];
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  openapi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => t.fechar());

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

// ---- spec 02 §3, as written ---------------------------------------------------------------------

const PACIENTE = [
  'id',
  'nome',
  'celular',
  'nascimento',
  'cpf',
  'rg',
  'sexo',
  'email',
  'observacao',
  'responsavel_nome',
  'responsavel_celular',
  'responsavel_cpf',
  'responsavel_nascimento',
  'cep',
  'endereco',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'estado',
  'criado_em',
];
const CONTA_DOCUMENTO = [
  'tipo',
  'nome',
  'endereco',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'cep',
  'documento',
  'imagem_perfil',
];
const DOCUMENTO = [
  'id',
  'id_conta',
  'id_paciente',
  'conta',
  ...CONTA_DOCUMENTO.map((c) => `conta.${c}`),
  'tipo',
  'titulo',
  'cabecalho',
  'corpo',
  'criado_em',
  'atualizado_em',
  'assinatura',
  'codigo',
];
const TERMO = ['id', 'titulo', 'corpo', 'criado_em'];
const AGENDAMENTO = [
  'id',
  'paciente.id',
  'paciente.nome',
  'paciente.email',
  'profissional.id',
  'profissional.nome',
  'tratamento.id',
  'tratamento.nome',
  'data_hora',
  'duracao',
  'status',
  'observacao',
  'notificacoes',
];
const ANAMNESE = [
  'id',
  'id_conta',
  'id_paciente',
  'codigo',
  'criado_em',
  'atualizado_em',
  'assinatura',
  'modelo_anamnese.id',
  'modelo_anamnese.nome',
  'modelo_anamnese.questoes[].id_questao_anamnese',
  'modelo_anamnese.questoes[].questao.pergunta',
  'modelo_anamnese.questoes[].questao.texto_auxiliar',
  'modelo_anamnese.questoes[].questao.tipo_pergunta',
  'respostas',
];
const RESPOSTAS = [
  'respostas[].id',
  'respostas[].pergunta',
  'respostas[].tipo_pergunta',
  'respostas[].resposta',
  'respostas[].resposta_auxiliar',
  'respostas[].texto_auxiliar',
];
const QUESTAO = ['id', 'pergunta', 'tipo_pergunta', 'texto_auxiliar'];
const MODELO = ['id', 'nome', 'criado_em', 'questoes[].id_questao_anamnese'];
const ORCAMENTO = [
  'id',
  'paciente.nome',
  'paciente.email',
  'paciente.celular',
  'valor_total',
  'vencimento',
  'status',
  'transacao',
  'tratamentos[].nome',
  'tratamentos[].descricao',
  'tratamentos[].valor_venda',
  'tratamentos[].id_profissional',
  'tratamentos[].profissional.nome',
];
const FOTO = ['id', 'id_paciente', 'foto', 'nome', 'observacao', 'criado_em'];
const ARQUIVO = ['id', 'id_paciente', 'arquivo', 'nome', 'observacao', 'criado_em'];
const PROFISSIONAL = ['id', 'nome', 'email'];
// Spec 02: "Treatment (reference): id, nome, descricao" (null when the clinic wrote none).
const TRATAMENTO = ['id', 'nome', 'descricao'];

/** Each element of a list answer: the same paths under '[]'. */
const emLista = (campos: string[]) => campos.map((c) => `[].${c}`);

/** The answer carries the paths, and the route's documented response lists them. */
function confere(
  metodo: string,
  rota: string,
  r: { status: number; body: unknown },
  campos: string[],
  status = 200,
) {
  expect(r.status, `${metodo} ${rota}: ${JSON.stringify(r.body).slice(0, 300)}`).toBe(status);
  expect(camposAusentesComMotivo(r.body, campos), `${metodo} ${rota}: na resposta`).toEqual([]);
  expect(
    camposAusentesNoOpenApi(openapi, metodo, rota, campos, status),
    `${metodo} ${rota}: no OpenAPI`,
  ).toEqual([]);
}

/** The path and query of an absolute URL from an answer (inject takes a path). */
const caminhoDe = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

// ---- the clinic the old client talks to ------------------------------------------------------------

async function cenario() {
  const c = await criarClinica(t.deps, { nome: 'Clínica Compatível' });
  await t.db
    .updateTable('conta')
    .set({ cidade: 'Campinas', endereco: 'Rua das Flores', numero: '10', bairro: 'Centro', cep: '13010000' })
    .where('id', '=', c.idConta)
    .execute();
  const token = await entrar(t.app, c.email, c.senha);
  const prof = await criarUsuarioComPermissoes(t.db, c.idConta, [], {
    tipo: 'PROFISSIONAL',
    nome: 'Dra. Carla',
  });
  // The old client's treatment: prices as strings with a comma (spec 03's form).
  const trat = await rest(
    t.app,
    'POST',
    '/api/tratamentos',
    { nome: 'Limpeza', descricao: 'Profilaxia', preco_venda: '150,50', preco_custo: '10', duracao: '30' },
    token,
  );
  expect(trat.status).toBe(201);
  return { ...c, token, idProf: prof.idUsuario, idTratamento: trat.body.id as number };
}
type Cenario = Awaited<ReturnType<typeof cenario>>;

/** POST /pacientes as the old form sent it: masks, dd/mm/yyyy, sexo in lower case, ddi as a number. */
async function novoPaciente(c: Cenario) {
  const r = await rest(
    t.app,
    'POST',
    '/api/pacientes',
    {
      nome: ' Maria da Silva ',
      ddi: 55,
      celular: '(11) 98765-4321',
      sexo: 'feminino',
      nascimento: '17/05/1990',
      cpf: '529.982.247-25',
      email: 'maria@exemplo.com.br',
      observacao: 'Alergia a dipirona',
      responsavel_nome: '',
      cep: '13010-000',
      endereco: 'Rua A',
      numero: 12,
      bairro: 'Centro',
      cidade: 'Campinas',
      estado: 'SP',
    },
    c.token,
  );
  return r;
}

describe('rest-compat: spec 02 (área clínica)', () => {
  it('pacientes: POST com tipos soltos, GET (lista e busca), PUT que omite campos mantém o guardado', async () => {
    const c = await cenario();
    const criado = await novoPaciente(c);
    confere('POST', '/api/pacientes', criado, PACIENTE, 201);
    // Stored YYYY-MM-DD (spec 02 §3), digits for masked values, trimmed text.
    expect(criado.body).toMatchObject({
      nome: 'Maria da Silva',
      sexo: 'Feminino',
      nascimento: '1990-05-17',
      celular: '11987654321',
      cpf: '52998224725',
      numero: '12',
    });
    const id = criado.body.id as number;

    confere(
      'GET',
      '/api/pacientes',
      await rest(t.app, 'GET', '/api/pacientes', undefined, c.token),
      emLista(PACIENTE),
    );
    const busca = await rest(t.app, 'GET', '/api/pacientes?q=maria', undefined, c.token);
    confere('GET', '/api/pacientes', busca, emLista(PACIENTE));
    expect(busca.body.map((p: { id: number }) => p.id)).toEqual([id]);

    // The old client's edit of one field: the rest stays as stored (PUT merges).
    const put = await rest(
      t.app,
      'PUT',
      `/api/pacientes/${id}`,
      { email: 'maria.nova@exemplo.com.br' },
      c.token,
    );
    confere('PUT', '/api/pacientes/:id', put, PACIENTE);
    expect(put.body).toMatchObject({
      email: 'maria.nova@exemplo.com.br',
      nome: 'Maria da Silva',
      cpf: '52998224725',
      observacao: 'Alergia a dipirona',
      cidade: 'Campinas',
      nascimento: '1990-05-17',
    });
    // A field sent as null is cleared on purpose; a bad value is still the spec's 400.
    const limpa = await rest(t.app, 'PUT', `/api/pacientes/${id}`, { observacao: null }, c.token);
    expect(limpa.body).toMatchObject({ observacao: null, email: 'maria.nova@exemplo.com.br' });
    expect(
      await rest(t.app, 'PUT', `/api/pacientes/${id}`, { cpf: '111.111.111-11' }, c.token),
    ).toMatchObject({
      status: 400,
      body: { message: 'CPF inválido' },
    });
    // Another clinic's patient answers 404, whatever the body omits.
    const outra = await cenario();
    expect((await rest(t.app, 'PUT', `/api/pacientes/${id}`, { email: 'x@y.com' }, outra.token)).status).toBe(
      404,
    );
    expect((await rest(t.app, 'GET', `/api/pacientes/${id}`, undefined, c.token)).body.email).toBe(
      'maria.nova@exemplo.com.br',
    );
  });

  it('termos: GET, POST {titulo, corpo}, PUT {id, titulo, corpo} e PUT só com o título', async () => {
    const c = await cenario();
    const criado = await rest(
      t.app,
      'POST',
      '/api/termos',
      { titulo: 'Clareamento', corpo: '<p>Texto</p>' },
      c.token,
    );
    confere('POST', '/api/termos', criado, TERMO, 201);
    confere(
      'GET',
      '/api/termos',
      await rest(t.app, 'GET', '/api/termos', undefined, c.token),
      emLista(TERMO),
    );
    const id = criado.body.id as number;
    const put = await rest(
      t.app,
      'PUT',
      `/api/termos/${id}`,
      { id: String(id), titulo: 'Clareamento dental', corpo: '<p>Novo</p>' },
      c.token,
    );
    confere('PUT', '/api/termos/:id', put, TERMO);
    const soTitulo = await rest(t.app, 'PUT', `/api/termos/${id}`, { titulo: 'Só o título' }, c.token);
    expect(soTitulo.body).toMatchObject({ titulo: 'Só o título', corpo: '<p>Novo</p>' });
  });

  it('documentos do paciente: POST, PUT sem tipo mantém CONTRATO e cabeçalho, GET por paciente, GET público, assinar e a imagem pela URL assinada', async () => {
    const c = await cenario();
    const idPaciente = (await novoPaciente(c)).body.id as number;
    const criado = await rest(
      t.app,
      'POST',
      '/api/pacientes_termos',
      {
        id_paciente: String(idPaciente),
        tipo: 'contrato',
        titulo: 'Prestação de serviço',
        cabecalho: '<p>CONTRATANTE: Maria</p>',
        corpo: '<p>Cláusulas</p>',
      },
      c.token,
    );
    confere('POST', '/api/pacientes_termos', criado, DOCUMENTO, 201);
    expect(criado.body).toMatchObject({
      tipo: 'CONTRATO',
      id_conta: c.idConta,
      id_paciente: idPaciente,
      assinatura: null,
      conta: { nome: 'Clínica Compatível', cidade: 'Campinas', endereco: 'Rua das Flores', cep: '13010000' },
    });
    const { id, codigo } = criado.body as { id: number; codigo: string };

    // The defect issue 17 names: a PUT without `tipo` turned a CONTRATO into a TERMO and wiped the header.
    const put = await rest(
      t.app,
      'PUT',
      `/api/pacientes_termos/${id}`,
      { titulo: 'Contrato revisto' },
      c.token,
    );
    confere('PUT', '/api/pacientes_termos/:id', put, DOCUMENTO);
    expect(put.body).toMatchObject({
      titulo: 'Contrato revisto',
      tipo: 'CONTRATO',
      cabecalho: '<p>CONTRATANTE: Maria</p>',
      corpo: '<p>Cláusulas</p>',
    });

    const lista = await rest(t.app, 'GET', `/api/pacientes_termos/${idPaciente}`, undefined, c.token);
    confere('GET', '/api/pacientes_termos/:id', lista, emLista(DOCUMENTO));

    const publico = await rest(t.app, 'GET', `/api/pacientes_termos/c/${codigo}`);
    confere('GET', '/api/pacientes_termos/c/:codigo', publico, DOCUMENTO);
    expect(publico.body).toMatchObject({
      id,
      id_conta: c.idConta,
      id_paciente: idPaciente,
      assinatura: null,
    });

    const assinado = await rest(t.app, 'PUT', `/api/pacientes_termos/assinar/${codigo}`, { assinatura: PNG });
    expect(assinado).toMatchObject({ status: 200, body: { message: 'Documento assinado com sucesso!' } });

    // Present means signed: an absolute, signed URL to the image, in the clinic's list. The public
    // answer keeps the field but, once signed, carries nothing personal (issue 19): null.
    const depois = await rest(t.app, 'GET', `/api/pacientes_termos/${idPaciente}`, undefined, c.token);
    const url = depois.body[0].assinatura as string;
    expect(url).toMatch(
      /^https?:\/\/[^/]+\/api\/pacientes_termos\/c\/[^/]+\/assinatura\?conta=\d+&exp=\d+&sig=/,
    );
    const pub = (await rest(t.app, 'GET', `/api/pacientes_termos/c/${codigo}`)).body;
    expect(pub).toMatchObject({ assinado: true, assinatura: null });
    const imagem = await t.app.inject({ method: 'GET', url: caminhoDe(url) });
    expect(imagem.statusCode).toBe(200);
    expect(imagem.headers['content-type']).toBe('image/png');
    expect(imagem.headers['cache-control']).toMatch(/^private/);
    // The code alone, or an altered signature, no longer opens the image.
    const semAssinatura = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(semAssinatura.statusCode).toBe(403);
    expect(semAssinatura.json().message).toBe(
      'Link do arquivo expirado ou inválido. Abra o arquivo novamente pelo sistema.',
    );
    const adulterada = caminhoDe(url).replace(/sig=./, (s) => (s.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await t.app.inject({ method: 'GET', url: adulterada })).statusCode).toBe(403);

    // Signed is final: the merge does not open a way around it.
    expect((await rest(t.app, 'PUT', `/api/pacientes_termos/${id}`, { titulo: 'X' }, c.token)).status).toBe(
      409,
    );
  });

  it('agenda: POST com ids em texto e status em minúsculas, GET (todas, por profissional, por paciente), PUT sem notificacoes mantém a escolha', async () => {
    const c = await cenario();
    const idPaciente = (await novoPaciente(c)).body.id as number;
    const criado = await rest(
      t.app,
      'POST',
      '/api/agendas',
      {
        id_paciente: String(idPaciente),
        id_profissional: String(c.idProf),
        id_tratamento: String(c.idTratamento),
        data_hora: '2030-03-04 09:00',
        duracao: '30',
        status: 'agendado',
        observacao: 'Primeira consulta',
        notificacoes: 'false',
      },
      c.token,
    );
    confere('POST', '/api/agendas', criado, AGENDAMENTO, 201);
    expect(criado.body).toMatchObject({
      data_hora: '2030-03-04 09:00',
      duracao: 30,
      status: 'Agendado',
      notificacoes: false,
      paciente: { id: idPaciente, nome: 'Maria da Silva', email: 'maria@exemplo.com.br' },
      profissional: { id: c.idProf, nome: 'Dra. Carla' },
      tratamento: { id: c.idTratamento, nome: 'Limpeza' },
    });
    const id = criado.body.id as number;

    confere(
      'GET',
      '/api/agendas',
      await rest(t.app, 'GET', '/api/agendas', undefined, c.token),
      emLista(AGENDAMENTO),
    );
    const doProf = await rest(t.app, 'GET', `/api/agendas?id_profissional=${c.idProf}`, undefined, c.token);
    confere('GET', '/api/agendas', doProf, emLista(AGENDAMENTO));
    expect(doProf.body.map((a: { id: number }) => a.id)).toEqual([id]);
    const doPaciente = await rest(t.app, 'GET', `/api/agendas/paciente/${idPaciente}`, undefined, c.token);
    confere('GET', '/api/agendas/paciente/:id', doPaciente, emLista(AGENDAMENTO));

    // The form's save (no notificacoes: the old client sends it only on drag) keeps it off.
    const put = await rest(
      t.app,
      'PUT',
      `/api/agendas/${id}`,
      { data_hora: '2030-03-04 10:00', duracao: 45, status: 'CONFIRMADO' },
      c.token,
    );
    confere('PUT', '/api/agendas/:id', put, AGENDAMENTO);
    expect(put.body).toMatchObject({
      data_hora: '2030-03-04 10:00',
      duracao: 45,
      status: 'Confirmado',
      notificacoes: false,
      observacao: 'Primeira consulta',
      paciente: { id: idPaciente },
    });
  });

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
    expect(profs.body.map((u: { nome: string }) => u.nome)).toEqual(['Dra. Carla']);
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
