import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, criarUsuarioComPermissoes, entrar, rest } from '../testing';
import { comAnexos, origemClinica } from '../testing/cenario-importacao-clinica';

/*
 * Issue 39's clinic-wide lists: the records the spec lists per patient (documents, anamneses,
 * photos, files), every patient's, read by id after `apos` — what lets an import take a whole
 * clinic in one pass instead of one request per patient and kind. Each patient on a page is a
 * read of their record (acesso_paciente), as on their own list.
 */
let t: AppDeTeste;
let c: Awaited<ReturnType<typeof origemClinica>>;
let outra: Awaited<ReturnType<typeof origemClinica>>;
let anexos: Awaited<ReturnType<typeof comAnexos>>;

type Item = { id: number; id_paciente: number; arquivado_em?: string | null };

const get = async (url: string, token = c.token) => {
  const r = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { status: r.statusCode, total: r.headers['x-total-count'], body: r.json() as Item[] };
};

beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  c = await origemClinica(t);
  outra = await origemClinica(t);
  anexos = await comAnexos(t, c);
  await comAnexos(t, outra);
});
afterAll(() => t.fechar());

describe('listas da clínica (GET sem paciente, ?apos=)', () => {
  it('documentos: em ordem de id, página após página, total só na primeira; só os da clínica', async () => {
    const esperados = [c.contrato, c.termoAna, c.termoBruno].sort((a, b) => a - b);
    const p1 = await get('/api/pacientes_termos?limit=2');
    expect(p1.status).toBe(200);
    expect(p1.total).toBe('3');
    expect(p1.body.map((d) => d.id)).toEqual(esperados.slice(0, 2));
    const p2 = await get(`/api/pacientes_termos?limit=2&apos=${esperados[1]}`);
    expect(p2.total).toBeUndefined();
    expect(p2.body.map((d) => d.id)).toEqual(esperados.slice(2));
    expect(new Set([...p1.body, ...p2.body].map((d) => d.id_paciente))).toEqual(new Set([c.ana, c.bruno]));
    // Past the last: empty, and the other clinic's records (created later, higher ids) never show.
    expect((await get(`/api/pacientes_termos?apos=${esperados[2]}`)).body).toEqual([]);
  });

  it('anamneses, fotos e arquivos: os de todos os pacientes da clínica', async () => {
    const anamneses = await get('/api/pacientes-anamnese?limit=100');
    expect(anamneses.body.map((a) => a.id)).toEqual([c.anamneseAna, c.anamneseBruno]);
    const fotos = await get('/api/fotos?limit=100');
    expect(fotos.body.map((f) => f.id)).toEqual([anexos.foto, anexos.fotoGrande].sort((a, b) => a - b));
    expect(fotos.total).toBe('2');
    const arquivos = await get('/api/arquivos');
    expect(arquivos.body.map((a) => a.id)).toEqual([anexos.arquivo]);
  });

  it('?arquivados=true: só os arquivados; a lista ativa deixa de trazê-los', async () => {
    expect(
      (await rest(t.app, 'DELETE', `/api/pacientes_termos/${c.termoBruno}`, undefined, c.token)).status,
    ).toBe(204);
    const ativos = await get('/api/pacientes_termos?limit=100');
    expect(ativos.body.map((d) => d.id)).not.toContain(c.termoBruno);
    const arquivados = await get('/api/pacientes_termos?limit=100&arquivados=true');
    expect(arquivados.body.map((d) => d.id)).toEqual([c.termoBruno]);
    expect(arquivados.total).toBe('1');
    expect(arquivados.body[0]?.arquivado_em).toEqual(expect.any(String));
  });

  it('cada paciente da página é um acesso ao prontuário (uma linha por paciente, sem registro)', async () => {
    const antes = await t.db
      .selectFrom('acesso_paciente')
      .select('id')
      .where('id_conta', '=', c.idConta)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect((await get('/api/pacientes-anamnese?limit=100')).status).toBe(200);
    await t.deps.acessos.descarregar();
    const linhas = await t.db
      .selectFrom('acesso_paciente')
      .select(['id_paciente', 'acao', 'id_recurso'])
      .where('id_conta', '=', c.idConta)
      .where('id', '>', antes?.id ?? 0)
      .orderBy('id_paciente')
      .execute();
    expect(linhas).toEqual(
      [c.ana, c.bruno]
        .sort((a, b) => a - b)
        .map((id_paciente) => ({ id_paciente, acao: 'anamnese', id_recurso: null })),
    );
  });

  it('sem a permissão de listar: 403; entrada inválida: 400 em pt-BR; limit acima de 100 vale 100', async () => {
    const u = await criarUsuarioComPermissoes(t.db, c.idConta, ['PACIENTES_LISTAR']);
    const semPermissao = await entrar(t.app, u.email, u.senha);
    for (const rota of ['/api/pacientes_termos', '/api/pacientes-anamnese', '/api/fotos', '/api/arquivos'])
      expect((await get(rota, semPermissao)).status).toBe(403);
    for (const q of ['apos=-1', 'apos=abc', 'apos=99999999999', 'limit=0', 'arquivados=talvez']) {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/pacientes_termos?${q}`,
        headers: { authorization: `Bearer ${c.token}` },
      });
      expect(r.statusCode, q).toBe(400);
      // The field named, in pt-BR ('apos: …', 'arquivados: esperava um valor booleano…').
      expect(r.json().message, q).toMatch(new RegExp(`^${q.split('=')[0]}: `));
      expect(r.json().message, q).not.toMatch(/expected|invalid|received/i);
    }
    expect((await get('/api/pacientes_termos?limit=1000')).status).toBe(200);
  });
});
