import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from './config';
import { createDb, type Db } from './db/kysely';
import { criarDeps } from './platform/criar-deps';
import type { Deps } from './platform/deps';
import { criarClinica } from './testing/fabrica';
import {
  bancoNovo,
  conferirBundle,
  type Instancia,
  iniciarInstancia,
  whatsappFalso,
} from './testing/instancias';
import { iniciarS3Local } from './testing/s3-local';

/*
 * Two instances, one database, proven (issue 21, DECISIONS 24): two BUILT servers started at
 * once on one fresh Postgres (the migration lock), the same JWT_SECRET, the reminder worker on
 * in both, requests alternating between them. On the run's Postgres (test/global-setup.ts):
 * PGlite is one process's database.
 */

const URL_BASE = inject('databaseUrl');
const SEGREDO = 'segredo-das-duas-instancias-com-mais-de-32-caracteres';

let banco: Awaited<ReturnType<typeof bancoNovo>>;
let wa: Awaited<ReturnType<typeof whatsappFalso>>;
let a: Instancia;
let b: Instancia;
let db: Db;
let deps: Deps;

const envComum = () => ({
  DATABASE_URL: banco.url,
  JWT_SECRET: SEGREDO,
  DEMO_SEED: 'false',
  LOG_LEVEL: 'warn',
  CEP_PROVIDER: 'offline',
  ARQUIVOS: 'postgres',
  WEB_DIST: '/nao-existe',
  LEMBRETES_WORKER: 'true',
  LEMBRETES_INTERVALO_MS: '200',
  WHATSAPP_TOKEN: 'token-de-teste-falso',
  WHATSAPP_PHONE_ID: '123456',
  WHATSAPP_API_BASE: wa.base,
});

beforeAll(async () => {
  conferirBundle();
  banco = await bancoNovo(URL_BASE);
  wa = await whatsappFalso();
  // Both at once on an empty database: one migrates, the other waits on the lock.
  [a, b] = await Promise.all([iniciarInstancia('A', envComum()), iniciarInstancia('B', envComum())]);
  db = await createDb({ kind: 'postgres', url: banco.url, max: 2 });
  deps = criarDeps({
    db,
    config: loadConfig({ ...envComum(), LEMBRETES_WORKER: 'false' }),
    jwtSecret: SEGREDO,
  });
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.parar(), b?.parar()]);
  await db?.destroy();
  await wa?.fechar();
  await banco?.descartar();
}, 60_000);

type Resposta = { status: number; body: any; bytes: Buffer };

