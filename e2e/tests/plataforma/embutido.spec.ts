import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { conferirBundle, type Instancia, iniciarInstancia } from '@clinica/server/testing';
import { expect, test } from '../../fixtures/teste';

/*
 * The embedded product's own paths (issue 33): the rest of the suite runs on a real Postgres, so
 * this journey keeps `pnpm start`'s default honest — the BUILT server with no DATABASE_URL, on
 * PGlite in a fresh DATA_DIR: migrations from zero, the demo clinic seeded, the start, a person
 * logging in with the printed demo login and saving a patient, then a warm restart that keeps it.
 */
test('modo embutido (PGlite): migra do zero, semeia a demonstração, entra, salva e reinicia', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  conferirBundle();
  const dados = mkdtempSync(path.join(tmpdir(), 'clinica-embutido-'));
  const env = {
    DATA_DIR: dados,
    LOG_LEVEL: 'warn',
    LEMBRETES_WORKER: 'false',
    CEP_PROVIDER: 'offline',
    // The web build the rest of the journeys use (E2E_SKIP_WEB_BUILD with WEB_DIST elsewhere).
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  };
  let servidor: Instancia | null = await iniciarInstancia('embutido', env);
  try {
    // What `pnpm start` prints: the URL and the demo login.
    expect(servidor.saida()).toContain('Clínica rodando em');
    expect(servidor.saida()).toContain('Acesso de demonstração: demo@clinica.app / demo1234');

    const contexto = await browser.newContext({ baseURL: servidor.url, locale: 'pt-BR' });
    const page = await contexto.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('demo@clinica.app');
    await page.getByLabel('Senha').fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/home$/);
    // A first visit on this device: the what's-new dialog, then the demo clinic's dashboard.
    await page.getByRole('dialog', { name: 'Novidades' }).getByRole('button', { name: 'Fechar' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();

    await page.goto('/pacientes');
    await page.getByRole('button', { name: 'Novo Paciente' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Novo Paciente' });
    await dialogo.getByRole('textbox', { name: 'Nome', exact: true }).fill('Heloísa Embutida Santos');
    await dialogo.getByRole('textbox', { name: 'Celular', exact: true }).pressSequentially('11987654321');
    await dialogo.getByLabel('Sexo').selectOption('Feminino');
    await dialogo.getByLabel('Data de nascimento').pressSequentially('15/08/1990');
    await dialogo.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Paciente salvo com sucesso!')).toBeVisible();
    await contexto.close();

    // A warm start on the same folder: no migration to run, no second demo clinic, the patient kept.
    await servidor.parar();
    servidor = await iniciarInstancia('embutido-2', env);
    const login = await fetch(`${servidor.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@clinica.app', senha: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const busca = await fetch(
      `${servidor.url}/api/pacientes?page=1&q=${encodeURIComponent('heloisa embutida')}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(busca.status).toBe(200);
    expect(JSON.stringify(await busca.json())).toContain('Heloísa Embutida Santos');
  } finally {
    await servidor?.parar();
    rmSync(dados, { recursive: true, force: true });
  }
});
