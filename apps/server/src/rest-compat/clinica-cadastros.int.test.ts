import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, rest } from '../testing';
import {
  AGENDAMENTO,
  caminhoDe,
  cenario,
  confere,
  DOCUMENTO,
  emLista,
  novoPaciente,
  PACIENTE,
  PNG,
  prepararClinicaCompat,
  TERMO,
} from './clinica-kit';

/* rest-compat, spec 02 (the clinical area), issue 17: pacientes, termos, documentos do paciente e agenda. Paths and checks: clinica-kit.ts. */

let t: AppDeTeste;
beforeAll(async () => {
  t = await prepararClinicaCompat();
});
afterAll(() => t.fechar());

describe('rest-compat: spec 02 (área clínica) — pacientes, termos, documentos do paciente e agenda', () => {
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
      /^https?:\/\/[^/]+\/api\/pacientes_termos\/c\/[^/]+\/assinatura\?conta=\d+&exp=\d+&s=[\w-]{22}&sig=/,
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
});
