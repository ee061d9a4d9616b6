import { VERSAO_APP } from '@clinica/contracts';
import type { BrowserContext, Page } from '@playwright/test';
import { criarClinica } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';
import { entrarPelaTela as entrar } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

/*
 * The installable app (issue 15): manifest and icons, the service worker and what it may
 * cache, the what's-new dialog and the bell, the install offer, the update check with its
 * countdown and a simulated waiting version. Each journey starts on an empty device (the
 * config's default marks the news read for every other journey).
 */

// A new device: nothing read, nothing declined, and the service worker this journey is about.
test.use({ dispositivoConhecido: false, serviceWorkers: 'allow' });

const VAZIO = { cookies: [], origins: [] };

/** Width and height from a PNG's IHDR. */
const tamanhoPng = (b: Buffer) => [b.readUInt32BE(16), b.readUInt32BE(20)];

/** The app's service worker is active and controls this page (a reload after the first visit). */
async function controladaPeloServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

/**
 * From now on the server "has" a new version for this browser: the e2e server appends a comment
 * to /sw.js for a browser with this cookie (scripts/servidor-e2e.ts), so the script differs.
 */
async function publicarNovaVersao(contexto: BrowserContext) {
  await contexto.addCookies([{ name: 'e2e_sw', value: 'nova', domain: '127.0.0.1', path: '/' }]);
}

const esperando = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);

test('desktop: manifest, service worker sem cache de API, novidades, sino e aviso de nova versão', async ({
  page,
  request,
  context,
}) => {
  test.slow();
  // The manifest in pt-BR with its PNG icons (any and maskable, 192 and 512).
  const manifesto = await (await request.get('/manifest.webmanifest')).json();
  expect(manifesto).toMatchObject({
    name: 'Clínica — Gestão de clínicas',
    short_name: 'Clínica',
    lang: 'pt-BR',
    display: 'standalone',
    start_url: '/home',
    theme_color: '#0d9488',
  });
  for (const proposito of ['any', 'maskable']) {
    for (const tamanho of [192, 512]) {
      const icone = manifesto.icons.find(
        (i: { purpose: string; sizes: string }) =>
          i.purpose === proposito && i.sizes === `${tamanho}x${tamanho}`,
      );
      expect(icone, `${proposito} ${tamanho}`).toMatchObject({ type: 'image/png' });
      const r = await request.get(icone.src);
      expect(r.headers()['content-type']).toBe('image/png');
      expect(tamanhoPng(await r.body())).toEqual([tamanho, tamanho]);
    }
  }

  // One version everywhere: the login screen, the server's OpenAPI and the news.
  const openapi = await (await request.get('/api/openapi.json')).json();
  expect(openapi.info.version).toBe(VERSAO_APP);
  const c = await criarClinica(request, { nome: 'Clínica Horizonte' });
  await page.goto('/login');
  await expect(page.getByText(`Versão ${VERSAO_APP}`, { exact: true })).toBeVisible();
  await entrar(page, c.email, c.senha);

  // What's new on /home: twelve entries, newest first; the bell shows 1 while unread.
  const novidades = page.getByRole('dialog', { name: 'Novidades' });
  await expect(novidades.getByRole('heading', { name: 'Novidades' })).toBeVisible();
  // (The modal makes the navbar inert: the bell's badge is read from the page.) One bell for the
  // user's notifications and the news (issue 19): the unread news count 1.
  await expect(page.getByTestId('badge-sino')).toHaveText('1');
  await expect(novidades.getByRole('listitem')).toHaveCount(12);
  const datas = await novidades
    .locator('time')
    .evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')));
  expect(datas).toEqual([...datas].sort().reverse());
  await expect(novidades.getByRole('heading', { level: 3 }).first()).toHaveText(
    'Instale o Clínica no celular',
  );
  await capturar(page, 'plataforma/novidades-desktop');
  await novidades.getByRole('button', { name: 'Entendi' }).click();
  await expect(novidades).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('lastNewsVersion'))).toBe(VERSAO_APP);
  await expect(page.getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();
  await expect(page.getByTestId('badge-sino')).toHaveCount(0);

  // Read: /home no longer opens it; the bell does, and an entry's link goes to its screen.
  await controladaPeloServiceWorker(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(novidades).toHaveCount(0);
  await page.getByRole('button', { name: 'Notificações', exact: true }).click();
  await page.getByRole('button', { name: 'Novidades do aplicativo' }).click();
  await expect(novidades.getByRole('listitem')).toHaveCount(12);
  await novidades.getByRole('link', { name: 'Abrir Agenda' }).click();
  await expect(page).toHaveURL(/\/agenda$/);
  await expect(novidades).toHaveCount(0);

  // The service worker serves the shell and the chunks, never an /api or /trpc answer.
  const respostas: { url: string; doSw: boolean }[] = [];
  page.on('response', (r) => respostas.push({ url: new URL(r.url()).pathname, doSw: r.fromServiceWorker() }));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Agenda' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Pacientes' })
    .click();
  await expect(page.getByRole('heading', { name: 'Pacientes' })).toBeVisible();
  const api = respostas.filter((r) => /^\/(api|trpc)\//.test(r.url));
  expect(api.length).toBeGreaterThan(0);
  expect(api.filter((r) => r.doSw)).toEqual([]);
  expect(respostas.some((r) => r.url.startsWith('/assets/') && r.doSw)).toBe(true);
  const emCache = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const nome of await caches.keys()) {
      for (const req of await (await caches.open(nome)).keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(emCache.length).toBeGreaterThan(20);
  expect(emCache.filter((u) => /^\/(api|trpc|__e2e)\b/.test(u))).toEqual([]);

  // A new version waits: on a wide screen a discreet toast; 'Atualizar' activates it and reloads.
  await publicarNovaVersao(context);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const aviso = page.getByRole('listitem').filter({ hasText: 'Nova versão disponível' });
  await expect(aviso).toBeVisible({ timeout: 15_000 });
  expect(await esperando(page)).toBe(true);
  await capturar(page, 'plataforma/nova-versao-desktop');
  const recarregou = page.waitForEvent('load');
  await aviso.getByRole('button', { name: 'Atualizar' }).click();
  await recarregou;
  await expect.poll(() => esperando(page)).toBe(false);
  await expect(page.getByRole('heading', { name: 'Pacientes' })).toBeVisible();
});

