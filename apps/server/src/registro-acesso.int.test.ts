import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Registra } from './acesso';
import { appRouter } from './app-router';
import { createDb, type Db } from './db/kysely';
import { type AcaoAcesso, criarRegistroAcessos, type RegistroAcessos } from './platform/registro-acessos';
import {
  type AppDeTeste,
  clinicaComOrcamento,
  criarAppDeTeste,
  criarUsuarioComPermissoes,
  entrar,
  pedidoOrcamento,
  rest,
  trpc,
} from './testing';
import type { MetaProcedimento } from './trpc/init';

/**
 * The access log as part of the access declaration (issue 37): every tRPC procedure and every
 * REST route that declares `registra` is called here, and each successful call writes exactly
 * one `acesso_paciente` row (the declared `acao`, the patient, the record's id, the caller, the
 * IP); the same call refused (403) or aimed from another clinic (404) writes none. A declaration
 * without a case below fails the first test. The recorder here writes only when asked, so each
 * count is exact (the app's own one writes every 200 ms).
 */
let t: AppDeTeste;
let dbRegistro: Db;
let registro: RegistroAcessos;
let s: Cena;
let outra: Cena;
let tokenSemPermissao: string;

async function cenario() {
  const c = await clinicaComOrcamento(t);
  const orcamento = await trpc(t.app, 'mutation', 'orcamento.create', pedidoOrcamento(c), c.token);
  const documento = await rest(
    t.app,
    'POST',
    '/api/pacientes_termos',
    { id_paciente: c.ana, tipo: 'TERMO', titulo: 'Clareamento', cabecalho: '<p>x</p>', corpo: '<p>y</p>' },
    c.token,
  );
  const questao = await rest(
    t.app,
    'POST',
    '/api/questoes-anamnese',
    { pergunta: 'Fuma?', tipo_pergunta: 'sim_nao', texto_auxiliar: null },
    c.token,
  );
  const modelo = await rest(
    t.app,
    'POST',
    '/api/modelos-anamnese',
    { nome: 'Anamnese geral', questoes: [questao.body.id] },
    c.token,
  );
  const anamnese = await rest(
    t.app,
    'POST',
    '/api/pacientes-anamnese',
    { id_modelo_anamnese: modelo.body.id, id_paciente: c.ana },
    c.token,
  );
  const png =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const foto = await rest(
    t.app,
    'POST',
    '/api/fotos',
    { id_paciente: c.ana, foto: `data:image/png;base64,${png}`, nome: 'Antes' },
    c.token,
  );
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');
  const arquivo = await rest(
    t.app,
    'POST',
    '/api/arquivos',
    {
      id_paciente: c.ana,
      arquivo: `data:application/pdf;base64,${pdf}`,
      nome: 'Exame',
      nome_arquivo: 'e.pdf',
    },
    c.token,
  );
  const criados = [orcamento, documento, questao, modelo, anamnese, foto, arquivo];
  expect(criados.map((r) => r.status)).toEqual([200, 201, 201, 201, 201, 201, 201]);
  return {
    ...c,
    idOrcamento: orcamento.body.id as number,
    documento: documento.body as { id: number; codigo: string },
    anamnese: anamnese.body as { id: number; codigo: string },
    foto: foto.body as { id: number; url: string },
    idArquivo: arquivo.body.id as number,
  };
}
type Cena = Awaited<ReturnType<typeof cenario>>;

beforeAll(async () => {
  const url = inject('databaseUrl');
  dbRegistro = await createDb({ kind: 'postgres', url, max: 2 });
  registro = criarRegistroAcessos(dbRegistro, () => new Date(), { intervaloMs: 3_600_000, lote: 100_000 });
  t = await criarAppDeTeste(url, {}, { acessos: registro });
  s = await cenario();
  outra = await cenario();
  const u = await criarUsuarioComPermissoes(t.db, s.idConta, []);
  tokenSemPermissao = await entrar(t.app, u.email, u.senha);
});
afterAll(async () => {
  await t.fechar();
  await dbRegistro.destroy();
});

