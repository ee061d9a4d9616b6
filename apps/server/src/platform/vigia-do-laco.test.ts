import { describe, expect, it } from 'vitest';
import { criarEstadoDoVigia, iniciarVigiaDoLaco } from './vigia-do-laco';

describe('vigia do laço de eventos', () => {
  it('fica doente por uma janela depois de um bloqueio acima do limite, e volta', () => {
    let agora = 1_000_000;
    const e = criarEstadoDoVigia({ limiteMs: 5000, janelaMs: 60_000, agora: () => agora });
    e.registrar(40);
    e.registrar(4999);
    expect(e.saudavel()).toBe(true);
    e.registrar(5200);
    expect(e.saudavel()).toBe(false);
    expect(e.ultimoBloqueioMs()).toBe(5200);
    agora += 59_000;
    e.registrar(30);
    expect(e.saudavel()).toBe(false);
    agora += 2_000;
    expect(e.saudavel()).toBe(true);
  });

  it('mede um bloqueio real do laço', async () => {
    const vigia = iniciarVigiaDoLaco({ limiteMs: 150, leituraMs: 50 });
    try {
      expect(vigia.saudavel()).toBe(true);
      const ate = Date.now() + 300;
      while (Date.now() < ate) {
        // the loop is blocked here, as a runaway request would block it
      }
      await new Promise((r) => setTimeout(r, 120));
      expect(vigia.saudavel()).toBe(false);
      expect(vigia.ultimoBloqueioMs()).toBeGreaterThan(150);
    } finally {
      vigia.parar();
    }
  });
});