test('celular: novidades em tela cheia, convite para instalar, contagem, volta ao início e reinício', async ({
  browser,
  request,
}) => {
  test.slow();
  const c = await criarClinica(request, { nome: 'Clínica Horizonte' });
  const contexto = await browser.newContext({
    ...CELULAR,
    locale: 'pt-BR',
    storageState: VAZIO,
    serviceWorkers: 'allow',
  });
  // Tests can't open the installed app: a session flag makes display-mode standalone match.
  await contexto.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (q: string) => {
      if (q !== '(display-mode: standalone)' || sessionStorage.getItem('e2e-standalone') !== '1')
        return original(q);
      const m = original('all');
      return Object.defineProperty(m, 'media', { value: q });
    };
  });
  const page = await contexto.newPage();
  await entrar(page, c.email, c.senha);

  const novidades = page.getByRole('dialog', { name: 'Novidades' });
  await expect(novidades.getByRole('heading', { name: 'Novidades' })).toBeVisible();
  // Full screen on a phone.
  expect(
    (await novidades.locator('[id^="headlessui-dialog-panel"]').boundingBox())?.height,
  ).toBeGreaterThanOrEqual(843);
  await capturar(page, 'plataforma/novidades-celular');
  await novidades.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();

  // The browser offers installation: our dialog, whose 'Instalar' opens the browser's prompt.
  const oferecer = () =>
    page.evaluate(() => {
      const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      e.prompt = async () => {
        (window as unknown as Record<string, number>).__prompts =
          ((window as unknown as Record<string, number>).__prompts ?? 0) + 1;
      };
      e.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(e);
    });
  const instalar = page.getByRole('dialog', { name: 'Instale o Clínica no seu celular' });
  await oferecer();
  await expect(instalar.getByRole('heading', { level: 2 })).toBeVisible();
  await capturar(page, 'plataforma/instalar-celular');
  await instalar.getByRole('button', { name: 'Agora não' }).click();
  await expect(instalar).toHaveCount(0);
  // 'Agora não' is remembered: a new offer (another page load) does not ask again.
  await oferecer();
  await page.waitForTimeout(500);
  await expect(instalar).toHaveCount(0);
  // Thirty days later (the mark gone), on the next load, the offer comes back.
  await page.evaluate(() => localStorage.removeItem('installDismissedAt'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await oferecer();
  // Never with the first screen: the offer waits until the page has been open 4 s.
  if (await page.evaluate(() => performance.now() < 3000)) await expect(instalar).toHaveCount(0);
  await expect(instalar.getByRole('heading', { level: 2 })).toBeVisible({ timeout: 10_000 });
  expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(4000);
  await instalar.getByRole('button', { name: 'Instalar' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Record<string, number>).__prompts))
    .toBe(1);
  await expect(instalar).toHaveCount(0);

  // The installed app: the countdown from 5:00, a check when it ends, the spinner for 3 s.
  await page.clock.install();
  await page.evaluate(() => sessionStorage.setItem('e2e-standalone', '1'));
  await controladaPeloServiceWorker(page);
  const contagem = page.getByTestId('contagem-atualizacao');
  await expect(contagem).toHaveText(/5:00$/);
  await page.clock.runFor(60_000);
  await expect(contagem).toHaveText(/4:00$/);
  await capturar(page, 'plataforma/contagem-celular');

  // Back to the visible app on another screen: it opens /home. Chrome looks for a new service
  // worker by itself about a second after a navigation: that check must be over before the server
  // 'publishes' the new version below, or it finds it before the countdown does.
  const verificacaoDoNavegador = contexto
    .waitForEvent('requestfinished', {
      predicate: (r) => new URL(r.url()).pathname === '/sw.js',
      timeout: 5_000,
    })
    .catch(() => null);
  await page.goto('/pacientes');
  await expect(page.getByRole('heading', { name: 'Pacientes' })).toBeVisible();
  await page.evaluate(() => {
    for (const estado of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { value: estado, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
  await expect(page).toHaveURL(/\/home$/);

  // A new version on the server: the next check finds it, the dialog asks to restart. Real time
  // flows under the installed clock (a slow second here once ran the check early): frozen now,
  // the countdown moves only by runFor, a second at a time down to 0:01.
  // (2 s ahead: a loaded machine let the page's clock pass a closer mark before pauseAt ran.)
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2_000));
  await verificacaoDoNavegador;
  await publicarNovaVersao(contexto);
  // Down to 0:01 in one move of the clock (every second's timer fires on the way), not 240
  // round trips of a second each.
  const [, min, seg] = /(\d+):(\d{2})$/.exec((await contagem.textContent()) ?? '') ?? [];
  await page.clock.runFor((Number(min) * 60 + Number(seg) - 1) * 1_000);
  await expect(contagem).toHaveText(/0:01$/);
  await expect(page.getByRole('dialog', { name: 'Nova versão disponível' })).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(page.getByTestId('verificando-atualizacao')).toBeVisible();
  const reiniciar = page.getByRole('dialog', { name: 'Nova versão disponível' });
  await expect
    .poll(
      async () => {
        await page.clock.runFor(200);
        return reiniciar.getByRole('heading', { level: 2 }).isVisible();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.clock.runFor(3_000);
  await expect(page.getByTestId('verificando-atualizacao')).toBeHidden();
  await capturar(page, 'plataforma/reiniciar-celular');
  const recarregou = page.waitForEvent('load');
  await reiniciar.getByRole('button', { name: 'Reiniciar agora' }).click();
  await recarregou;
  await expect.poll(() => esperando(page)).toBe(false);
  await contexto.close();

  // iOS Safari offers no prompt: the dialog shows the Share-menu steps.
  const iphone = await browser.newContext({
    ...CELULAR,
    locale: 'pt-BR',
    storageState: VAZIO,
    serviceWorkers: 'allow',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });
  const ios = await iphone.newPage();
  await ios.goto('/login');
  await ios.evaluate((v) => localStorage.setItem('lastNewsVersion', v), VERSAO_APP);
  await entrar(ios, c.email, c.senha);
  const passos = ios.getByRole('dialog', { name: 'Instale o Clínica no seu celular' });
  await expect(passos.getByRole('heading', { level: 2 })).toBeVisible({ timeout: 10_000 });
  await expect(passos).toContainText('Compartilhar');
  await expect(passos).toContainText('Adicionar à Tela de Início');
  await capturar(ios, 'plataforma/instalar-ios');
  await passos.getByRole('button', { name: 'Agora não' }).click();
  await ios.reload();
  await expect(ios.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(passos).toHaveCount(0);
  await iphone.close();
});
