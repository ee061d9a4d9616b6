import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, criarClinica, entrar } from '../testing';

/*
 * Issue 40: a clinic's tablet opens the server by its LAN IP while APP_URL was left at its
 * default. The images the app shows (here the clinic's logo; the consent's signature goes through
 * the same signed URLs) come back at the address the request came to; the links that leave the
 * app (WhatsApp, e-mail, checkout) keep APP_URL.
 */
let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

async function logoPedidaEm(host: string) {
  const c = await criarClinica(t.deps);
  const token = await entrar(t.app, c.email, c.senha);
  const r = await t.app.inject({
    method: 'PUT',
    url: '/api/conta',
    headers: { authorization: `Bearer ${token}`, host },
    payload: {
      nome: 'Clínica Sorriso',
      tipo: 'clinica',
      documento: '11.222.333/0001-81',
      cep: '01310-100',
      endereco: 'Avenida Paulista',
      numero: '1000',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'SP',
      imagem_perfil: `data:image/png;base64,${PNG_1X1}`,
    },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().conta.imagem_perfil as string;
}

describe('URLs das imagens no endereço em que o app foi aberto', () => {
  it('pelo IP da rede local: a logo vem nesse endereço, não no APP_URL padrão', async () => {
    expect(t.deps.config.appUrl).toBeNull();
    const url = await logoPedidaEm('192.168.0.12:3000');
    expect(url).toMatch(
      /^http:\/\/192\.168\.0\.12:3000\/api\/conta\/logo\/\d+\?conta=\d+&exp=\d+&s=[\w-]{22}&sig=/,
    );
    // And it opens there (the same server, whatever the name it was reached by).
    const img = await t.app.inject({ method: 'GET', url: url.replace(/^http:\/\/[^/]+/, '') });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
  });

  it('um Host estranho não entra na URL: fica o APP_URL', async () => {
    const url = await logoPedidaEm('exemplo.com/x?y');
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/conta\/logo\//);
  });

  it('fora de uma requisição (links enviados ao paciente) vale o APP_URL', () => {
    expect(t.deps.urls.assinar('/api/fotos/1/download', 1)).toMatch(/^http:\/\/localhost:3000\//);
    expect(t.deps.urls.absoluta('/verificar/abc')).toBe('http://localhost:3000/verificar/abc');
  });
});