async function chamar(
  i: Instancia,
  metodo: string,
  caminho: string,
  corpo?: unknown,
  token?: string,
): Promise<Resposta> {
  const r = await fetch(`${i.url}${caminho}`, {
    method: metodo,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(corpo === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: corpo === undefined ? undefined : JSON.stringify(corpo),
  });
  const bytes = Buffer.from(await r.arrayBuffer());
  const tipo = r.headers.get('content-type') ?? '';
  return { status: r.status, body: tipo.includes('json') ? JSON.parse(bytes.toString()) : null, bytes };
}

async function entrar(i: Instancia, email: string, senha: string) {
  const r = await chamar(i, 'POST', '/api/login', { email, senha });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.token as string;
}

let seq = 0;
/** A zone where it is about midday now: the quiet hours (22:00-08:00) would hold the messages. */
function fusoDoMeioDia() {
  const d = (((12 - new Date().getUTCHours()) % 24) + 24) % 24;
  const h = d > 14 ? d - 24 : d;
  // Etc/GMT-N is UTC+N.
  return h >= 0 ? `Etc/GMT-${h}` : `Etc/GMT+${-h}`;
}

async function clinica() {
  const c = await criarClinica(deps, { nome: `Clínica Duas Instâncias ${seq++}` });
  return { ...c, token: await entrar(seq % 2 ? a : b, c.email, c.senha) };
}

async function paciente(i: Instancia, token: string, nome: string) {
  const r = await chamar(
    i,
    'POST',
    '/api/pacientes',
    { nome, celular: '(11) 91234-5678', sexo: 'Outro', nascimento: '01/01/1980' },
    token,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id as number;
}

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A photo sent through `envio`, then downloaded through `baixa` with the same bytes. */
async function fotoDeUmaParaOutra(envio: Instancia, baixa: Instancia, token: string) {
  const idPaciente = await paciente(envio, token, `Paciente Foto ${seq++}`);
  const r = await chamar(
    envio,
    'POST',
    '/api/fotos',
    { id_paciente: idPaciente, foto: `data:image/png;base64,${PNG.toString('base64')}`, nome: 'Perfil' },
    token,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const d = await chamar(baixa, 'GET', `/api/fotos/${r.body.id}/download`, undefined, token);
  expect(d.status).toBe(200);
  expect(d.bytes.equals(PNG)).toBe(true);
  return r.body.id as number;
}

describe('duas instâncias, um banco', () => {
  it('o limite de login atingido em A vale em B', async () => {
    const c = await clinica();
    for (let i = 0; i < 5; i++) {
      expect(
        (await chamar(a, 'POST', '/api/login', { email: c.email, senha: 'senha-errada-1' })).status,
      ).toBe(401);
    }
    // The right password, on the other instance: still refused by the shared counter.
    const r = await chamar(b, 'POST', '/api/login', { email: c.email, senha: c.senha });
    expect(r.status).toBe(429);
  });

  it('um arquivo enviado por A baixa por B (arquivos no Postgres)', async () => {
    const c = await clinica();
    await fotoDeUmaParaOutra(a, b, c.token);
    await fotoDeUmaParaOutra(b, a, c.token);
  });

  it('um arquivo enviado por A baixa por B (arquivos no S3)', async () => {
    const s3 = await iniciarS3Local(`duas-instancias-${Date.now()}`);
    const env = { ...envComum(), ...s3.env, LEMBRETES_WORKER: 'false' };
    const [c3, d3] = await Promise.all([iniciarInstancia('C (S3)', env), iniciarInstancia('D (S3)', env)]);
    try {
      const c = await clinica();
      const id = await fotoDeUmaParaOutra(c3, d3, c.token);
      // The bytes are in the bucket, not in the database.
      const linhas = await db
        .selectFrom('arquivo')
        .select(['chave', 'conteudo'])
        .where('id_conta', '=', c.idConta)
        .execute();
      expect(linhas.length).toBeGreaterThan(0);
      expect(linhas.every((l) => l.conteudo === null && l.chave !== null)).toBe(true);
      expect((await s3.chaves()).some((k) => k.startsWith(`${c.idConta}/`))).toBe(true);
      expect(id).toBeGreaterThan(0);
    } finally {
      await Promise.all([c3.parar(), d3.parar()]);
      await s3.fechar();
    }
  }, 90_000);

  it('logout em A encerra a sessão em B', async () => {
    const c = await clinica();
    const token = await entrar(a, c.email, c.senha);
    expect((await chamar(b, 'GET', '/api/me', undefined, token)).status).toBe(200);
    expect((await chamar(a, 'POST', '/api/logout', {}, token)).status).toBe(200);
    expect((await chamar(b, 'GET', '/api/me', undefined, token)).status).toBe(401);
    expect((await chamar(a, 'GET', '/api/me', undefined, token)).status).toBe(401);
  });

  it('um lembrete vencido sai uma vez só, com os workers das duas instâncias rodando', async () => {
    const c = await clinica();
    await db
      .updateTable('conta')
      .set({ fuso_horario: fusoDoMeioDia() })
      .where('id', '=', c.idConta)
      .execute();
    const trat = await chamar(
      a,
      'POST',
      '/api/tratamentos',
      { nome: 'Consulta', preco_venda: 1, preco_custo: 0, duracao: 30 },
      c.token,
    );
    const nomes: string[] = [];
    for (let i = 0; i < 8; i++) {
      const inst = i % 2 ? b : a;
      const nome = `Paciente Lembrete ${i}-${Date.now()}`;
      nomes.push(nome);
      const r = await chamar(
        inst,
        'POST',
        '/api/agendas',
        {
          id_paciente: await paciente(inst, c.token, nome),
          id_profissional: c.idUsuario,
          id_tratamento: trat.body.id,
          data_hora: `2031-03-1${i} 09:00`,
          duracao: 30,
        },
        c.token,
      );
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    // Due now: both workers (every 200 ms) race for the same 8 rows.
    await db
      .updateTable('mensagem')
      .set({ enviar_em: new Date(Date.now() - 1000) })
      .where('id_conta', '=', c.idConta)
      .execute();
    const limite = Date.now() + 15_000;
    const pendentes = () =>
      db
        .selectFrom('mensagem')
        .select((e) => e.fn.countAll<string>().as('n'))
        .where('id_conta', '=', c.idConta)
        .where('status', '!=', 'enviado')
        .executeTakeFirstOrThrow();
    while (Number((await pendentes()).n) > 0 && Date.now() < limite)
      await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 1500)); // more passes of both workers: nothing else goes out
    const meus = wa.enviados.filter((p) => nomes.includes(p[0] ?? ''));
    expect(meus.map((p) => p[0]).sort()).toEqual([...nomes].sort());
    const entregas = await db
      .selectFrom('mensagem_entrega')
      .select(['sucesso'])
      .where('id_conta', '=', c.idConta)
      .execute();
    expect(entregas).toHaveLength(8);
    expect(entregas.every((e) => e.sucesso)).toBe(true);
  }, 30_000);

  it('retornos e aniversários vencidos também saem uma vez só, com os dois workers rodando', async () => {
    const c = await clinica();
    await db
      .updateTable('conta')
      .set({ fuso_horario: fusoDoMeioDia() })
      .where('id', '=', c.idConta)
      .execute();
    const trat = await chamar(
      a,
      'POST',
      '/api/tratamentos',
      { nome: 'Limpeza', preco_venda: 1, preco_custo: 0, duracao: 30, retorno_dias: 30 },
      c.token,
    );
    const nomes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const inst = i % 2 ? b : a;
      const nome = `Retorno${i}x${Date.now()} Silva`;
      nomes.push(nome);
      const idPaciente = await paciente(inst, c.token, nome);
      const consente = await chamar(
        inst,
        'PUT',
        `/api/pacientes/${idPaciente}/consentimentos`,
        [
          { finalidade: 'retorno', canal: 'whatsapp', consentido: true },
          { finalidade: 'marketing', canal: 'whatsapp', consentido: true },
        ],
        c.token,
      );
      expect(consente.status, JSON.stringify(consente.body)).toBe(200);
      const r = await chamar(
        inst,
        'POST',
        '/api/agendas',
        {
          id_paciente: idPaciente,
          id_profissional: c.idUsuario,
          id_tratamento: trat.body.id,
          data_hora: `2026-01-1${i} 09:00`,
          duracao: 30,
          status: 'Finalizada',
        },
        c.token,
      );
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      // And a birthday greeting of this year for each (what the daily planning writes).
      await db
        .insertInto('mensagem')
        .values({
          id_conta: c.idConta,
          id_paciente: idPaciente,
          tipo: 'aniversario',
          ano: 2026,
          status: 'pendente',
          enviar_em: new Date(),
        })
        .execute();
    }
    await db
      .updateTable('mensagem')
      .set({ enviar_em: new Date(Date.now() - 1000) })
      .where('id_conta', '=', c.idConta)
      .execute();
    const limite = Date.now() + 15_000;
    const pendentes = () =>
      db
        .selectFrom('mensagem')
        .select((e) => e.fn.countAll<string>().as('n'))
        .where('id_conta', '=', c.idConta)
        .where('status', '!=', 'enviado')
        .executeTakeFirstOrThrow();
    while (Number((await pendentes()).n) > 0 && Date.now() < limite)
      await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 1500));
    const primeiros = nomes.map((n) => n.split(' ')[0]);
    const meus = wa.enviados.filter((p) => primeiros.includes(p[0] ?? ''));
    // One return and one birthday per patient: 12 messages, each once, each ending with the opt-out link.
    expect(meus).toHaveLength(12);
    expect(meus.every((p) => (p[2] ?? '').includes('/descadastrar/'))).toBe(true);
    const entregas = await db
      .selectFrom('mensagem_entrega')
      .select(['sucesso'])
      .where('id_conta', '=', c.idConta)
      .execute();
    expect(entregas).toHaveLength(12);
    expect(entregas.every((e) => e.sucesso)).toBe(true);
  }, 30_000);

  it('200 chamadas simultâneas misturadas, metade em cada instância: nenhum erro', async () => {
    const c = await clinica();
    const idFoto = await fotoDeUmaParaOutra(a, b, c.token);
    const chamadas: (() => Promise<Resposta>)[] = [
      () => chamar(a, 'GET', '/api/me', undefined, c.token),
      () => chamar(b, 'GET', '/api/pacientes?page=1&limit=15', undefined, c.token),
      () => chamar(a, 'GET', '/api/assinatura', undefined, c.token),
      () => chamar(b, 'GET', `/api/fotos/${idFoto}/download`, undefined, c.token),
      () =>
        chamar(
          seq % 2 ? a : b,
          'POST',
          '/api/pacientes',
          {
            nome: `Paciente Carga ${seq++}`,
            celular: '(11) 91234-5678',
            sexo: 'Outro',
            nascimento: '01/01/1980',
          },
          c.token,
        ),
      () => chamar(a, 'GET', '/api/tratamentos?page=1', undefined, c.token),
      () => chamar(b, 'GET', '/api/me', undefined, c.token),
      () => chamar(b, 'GET', '/api/agendas?page=1', undefined, c.token),
    ];
    const respostas = await Promise.all(
      Array.from({ length: 200 }, (_, i) => chamadas[i % chamadas.length]!()),
    );
    const erros = respostas.filter((r) => r.status < 200 || r.status > 299).map((r) => r.status);
    expect(erros).toEqual([]);
    const criados = await db
      .selectFrom('paciente')
      .select((e) => e.fn.countAll<string>().as('n'))
      .where('id_conta', '=', c.idConta)
      .executeTakeFirstOrThrow();
    expect(Number(criados.n)).toBe(1 + 25);
  }, 60_000);
});
