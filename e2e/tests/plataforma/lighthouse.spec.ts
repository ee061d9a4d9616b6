import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { VERSAO_APP } from '@clinica/contracts';
import { type BrowserContext, chromium, expect, test } from '@playwright/test';
import lighthouse from 'lighthouse';
import { criarClinica, loginViaApi } from '../../fixtures/api';

/*
 * Lighthouse (the npm package, on the same Debian Chromium) in `pnpm test` (issue 15):
 * accessibility ≥ 95 on the login screen, the dashboard and a public signing page, and the
 * app installable. Lighthouse 12 dropped its PWA category and installability audit; the
 * installability check is now Chromium's own, `Page.getInstallabilityErrors` over CDP, the very
 * list Lighthouse's old `installable-manifest` audit reported.
 */

const MINIMO_ACESSIBILIDADE = 95;

test.setTimeout(240_000);

/** Chromium with a DevTools port Lighthouse can drive, sharing cookies with this context. */
async function abrirChromium(): Promise<{ ctx: BrowserContext; porta: number; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinica-lighthouse-'));
  const { launchOptions, locale } = test.info().project.use;
  const ctx = await chromium.launchPersistentContext(dir, {
    ...launchOptions,
    args: [...(launchOptions?.args ?? []), '--remote-debugging-port=0'],
    locale: locale ?? 'pt-BR',
    baseURL: test.info().project.use.baseURL,
  });
  const arquivo = path.join(dir, 'DevToolsActivePort');
  await expect.poll(() => fs.existsSync(arquivo)).toBe(true);
  const porta = Number(fs.readFileSync(arquivo, 'utf8').split('\n')[0]);
  return { ctx, porta, dir };
}

/** Runs the accessibility category on `url`; the failing audits are in the message. */
async function acessibilidade(url: string, porta: number) {
  const r = await lighthouse(url, {
    port: porta,
    onlyCategories: ['accessibility'],
    output: 'json',
    logLevel: 'error',
    // Keep the session cookie and this version's read news (a returning user on /home).
    disableStorageReset: true,
  });
  const lhr = r?.lhr;
  if (!lhr) throw new Error(`Lighthouse não gerou relatório para ${url}`);
  const categoria = lhr.categories.accessibility;
  const falhas = (categoria?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1)
    .map((a) => {
      const itens = (a?.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
      return `${a?.id} (${itens.map((i) => i.node?.snippet ?? '').join(' ')})`;
    });
  return { nota: Math.round((categoria?.score ?? 0) * 100), falhas, url: lhr.finalDisplayedUrl };
}

test('Lighthouse: instalável e acessibilidade ≥ 95 no login, no dashboard e na assinatura pública', async ({
  request,
  baseURL,
}) => {
  const c = await criarClinica(request, { nome: 'Clínica Horizonte' });
  const token = await loginViaApi(request, c.email, c.senha);
  const post = async <T>(url: string, data: unknown) => {
    const r = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
    if (!r.ok()) throw new Error(`POST ${url}: HTTP ${r.status()} ${await r.text()}`);
    return (await r.json()) as T;
  };
  const paciente = await post<{ id: number }>('/api/pacientes', {
    nome: 'Joana Ribeiro Duarte',
    celular: '11987654321',
    sexo: 'Feminino',
    nascimento: '10/05/1988',
    email: 'joana.duarte@exemplo.com.br',
    cpf: '529.982.247-25',
  });
  const documento = await post<{ codigo: string }>('/api/pacientes_termos', {
    id_paciente: paciente.id,
    tipo: 'TERMO',
    titulo: 'Clareamento dental',
    cabecalho: '<p>Paciente: Joana Ribeiro Duarte</p>',
    corpo: '<p>Declaro que fui informada dos riscos do procedimento e autorizo a sua realização.</p>',
  });

  const { ctx, porta, dir } = await abrirChromium();
  try {
    const page = ctx.pages()[0] ?? (await ctx.newPage());

    // Installable: the manifest, its icons and the service worker pass Chromium's own checks.
    await page.goto('/login');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await ctx.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
        timeout: 15_000,
      })
      .toEqual([]);
    const manifesto = await cdp.send('Page.getAppManifest');
    expect(manifesto.errors).toEqual([]);

    const login = await acessibilidade(`${baseURL}/login`, porta);

    await page.getByLabel('E-mail').fill(c.email);
    await page.getByLabel('Senha').fill(c.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.evaluate((v) => localStorage.setItem('lastNewsVersion', v), VERSAO_APP);
    const home = await acessibilidade(`${baseURL}/home`, porta);

    const assinatura = await acessibilidade(`${baseURL}/assinar/${documento.codigo}`, porta);

    for (const r of [login, home, assinatura]) {
      expect(r.nota, `${r.url}: ${r.falhas.join('; ')}`).toBeGreaterThanOrEqual(MINIMO_ACESSIBILIDADE);
    }
    // Lighthouse looked at the pages themselves, not at a redirect to the login.
    expect(home.url).toMatch(/\/home$/);
    expect(assinatura.url).toContain(`/assinar/${documento.codigo}`);
    console.info(
      `[lighthouse] acessibilidade: login ${login.nota}, home ${home.nota}, assinatura ${assinatura.nota}` +
        ` | abaixo de 100: ${[...login.falhas, ...home.falhas, ...assinatura.falhas].join('; ') || 'nada'}`,
    );
  } finally {
    await ctx.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