type Caso = {
  /** `trpc <path>` or `<METHOD> <route>`, as the walk below names each declared operation. */
  operacao: string;
  acao: AcaoAcesso;
  idRecurso: (c: Cena) => number | null;
  chamar: (c: Cena, token: string) => Promise<number>;
  /**
   * A clinic-wide list (issue 39): it names no patient in its request, so another clinic's ADM
   * gets their own clinic's records (200, logged there), never this one's.
   */
  daClinica?: true;
};

const viaTrpc =
  (caminho: string, input: (c: Cena) => unknown, tipo: 'query' | 'mutation' = 'query') =>
  async (c: Cena, token: string) =>
    (await trpc(t.app, tipo, caminho, input(c), token)).status;
// t.app.inject, not `rest`: downloads answer bytes, and a whole list streams.
const viaRest = (url: (c: Cena) => string) => async (c: Cena, token: string) =>
  (await t.app.inject({ method: 'GET', url: url(c), headers: { authorization: `Bearer ${token}` } }))
    .statusCode;
const nenhum = () => null;

const CASOS: Caso[] = [
  {
    operacao: 'trpc paciente.get',
    acao: 'ficha',
    idRecurso: nenhum,
    chamar: viaTrpc('paciente.get', (c) => ({ id: c.ana })),
  },
  {
    operacao: 'GET /api/pacientes/:id',
    acao: 'ficha',
    idRecurso: nenhum,
    chamar: viaRest((c) => `/api/pacientes/${c.ana}`),
  },
  {
    operacao: 'trpc anamnese.list',
    acao: 'anamnese',
    idRecurso: nenhum,
    chamar: viaTrpc('anamnese.list', (c) => ({ id_paciente: c.ana })),
  },
  {
    operacao: 'GET /api/pacientes-anamnese/:id',
    acao: 'anamnese',
    idRecurso: nenhum,
    chamar: viaRest((c) => `/api/pacientes-anamnese/${c.ana}`),
  },
  {
    operacao: 'trpc anamnese.get',
    acao: 'anamnese',
    idRecurso: (c) => c.anamnese.id,
    chamar: viaTrpc('anamnese.get', (c) => ({ id: c.anamnese.id })),
  },
  {
    operacao: 'trpc anamnese.imprimir',
    acao: 'impressao',
    idRecurso: (c) => c.anamnese.id,
    chamar: viaTrpc('anamnese.imprimir', (c) => ({ codigo: c.anamnese.codigo })),
  },
  {
    operacao: 'trpc documento.list',
    acao: 'documento',
    idRecurso: nenhum,
    chamar: viaTrpc('documento.list', (c) => ({ id_paciente: c.ana })),
  },
  {
    operacao: 'GET /api/pacientes_termos/:id',
    acao: 'documento',
    idRecurso: nenhum,
    chamar: viaRest((c) => `/api/pacientes_termos/${c.ana}`),
  },
  {
    operacao: 'trpc documento.imprimir',
    acao: 'impressao',
    idRecurso: (c) => c.documento.id,
    chamar: viaTrpc('documento.imprimir', (c) => ({ codigo: c.documento.codigo })),
  },
  {
    operacao: 'trpc foto.list',
    acao: 'foto',
    idRecurso: nenhum,
    chamar: viaTrpc('foto.list', (c) => ({ id_paciente: c.ana })),
  },
  {
    operacao: 'GET /api/fotos/paciente/:id',
    acao: 'foto',
    idRecurso: nenhum,
    chamar: viaRest((c) => `/api/fotos/paciente/${c.ana}`),
  },
  {
    operacao: 'GET /api/fotos/:id/download',
    acao: 'foto',
    idRecurso: (c) => c.foto.id,
    chamar: viaRest((c) => `/api/fotos/${c.foto.id}/download`),
  },
  {
    operacao: 'trpc arquivo.list',
    acao: 'arquivo',
    idRecurso: nenhum,
    chamar: viaTrpc('arquivo.list', (c) => ({ id_paciente: c.ana })),
  },
  {
    operacao: 'GET /api/arquivos/paciente/:id',
    acao: 'arquivo',
    idRecurso: nenhum,
    chamar: viaRest((c) => `/api/arquivos/paciente/${c.ana}`),
  },
  {
    operacao: 'GET /api/arquivos/:id/download',
    acao: 'arquivo',
    idRecurso: (c) => c.idArquivo,
    chamar: viaRest((c) => `/api/arquivos/${c.idArquivo}/download`),
  },
  ...(
    [
      ['/api/pacientes_termos', 'documento'],
      ['/api/pacientes-anamnese', 'anamnese'],
      ['/api/fotos', 'foto'],
      ['/api/arquivos', 'arquivo'],
    ] as const
  ).map(
    ([rota, acao]): Caso => ({
      operacao: `GET ${rota}`,
      acao,
      idRecurso: nenhum,
      chamar: viaRest(() => `${rota}?limit=5`),
      daClinica: true,
    }),
  ),
  {
    operacao: 'trpc orcamento.doPaciente',
    acao: 'orcamento',
    idRecurso: nenhum,
    chamar: viaTrpc('orcamento.doPaciente', (c) => ({ id_paciente: c.ana })),
  },
  {
    operacao: 'GET /api/orcamentos/paciente/:id',
    acao: 'orcamento',
    idRecurso: nenhum,
    chamar: viaRest((c) => `/api/orcamentos/paciente/${c.ana}`),
  },
  {
    operacao: 'trpc pacote.doPaciente',
    acao: 'orcamento',
    idRecurso: nenhum,
    chamar: viaTrpc('pacote.doPaciente', (c) => ({ id_paciente: c.ana })),
  },
  {
    operacao: 'GET /api/pacientes/:id/pacotes',
    acao: 'orcamento',
    idRecurso: nenhum,
    chamar: viaRest((c) => `/api/pacientes/${c.ana}/pacotes`),
  },
  {
    operacao: 'trpc orcamento.get',
    acao: 'orcamento',
    idRecurso: (c) => c.idOrcamento,
    chamar: viaTrpc('orcamento.get', (c) => ({ id: c.idOrcamento })),
  },
  {
    operacao: 'GET /api/orcamentos/:id',
    acao: 'orcamento',
    idRecurso: (c) => c.idOrcamento,
    chamar: viaRest((c) => `/api/orcamentos/${c.idOrcamento}`),
  },
  {
    operacao: 'trpc orcamento.imprimir',
    acao: 'impressao',
    idRecurso: (c) => c.idOrcamento,
    chamar: viaTrpc('orcamento.imprimir', (c) => ({ id: c.idOrcamento }), 'mutation'),
  },
];

