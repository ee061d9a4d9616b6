import { describe, expect, it } from 'vitest';
import { MENSAGEM_ULTIMO_ADM, verificarUltimoAdm } from './ultimo-adm';

const adm = { tipo: 'ADM', ativo: true } as const;
const admInativo = { tipo: 'ADM', ativo: false } as const;
const usuario = { tipo: 'USUARIO', ativo: true } as const;

describe('verificarUltimoAdm', () => {
  it.each([
    ['o único ADM vira USUARIO', adm, usuario, 1, MENSAGEM_ULTIMO_ADM],
    ['o único ADM é desativado', adm, admInativo, 1, MENSAGEM_ULTIMO_ADM],
    ['o único ADM é excluído', adm, null, 1, MENSAGEM_ULTIMO_ADM],
    ['um de dois ADMs vira USUARIO', adm, usuario, 2, null],
    ['um de dois ADMs é excluído', adm, null, 2, null],
    ['o único ADM só muda o nome', adm, adm, 1, null],
    ['um USUARIO é excluído', usuario, null, 1, null],
    ['um ADM inativo é excluído', admInativo, null, 1, null],
    ['um USUARIO vira ADM', usuario, adm, 1, null],
  ] as const)('%s', (_caso, antes, depois, adms, esperado) => {
    expect(verificarUltimoAdm(antes, depois, adms)).toBe(esperado);
  });
});
