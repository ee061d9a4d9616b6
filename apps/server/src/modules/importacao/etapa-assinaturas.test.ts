import { MSG } from '@clinica/contracts';
import { describe, expect, it } from 'vitest';
import { baixarComEspera } from './etapa-assinaturas';

const I = MSG.importacao;

/** An old system answering these in order: a 429 with its wait, the image, or nothing. */
function respostas(...r: ({ espera: number } | 'imagem' | null)[]) {
  const corpo = (async function* () {})();
  let n = 0;
  return {
    abrir: async () => {
      const x = r[n++];
      return x === 'imagem' ? { corpo } : (x ?? null);
    },
    corpo,
    pedidos: () => n,
  };
}

describe("a signature image through the old system's public rate limit", () => {
  it('waits what a 429 says (at most a minute) and asks again', async () => {
    const esperas: number[] = [];
    const o = respostas({ espera: 12 }, { espera: 600 }, 'imagem');
    const r = await baixarComEspera(o.abrir, async (ms) => {
      esperas.push(ms);
    });
    expect(r).toBe(o.corpo);
    expect(esperas).toEqual([12_000, 60_000]);
  });

  it('gives up on the image after a few waits; a refusal is not waited for', async () => {
    const o = respostas(...Array.from({ length: 10 }, () => ({ espera: 1 })));
    expect(await baixarComEspera(o.abrir, async () => {})).toBe(I.assinaturaLimitada);
    expect(o.pedidos()).toBe(6);
    expect(await baixarComEspera(respostas(null).abrir, async () => {})).toBe(I.assinaturaInacessivel);
  });
});