/** A procedure's declaration (the flat `_def.procedures` holds procedures only). */
function metaDe(p: unknown): MetaProcedimento | undefined {
  if (typeof p !== 'function' || !('_def' in p)) return undefined;
  const def: unknown = p._def;
  return typeof def === 'object' && def !== null && 'meta' in def
    ? (def.meta as MetaProcedimento)
    : undefined;
}

/** Every operation that declares `registra`, on both surfaces. */
function operacoesDeclaradas(): string[] {
  const procedimentos = Object.entries<unknown>(appRouter._def.procedures)
    .filter(([, p]) => metaDe(p)?.registra)
    .map(([caminho]) => `trpc ${caminho}`);
  const declara = (r: RouteOptions) => (r.config as { registra?: Registra } | undefined)?.registra;
  const rotas = t.rotas
    .filter(declara)
    .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => `${m} ${r.url}`))
    .filter((o) => !o.startsWith('HEAD '));
  return [...new Set([...procedimentos, ...rotas])].sort();
}

/** Writes what the app queued, then the clinic's rows, oldest first. */
async function linhasDe(idConta: number) {
  await registro.descarregar();
  return t.db
    .selectFrom('acesso_paciente')
    .selectAll()
    .where('id_conta', '=', idConta)
    .orderBy('id')
    .execute();
}

