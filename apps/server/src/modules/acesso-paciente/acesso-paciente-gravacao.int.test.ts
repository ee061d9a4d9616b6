import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { criarRegistroAcessos } from '../../platform/registro-acessos';
import { type AppDeTeste, criarAppDeTeste, criarClinica, entrar, rest, trpc } from '../../testing';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

async function pacienteEm(app: AppDeTeste) {
  const c = await criarClinica(app.deps);
  const token = await entrar(app.app, c.email, c.senha);
  const r = await trpc(
    app.app,
    'mutation',
    'paciente.create',
    { nome: 'Ana Lima', celular: '(11) 98765-4321', sexo: 'Feminino', nascimento: '01/02/1980' },
    token,
  );
  return { ...c, token, idPaciente: r.body.id as number };
}

const contar = async (idPaciente: number) =>
  Number(
    (
      await t.db
        .selectFrom('acesso_paciente')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('id_paciente', '=', idPaciente)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('gravação do registro de acessos', () => {
  it('a leitura de uma ficha está no banco quando a resposta chega: um kill -9 logo depois não a perde', async () => {
    const c = await pacienteEm(t);
    for (let i = 0; i < 3; i++) {
      const r = await rest(t.app, 'GET', `/api/pacientes/${c.idPaciente}`, undefined, c.token);
      expect(r.status).toBe(200);
      // No flush, no close: the row was written before the answer left.
      expect(await contar(c.idPaciente)).toBe(2 * i + 1);
      const q = await trpc(t.app, 'query', 'paciente.get', { id: c.idPaciente }, c.token);
      expect(q.status).toBe(200);
      expect(await contar(c.idPaciente)).toBe(2 * i + 2);
    }
  });

  it('quando o banco recusa a linha, a ficha não sai: 500 sem dado do paciente nas duas superfícies', async () => {
    const c = await pacienteEm(t);
    const recusa = Object.assign(new Error('sem conexão'), { code: '08006' });
    const falha = await criarAppDeTeste(
      inject('databaseUrl'),
      {},
      {
        acessos: {
          registrar: () => {},
          gravar: () => Promise.reject(recusa),
          descarregar: async () => {},
          fechar: async () => {},
        },
      },
    );
    try {
      const r = await rest(falha.app, 'GET', `/api/pacientes/${c.idPaciente}`, undefined, c.token);
      expect(r.status).toBe(500);
      expect(JSON.stringify(r.body)).not.toContain('Ana Lima');
      const q = await trpc(falha.app, 'query', 'paciente.get', { id: c.idPaciente }, c.token);
      expect(q.status).toBe(500);
      expect(JSON.stringify(q.body)).not.toContain('Ana Lima');
      // The export's ZIP is not started either, and its slot is given back: three tries (two
      // slots per clinic) are refused for the same reason, not for 'too many exports'.
      for (let i = 0; i < 3; i++) {
        const z = await falha.app.inject({
          method: 'GET',
          url: `/api/pacientes/${c.idPaciente}/exportacao`,
          headers: { authorization: `Bearer ${c.token}` },
        });
        expect(z.statusCode).toBe(500);
        expect(z.headers['content-type']).not.toContain('zip');
        expect(z.body).not.toContain('Ana Lima');
      }
    } finally {
      await falha.fechar();
    }
  });

  it('gravar: as leituras do mesmo instante dividem um INSERT e cada uma espera o seu', async () => {
    const c = await pacienteEm(t);
    let inserts = 0;
    const db = new Proxy(t.db, {
      get: (alvo, nome) => {
        if (nome === 'insertInto') inserts++;
        const v = Reflect.get(alvo, nome);
        return typeof v === 'function' ? v.bind(alvo) : v;
      },
    });
    const r = criarRegistroAcessos(db, () => new Date());
    const linha = { idConta: c.idConta, idPaciente: c.idPaciente, idUsuario: c.idUsuario, ip: null };
    await Promise.all(Array.from({ length: 20 }, () => r.gravar({ ...linha, acao: 'ficha' })));
    expect(await contar(c.idPaciente)).toBe(20);
    expect(inserts).toBe(1);
    await r.fechar();
  });

  it('um desligamento limpo grava o que ainda estava na fila', async () => {
    const c = await pacienteEm(t);
    const r = criarRegistroAcessos(t.db, () => new Date(), { intervaloMs: 60_000 });
    for (let i = 0; i < 5; i++)
      r.registrar({
        idConta: c.idConta,
        idPaciente: c.idPaciente,
        idUsuario: c.idUsuario,
        acao: 'exportacao',
        ip: null,
      });
    expect(await contar(c.idPaciente)).toBe(0);
    await r.fechar();
    expect(await contar(c.idPaciente)).toBe(5);
  });

  it('uma falha do banco mantém as linhas para a próxima vez e só informa o código', async () => {
    const falhas: unknown[][] = [];
    const c = await pacienteEm(t);
    let quebrado = true;
    const db = new Proxy(t.db, {
      get: (alvo, nome) => {
        if (nome === 'insertInto' && quebrado)
          return () => {
            throw Object.assign(new Error('valor 123.456.789-00 inválido'), { code: '23514' });
          };
        const v = Reflect.get(alvo, nome);
        return typeof v === 'function' ? v.bind(alvo) : v;
      },
    });
    const r = criarRegistroAcessos(db, () => new Date(), { aoFalhar: (...a) => falhas.push(a) });
    r.registrar({
      idConta: c.idConta,
      idPaciente: c.idPaciente,
      idUsuario: c.idUsuario,
      acao: 'ficha',
      ip: '10.0.0.1',
    });
    await r.descarregar();
    expect(falhas).toEqual([['23514', 0]]);
    // A read that waits for its row learns of the failure (its call then fails).
    const espera = r.gravar({
      idConta: c.idConta,
      idPaciente: c.idPaciente,
      idUsuario: c.idUsuario,
      acao: 'ficha',
      ip: null,
    });
    await expect(espera).rejects.toThrow();
    quebrado = false;
    await r.fechar();
    // Both stayed queued and went in once the database answered again.
    expect(await contar(c.idPaciente)).toBe(2);
  });

  it('registrar não espera o banco: p95 do custo no caminho da requisição bem abaixo de 2 ms', async () => {
    const r = criarRegistroAcessos(t.db, () => new Date(), { intervaloMs: 60_000, lote: 1_000_000 });
    const tempos: number[] = [];
    for (let i = 0; i < 2000; i++) {
      const t0 = performance.now();
      r.registrar({ idConta: 1, idPaciente: 1, idUsuario: 1, acao: 'ficha', ip: '10.0.0.1' });
      tempos.push(performance.now() - t0);
    }
    expect(p95(tempos)).toBeLessThan(0.1);
  });
});
