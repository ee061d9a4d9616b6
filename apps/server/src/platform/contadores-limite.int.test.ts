import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, type Db } from '../db/kysely';
import { migrateToLatest } from '../db/migrate';
import { criarContadores } from './contadores-limite';

/* The Postgres counters behind every rate limit (issue 18.8): windows, backoff, no growth. */
let db: Db;
beforeAll(async () => {
  const url = inject('databaseUrl');
  db = await createDb(url ? { kind: 'postgres', url, max: 4 } : { kind: 'pglite', dataDir: null });
  if (!url) await migrateToLatest(db);
});
afterAll(() => db.destroy());

let relogio = Date.now();
const agora = () => new Date(relogio);
const novoPrefixo = () => `c${Date.now()}${Math.random().toString(36).slice(2, 8)}:`;
const linhas = (prefixo: string) =>
  db
    .selectFrom('contador_limite')
    .select('chave')
    .where('chave', 'like', `${prefixo}%`)
    .execute()
    .then((l) => l.map((x) => x.chave.slice(prefixo.length)).sort());

describe('contadores de limite', () => {
  it('uma janela fixa soma até expirar e recomeça do 1', async () => {
    const c = criarContadores(db, agora, novoPrefixo());
    expect((await c.somar('k', 60)).pontos).toBe(1);
    expect((await c.somar('k', 60)).pontos).toBe(2);
    relogio += 60_000;
    expect((await c.somar('k', 60)).pontos).toBe(1);
  });

  it('somas paralelas não se perdem', async () => {
    const c = criarContadores(db, agora, novoPrefixo());
    await Promise.all(Array.from({ length: 20 }, () => c.somar('k', 60)));
    expect((await c.ler(['k'])).get('k')?.pontos).toBe(20);
  });

  it('reservas paralelas numa conta em espera: só as livres passam', async () => {
    const c = criarContadores(db, agora, novoPrefixo());
    const recuo = { livres: 3, baseSeg: 30, tetoSeg: 60 };
    const r = await Promise.all(Array.from({ length: 10 }, () => c.reservar('conta', 3600, recuo)));
    expect(r.filter(Boolean)).toHaveLength(3);
  });

  it('linhas vencidas são apagadas pelas escritas seguintes: a tabela não cresce sem fim', async () => {
    const prefixo = novoPrefixo();
    const c = criarContadores(db, agora, prefixo);
    for (let i = 0; i < 30; i++) await c.somar(`ip-${i}`, 60);
    expect(await linhas(prefixo)).toHaveLength(30);
    relogio += 61_000;
    await c.somar('novo-1', 60);
    await c.somar('novo-2', 60);
    expect(await linhas(prefixo)).toEqual(['novo-1', 'novo-2']);
    // Another namespace's live rows (another test app, another clock) are never swept.
    const prefixoOutro = novoPrefixo();
    const parado = new Date(relogio - 3_600_000);
    await criarContadores(db, () => parado, prefixoOutro).somar('vivo', 60);
    await c.somar('novo-3', 60);
    expect(await linhas(prefixoOutro)).toEqual(['vivo']);
  });
});