describe('registro de acesso declarado (acesso_paciente)', () => {
  it('toda operação que declara registra tem o seu caso aqui, nas duas superfícies', () => {
    expect(operacoesDeclaradas()).toEqual(CASOS.map((c) => c.operacao).sort());
    expect(CASOS.filter((c) => c.operacao.startsWith('trpc ')).length).toBeGreaterThan(9);
    expect(CASOS.filter((c) => !c.operacao.startsWith('trpc ')).length).toBeGreaterThan(8);
  });

  it.each(CASOS.map((c) => [c.operacao, c] as const))('%s grava exatamente uma linha', async (_, caso) => {
    const antes = (await linhasDe(s.idConta)).length;
    expect(await caso.chamar(s, s.token)).toBe(200);
    const linhas = await linhasDe(s.idConta);
    expect(linhas).toHaveLength(antes + 1);
    expect(linhas.at(-1)).toMatchObject({
      id_paciente: s.ana,
      id_usuario: s.idUsuario,
      acao: caso.acao,
      id_recurso: caso.idRecurso(s),
      ip: '127.0.0.1',
    });
  });

  it.each(CASOS.map((c) => [c.operacao, c] as const))(
    '%s recusado (403) ou de outra clínica (404, ou a lista da própria) não grava aqui',
    async (_, caso) => {
      const antes = [(await linhasDe(s.idConta)).length, (await linhasDe(outra.idConta)).length];
      expect(await caso.chamar(s, tokenSemPermissao)).toBe(403);
      if (caso.daClinica) {
        // The other clinic's ADM reads their own clinic's records: logged there, as their patient.
        expect(await caso.chamar(s, outra.token)).toBe(200);
        const daOutra = await linhasDe(outra.idConta);
        expect((await linhasDe(s.idConta)).length).toBe(antes[0]);
        expect(daOutra).toHaveLength((antes[1] ?? 0) + 1);
        expect(daOutra.at(-1)).toMatchObject({ id_paciente: outra.ana, acao: caso.acao, id_recurso: null });
        return;
      }
      // The other clinic's ADM, with this clinic's ids.
      expect(await caso.chamar(s, outra.token)).toBe(404);
      expect([(await linhasDe(s.idConta)).length, (await linhasDe(outra.idConta)).length]).toEqual(antes);
    },
  );

  it('uma página de lista (JSON) grava como a lista inteira (em fluxo); entrada inválida (400) não grava', async () => {
    const antes = (await linhasDe(s.idConta)).length;
    const pagina = await viaRest((c) => `/api/pacientes_termos/${c.ana}?page=1&limit=5`)(s, s.token);
    expect(pagina).toBe(200);
    expect(await viaRest(() => '/api/orcamentos/abc')(s, s.token)).toBe(400);
    expect(await viaTrpc('anamnese.get', () => ({ id: 'abc' }))(s, s.token)).toBe(400);
    const linhas = await linhasDe(s.idConta);
    expect(linhas.slice(antes).map((l) => l.acao)).toEqual(['documento']);
  });

  it('miniatura e download pela URL assinada (sem usuário) não gravam: a lista que os entregou grava', async () => {
    const antes = (await linhasDe(s.idConta)).length;
    expect(await viaRest((c) => `/api/fotos/${c.foto.id}/miniatura`)(s, s.token)).toBe(200);
    const lista = await rest(t.app, 'GET', `/api/fotos/paciente/${s.ana}?page=1`, undefined, s.token);
    const assinada = new URL(lista.body[0].url as string);
    const baixada = await t.app.inject({ method: 'GET', url: `${assinada.pathname}${assinada.search}` });
    expect(baixada.statusCode).toBe(200);
    const linhas = await linhasDe(s.idConta);
    expect(linhas.slice(antes).map((l) => [l.acao, l.id_recurso])).toEqual([['foto', null]]);
  });
});
