import type { Page, Request } from '@playwright/test';
import { criarClinica, criarUsuario, loginViaApi } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

/*
 * 'Primeiros passos' (issue 40): a new clinic's ADM sees on the dashboard what is left to set up,
 * each step ticked by what the clinic has actually done and linking to where it is done; the ADM
 * dismisses it for good; nobody else sees it.
 */

const cartao = (page: Page) => page.getByRole('region', { name: 'Primeiros passos' });
const passo = (page: Page, titulo: string) => cartao(page).getByRole('link', { name: new RegExp(titulo) });

/** The /trpc requests of the page, to see the checklist ride in the dashboard's own batch. */
function chamadasTrpc(page: Page) {
  const urls: string[] = [];
  page.on('request', (r: Request) => {
    if (new URL(r.url()).pathname.startsWith('/trpc/')) urls.push(decodeURIComponent(r.url()));
  });
  return urls;
}

for (const [nome, dispositivo] of [
  ['desktop', {}],
  ['celular', CELULAR],
] as const) {
  test.describe(nome, () => {
    test.use(dispositivo);

    test('o ADM de uma clínica nova vê os passos, marcados pelo que a clínica fez, e os dispensa', async ({
      page,
      request,
    }) => {
      const c = await criarClinica(request, { nome: 'Clínica Primeiro Dia' });
      const chamadas = chamadasTrpc(page);
      await entrar(page, c.email, c.senha);
      await expect(cartao(page)).toBeVisible();
      await expect(cartao(page)).toContainText('0 de 7 concluídos');
      for (const t of [
        'Envie o logo da clínica',
        'Preencha o endereço da clínica',
        'Cadastre os tratamentos',
        'Confira os tipos de pagamento',
        'Cadastre a sua equipe',
        'Cadastre o primeiro paciente',
        'Marque o primeiro agendamento',
      ])
        await expect(passo(page, t)).toBeVisible();
      // One request for the dashboard and the checklist: the card adds no round trip.
      const doStatus = chamadas.filter((u) => u.includes('primeirosPassos.status'));
      expect(doStatus).toHaveLength(1);
      expect(doStatus[0]).toContain('dashboard.resumo');
      await capturar(page, `dashboard/primeiros-passos-${nome}`);

      // The clinic registers a patient (through the API, as another screen would): ticked.
      const token = await loginViaApi(request, c.email, c.senha);
      const r = await request.post('/api/pacientes', {
        headers: { authorization: `Bearer ${token}` },
        data: { nome: 'Ana Primeira', celular: '11987654321', sexo: 'Feminino', nascimento: '01/02/1990' },
      });
      expect(r.ok()).toBe(true);
      await page.reload();
      await expect(cartao(page)).toContainText('1 de 7 concluídos');
      await expect(passo(page, 'Cadastre o primeiro paciente')).toContainText('concluído');
      await expect(passo(page, 'Cadastre os tratamentos')).not.toContainText('concluído');

      // Each step opens the screen that does it.
      await passo(page, 'Cadastre os tratamentos').click();
      await expect(page).toHaveURL(/\/tratamentos$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/home$/);

      await cartao(page).getByRole('button', { name: 'Dispensar' }).click();
      await expect(cartao(page)).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Acesso rápido' })).toBeVisible();
      await expect(cartao(page)).toHaveCount(0);
    });
  });
}

test('quem não é ADM não vê os primeiros passos, nem pede o status ao servidor', async ({
  page,
  request,
}) => {
  const c = await criarClinica(request, { nome: 'Clínica da Recepção' });
  const recepcao = await criarUsuario(request, c.idConta, ['PACIENTES_LISTAR'], { nome: 'Rita Recepção' });
  const chamadas = chamadasTrpc(page);
  await entrar(page, recepcao.email, recepcao.senha);
  await expect(page.getByTestId('tabela-pacientes')).toContainText('Total cadastrados');
  await expect(page.getByRole('heading', { name: 'Acesso rápido' })).toBeVisible();
  await expect(cartao(page)).toHaveCount(0);
  expect(chamadas.filter((u) => u.includes('primeirosPassos'))).toHaveLength(0);
});
