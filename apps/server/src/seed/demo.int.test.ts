import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, entrar, trpc } from '../testing';
import { DEMO, semearDemo } from './demo';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

describe('clínica de demonstração', () => {
  it('semeia uma vez, pelos serviços das telas: pacientes, agenda e um estoque com cada situação', async () => {
    expect(await semearDemo(t.deps)).toBe(true);
    expect(await semearDemo(t.deps)).toBe(false);
    const token = await entrar(t.app, DEMO.email, DEMO.senha);
    const agenda = await trpc(t.app, 'query', 'agenda.list', {}, token);
    expect(agenda.status).toBe(200);
    const resumo = await trpc(t.app, 'query', 'produto.resumo', undefined, token);
    expect(resumo.body).toMatchObject({
      cadastrados: 3,
      em_estoque: 1,
      abaixo_minimo: 1,
      sem_estoque: 1,
      lotes_a_vencer: 1,
    });
    const luva = await trpc(t.app, 'query', 'produto.list', { q: 'luva' }, token);
    // 10 at R$ 38,90 and 10 at R$ 42,90 → R$ 40,90; the exit of 4 leaves the average as it was.
    expect(luva.body.itens[0]).toMatchObject({ qnt_atual: 16, preco_custo: 4_090 });
    // The image-use consent template (issue 19), for the photos' 'Uso interno' mark.
    const termos = await trpc(t.app, 'query', 'termo.list', {}, token);
    expect(termos.body.itens.map((x: { tipo: string }) => x.tipo).sort()).toEqual(['geral', 'uso_imagem']);
  });
});
