import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, criarClinica, entrar, rest, trpc } from '../testing';
import { erroSeguro, urlSemDados } from './log-seguro';

/*
 * Security issue 18.3: a hostile run's log holds no planted CPF, password, e-mail, search term
 * or public code — the server logs every request at 'info' here, as in production.
 */
const linhas: string[] = [];
let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(
    inject('databaseUrl'),
    { LOG_LEVEL: 'info' },
    { destinoLog: { write: (l) => linhas.push(l) } },
  );
});
afterAll(() => t.fechar());

const CPF = '52998224725';
const SENHA = 'SenhaPlantada#2026';
const EMAIL = 'plantado.log@paciente.test';
const CODIGO = 'Zq8xK2mN4pR6sT8vW0yA3bC5dE7fG9h';
const BUSCA = 'Gertrudes Plantada';

describe('logs sem dados pessoais', () => {
  it('uma rodada hostil não deixa CPF, senha, e-mail, termo de busca nem código público no log', async () => {
    const c = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    const p = await rest(
      t.app,
      'POST',
      '/api/pacientes',
      {
        nome: BUSCA,
        celular: '11987654321',
        sexo: 'Feminino',
        nascimento: '01/02/1990',
        cpf: CPF,
        email: EMAIL,
      },
      token,
    );
    expect(p.status).toBe(201);
    await rest(
      t.app,
      'POST',
      '/api/pacientes',
      { nome: BUSCA, celular: '11987654321', sexo: 'Feminino', nascimento: '01/02/1990', cpf: CPF },
      token,
    );
    await rest(t.app, 'GET', `/api/pacientes?q=${CPF}`, undefined, token);
    await rest(t.app, 'GET', `/api/pacientes?q=${encodeURIComponent(BUSCA)}`, undefined, token);
    await trpc(t.app, 'query', 'paciente.list', { q: BUSCA }, token);
    await rest(t.app, 'POST', '/api/login', { email: EMAIL, senha: SENHA });
    await rest(t.app, 'POST', '/api/login', { email: c.email, senha: SENHA });
    await rest(t.app, 'GET', `/api/pacientes_termos/c/${CODIGO}`);
    await rest(t.app, 'GET', `/api/pacientes-anamnese/c/${CODIGO}`);
    await rest(t.app, 'PUT', `/api/pacientes_termos/assinar/${CODIGO}`, { assinatura: 'x' });
    const log = linhas.join('');
    expect(log).toContain('/api/pacientes?…');
    expect(log).toContain('/api/pacientes_termos/c/:codigo');
    for (const segredo of [CPF, '529.982.247-25', SENHA, EMAIL, CODIGO, 'Gertrudes', c.senha])
      expect([segredo, log.includes(segredo)]).toEqual([segredo, false]);
  });

  it('um erro do banco é registrado pelo código e pela restrição, nunca pela mensagem ou pelos parâmetros', () => {
    const erro = Object.assign(new Error(`duplicate key value violates unique constraint: (cpf)=(${CPF})`), {
      code: '23505',
      constraint: 'paciente_cpf_key',
      detail: `Key (cpf)=(${CPF}) already exists.`,
      parameters: [CPF, SENHA],
    });
    const serializado = JSON.stringify(erroSeguro(new Error('falhou', { cause: erro })));
    expect(serializado).toContain('paciente_cpf_key');
    expect(serializado).toContain('23505');
    expect(serializado).not.toContain(CPF);
    expect(serializado).not.toContain(SENHA);
  });

  it('a URL perde a consulta e os códigos públicos, e mantém o resto do caminho', () => {
    expect(urlSemDados(`/api/pacientes?q=${CPF}`)).toBe('/api/pacientes?…');
    expect(urlSemDados(`/assinar/${CODIGO}`)).toBe('/assinar/:codigo');
    expect(urlSemDados('/api/produtos/12')).toBe('/api/produtos/12');
  });
});
