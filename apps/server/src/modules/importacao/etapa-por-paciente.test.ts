import { MSG } from '@clinica/contracts';
import { describe, expect, it } from 'vitest';
import { lidosDaClinica } from './etapa-por-paciente';

describe('lidosDaClinica (a page of a clinic-wide list)', () => {
  it('each record with its old id as its row, the ids rising past the cursor', () => {
    expect(lidosDaClinica([{ id: 12 }, { id: 15 }, { id: '16' }], 10)).toEqual([
      { linha: 12, item: { id: 12 } },
      { linha: 15, item: { id: 15 } },
      { linha: 16, item: { id: '16' } },
    ]);
    expect(lidosDaClinica([], 99)).toEqual([]);
  });

  it('refuses a page that ignored the cursor, went back, repeated an id or has no ids', () => {
    for (const pagina of [
      [{ id: 10 }],
      [{ id: 5 }],
      [{ id: 12 }, { id: 12 }],
      [{ id: 14 }, { id: 13 }],
      [{}],
      [null],
    ])
      expect(() => lidosDaClinica(pagina, 10), JSON.stringify(pagina)).toThrow(MSG.importacao.origemResposta);
  });
});
