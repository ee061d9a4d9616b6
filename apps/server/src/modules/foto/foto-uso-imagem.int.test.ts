import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, criarClinica, entrar, rest, trpc } from '../../testing';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A clinic with a patient, one photo, a general template and an image-use consent template. */
async function clinica(nome: string) {
  const c = await criarClinica(t.deps, { nome });
  const token = await entrar(t.app, c.email, c.senha);
  const p = await rest(
    t.app,
    'POST',
    '/api/pacientes',
    { nome: 'Carla Dias', celular: '11987654321', sexo: 'Feminino', nascimento: '03/04/1991' },
    token,
  );
  const foto = await rest(
    t.app,
    'POST',
    '/api/fotos',
    { id_paciente: p.body.id, foto: PNG, nome: 'Antes' },
    token,
  );
  expect(foto.status).toBe(201);
  const geral = await rest(
    t.app,
    'POST',
    '/api/termos',
    { titulo: 'Clareamento', corpo: '<p>Autorizo.</p>' },
    token,
  );
  const imagem = await rest(
    t.app,
    'POST',
    '/api/termos',
    { titulo: 'Uso de imagem para divulgação', corpo: '<p>CFM 2.336/2023.</p>', tipo: 'uso_imagem' },
    token,
  );
  expect(geral.body.tipo).toBe('geral');
  expect(imagem.body.tipo).toBe('uso_imagem');
  return { ...c, token, idPaciente: p.body.id as number, idGeral: geral.body.id, idImagem: imagem.body.id };
}

type C = Awaited<ReturnType<typeof clinica>>;

/** The photo's flag on every list that shows it: the tab (tRPC), REST, the clinic-wide /fotos page. */
async function usoInterno(c: C) {
  const aba = await trpc(t.app, 'query', 'foto.list', { id_paciente: c.idPaciente }, c.token);
  const pagina = await trpc(t.app, 'query', 'foto.list', {}, c.token);
  const restLista = await rest(t.app, 'GET', `/api/fotos/paciente/${c.idPaciente}`, undefined, c.token);
  const flags = [
    aba.body.itens[0].uso_interno,
    pagina.body.itens[0].uso_interno,
    restLista.body[0].uso_interno,
  ];
  expect(new Set(flags).size).toBe(1);
  return flags[0] as boolean;
}

const documentoDe = async (c: C, idTermo: number | null) =>
  (
    await trpc(
      t.app,
      'mutation',
      'documento.create',
      { id_paciente: c.idPaciente, titulo: 'Termo', corpo: '<p>Texto.</p>', id_termo: idTermo },
      c.token,
    )
  ).body;
const assinar = (codigo: string) =>
  rest(t.app, 'PUT', `/api/pacientes_termos/assinar/${codigo}`, { assinatura: PNG });

describe('consentimento de uso de imagem (issue 19, CFM 2.336/2023)', () => {
  it("as fotos são 'uso interno' até a paciente assinar um termo do tipo uso de imagem", async () => {
    const c = await clinica('Clínica Imagem');
    expect(await usoInterno(c)).toBe(true);
    const ficha = await trpc(t.app, 'query', 'paciente.get', { id: c.idPaciente }, c.token);
    expect(ficha.body.consentimento_imagem).toBeNull();

    // A signed general term is not the consent; an unsigned consent is not either.
    const geral = await documentoDe(c, c.idGeral);
    expect(geral.tipo_termo).toBe('geral');
    expect((await assinar(geral.codigo)).status).toBe(200);
    const consentimento = await documentoDe(c, c.idImagem);
    expect(consentimento.tipo_termo).toBe('uso_imagem');
    expect(await usoInterno(c)).toBe(true);

    expect((await assinar(consentimento.codigo)).status).toBe(200);
    expect(await usoInterno(c)).toBe(false);
    const depois = await trpc(t.app, 'query', 'paciente.get', { id: c.idPaciente }, c.token);
    expect(depois.body.consentimento_imagem).toMatchObject({ id_documento: consentimento.id });
    expect(Date.parse(depois.body.consentimento_imagem.assinado_em)).not.toBeNaN();
    const restFicha = await rest(t.app, 'GET', `/api/pacientes/${c.idPaciente}`, undefined, c.token);
    expect(restFicha.body.consentimento_imagem).toEqual(depois.body.consentimento_imagem);
    // The documents list says which kind each one is.
    const docs = await rest(t.app, 'GET', `/api/pacientes_termos/${c.idPaciente}`, undefined, c.token);
    expect(docs.body.map((d: { tipo_termo: string }) => d.tipo_termo).sort()).toEqual([
      'geral',
      'uso_imagem',
    ]);
  });

  it('o consentimento de outra clínica não conta; o modelo de outra clínica é 404', async () => {
    const a = await clinica('Clínica A');
    const b = await clinica('Clínica B');
    const deB = await documentoDe(b, b.idImagem);
    expect((await assinar(deB.codigo)).status).toBe(200);
    expect(await usoInterno(b)).toBe(false);
    expect(await usoInterno(a)).toBe(true);
    // A can't start a document from B's template (and so can't borrow its kind).
    const alheio = await trpc(
      t.app,
      'mutation',
      'documento.create',
      { id_paciente: a.idPaciente, titulo: 'X', corpo: '<p>x</p>', id_termo: b.idImagem },
      a.token,
    );
    expect(alheio.status).toBe(404);
    expect(alheio.body.message).toBe('Termo não encontrado.');
  });

  it('o tipo é copiado na criação: mudar o modelo depois não muda o documento; PUT sem tipo mantém o tipo', async () => {
    const c = await clinica('Clínica Cópia');
    const doc = await documentoDe(c, c.idImagem);
    // The spec's PUT body has no kind: the template keeps its own.
    const put = await rest(
      t.app,
      'PUT',
      `/api/termos/${c.idImagem}`,
      { id: c.idImagem, titulo: 'Uso de imagem', corpo: '<p>Novo texto.</p>' },
      c.token,
    );
    expect(put.body).toMatchObject({ titulo: 'Uso de imagem', tipo: 'uso_imagem' });
    const mudou = await trpc(
      t.app,
      'mutation',
      'termo.update',
      { id: c.idImagem, titulo: 'Uso de imagem', corpo: '<p>Novo texto.</p>', tipo: 'geral' },
      c.token,
    );
    expect(mudou.body.tipo).toBe('geral');
    expect((await assinar(doc.codigo)).status).toBe(200);
    expect(await usoInterno(c)).toBe(false);
    // An unknown kind is bad input with the catalogue's message, and changes nothing.
    const ruim = await rest(
      t.app,
      'POST',
      '/api/termos',
      { titulo: 'X', corpo: '<p>x</p>', tipo: 'outro' },
      c.token,
    );
    expect(ruim.status).toBe(400);
  });

  it('o atalho do modelo de uso de imagem: o da clínica, ou null', async () => {
    const c = await clinica('Clínica Atalho');
    const r = await trpc(t.app, 'query', 'documento.termoUsoImagem', undefined, c.token);
    expect(r.body).toMatchObject({ id: c.idImagem, tipo: 'uso_imagem' });
    const outra = await criarClinica(t.deps, { nome: 'Sem modelo' });
    const token = await entrar(t.app, outra.email, outra.senha);
    expect((await trpc(t.app, 'query', 'documento.termoUsoImagem', undefined, token)).body).toBeNull();
  });
});
