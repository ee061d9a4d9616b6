import { describe, expect, it } from 'vitest';
import { criarSenhas, PARAMETROS_PRODUCAO, PARAMETROS_TESTE } from './senha';

describe('senhas', () => {
  const producao = criarSenhas(PARAMETROS_PRODUCAO);
  const teste = criarSenhas(PARAMETROS_TESTE);

  it('confere um hash pelos parâmetros gravados nele, quaisquer que sejam os atuais', async () => {
    const hash = await producao.gerarHash('Senha Forte 1');
    expect(hash.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await teste.conferir('Senha Forte 1', hash)).toBe(true);
    expect(await teste.conferir('senha forte 1', hash)).toBe(false);
  });

  it('pede refazer só um hash mais fraco que os parâmetros atuais, ou ilegível', async () => {
    const barato = await teste.gerarHash('x');
    expect(producao.precisaRefazer(barato)).toBe(true);
    expect(teste.precisaRefazer(barato)).toBe(false);
    expect(teste.precisaRefazer(await producao.gerarHash('x'))).toBe(false);
    expect(teste.precisaRefazer('md5$abc')).toBe(true);
    expect(await teste.conferir('x', 'scrypt$NaN$8$1$a$b')).toBe(false);
  });
});
