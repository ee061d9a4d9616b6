import type { Locator, Page } from '@playwright/test';
import { criarClinica, criarUsuario, loginViaApi } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

/*
 * A booking on a taken slot (issue 40): the refusal is one message, across the whole form, shown
 * once (no toast repeating it), and the toasts start below the navbar's bell and avatar.
 */

const CONFLITO = 'Conflito com o agendamento de Helena Prado às 09:00.';

async function escolher(campo: Locator, page: Page, texto: string, opcao: string) {
  await campo.fill(texto);
  await page.getByRole('option', { name: opcao }).first().click();
  await expect(campo).toBeFocused();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

for (const [nome, dispositivo] of [
  ['desktop', {}],
  ['celular', CELULAR],
] as const) {
  test.describe(nome, () => {
    test.use(dispositivo);

    test('o conflito de horário aparece uma vez, em toda a largura do formulário', async ({
      page,
      request,
    }) => {
      // Four records and three pickers: slow on a loaded machine.
      test.setTimeout(60_000);
      const c = await criarClinica(request);
      const h = { authorization: `Bearer ${await loginViaApi(request, c.email, c.senha)}` };
      const post = async (url: string, data: unknown) => {
        const r = await request.post(url, { headers: h, data });
        if (!r.ok()) throw new Error(`POST ${url}: HTTP ${r.status()} ${await r.text()}`);
        return (await r.json()) as { id: number };
      };
      const helena = await post('/api/pacientes', {
        nome: 'Helena Prado',
        celular: '11987654321',
        sexo: 'Feminino',
        nascimento: '10/05/1988',
      });
      await post('/api/pacientes', {
        nome: 'João Conceição',
        celular: '11987654322',
        sexo: 'Masculino',
        nascimento: '05/01/1979',
      });
      const limpeza = await post('/api/tratamentos', {
        nome: 'Limpeza',
        preco_venda: 150,
        preco_custo: 20,
        duracao: 45,
      });
      const prof = await criarUsuario(request, c.idConta, [], {
        tipo: 'PROFISSIONAL',
        nome: 'Dra. Carla Mendes',
      });
      await post('/api/agendas', {
        id_paciente: helena.id,
        id_profissional: prof.idUsuario,
        id_tratamento: limpeza.id,
        data_hora: '2030-02-05 09:00',
        duracao: 45,
      });

      await entrar(page, c.email, c.senha, '/agenda');
      await page.getByRole('button', { name: 'Novo Agendamento' }).click();
      const dialogo = page.getByRole('dialog', { name: 'Novo Agendamento' });
      await escolher(dialogo.getByLabel('Paciente'), page, 'João', 'João Conceição');
      await escolher(dialogo.getByLabel('Profissional'), page, 'Carla', 'Dra. Carla Mendes');
      await escolher(dialogo.getByLabel('Tratamento'), page, 'Limp', 'Limpeza');
      await dialogo.getByLabel('Data').fill('05/02/2030');
      await dialogo.getByLabel('Hora').fill('09:30');
      await dialogo.getByRole('button', { name: 'Salvar' }).click();

      const alerta = dialogo.getByRole('alert').filter({ hasText: CONFLITO });
      await expect(alerta).toBeVisible();
      // Once: no toast saying it again.
      await expect(page.getByText(CONFLITO)).toHaveCount(1);
      await expect(page.getByRole('region', { name: /Notificações/ }).getByText(CONFLITO)).toHaveCount(0);
      // Across the form: as wide as the patient field (the form's full row), on one or two lines.
      // Read once the dialog has settled: the alert's arrival can add the panel's scrollbar for a
      // frame, and one read in that frame was 2 px off (session 18).
      await expect
        .poll(async () => {
          const caixa = (await alerta.boundingBox())!;
          const paciente = (await dialogo.getByLabel('Paciente').boundingBox())!;
          return Math.abs(caixa.width - paciente.width) < 2 && caixa.height < 70;
        })
        .toBe(true);
      await capturar(page, `agenda/conflito-${nome}`);
    });

    test('os toasts começam abaixo da barra do topo: o sino e o avatar ficam à vista', async ({
      page,
      request,
    }) => {
      const c = await criarClinica(request);
      await entrar(page, c.email, c.senha, '/tratamentos');
      await page
        .getByRole('button', { name: /Novo Tratamento|Adicionar/ })
        .first()
        .click();
      const dialogo = page.getByRole('dialog');
      await dialogo.getByLabel('Nome do tratamento').fill('Clareamento');
      await dialogo.getByLabel('Valor de venda').fill('35000');
      await dialogo.getByRole('button', { name: 'Salvar' }).click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'sucesso' });
      await expect(toast).toBeVisible();
      const barra = (await page.locator('header').first().boundingBox())!;
      // Once it has slid in: below the navbar (its bell and avatar), and on a wide screen clear of
      // the page header's main button and of the new row's actions (top centre).
      await expect
        .poll(async () => (await toast.boundingBox())?.y ?? 0)
        .toBeGreaterThanOrEqual(barra.y + barra.height);
      const caixa = (await toast.boundingBox())!;
      const sobrepoe = (b: { x: number; y: number; width: number; height: number }) =>
        caixa.x < b.x + b.width &&
        b.x < caixa.x + caixa.width &&
        caixa.y < b.y + b.height &&
        b.y < caixa.y + caixa.height;
      if (nome === 'desktop') {
        const novo = (await page.getByRole('button', { name: 'Novo Tratamento' }).boundingBox())!;
        expect(sobrepoe(novo)).toBe(false);
        const acoes = page.getByRole('row', { name: /Clareamento/ }).getByRole('button');
        expect(await acoes.count()).toBeGreaterThan(0);
        for (const b of await acoes.all()) expect(sobrepoe((await b.boundingBox())!)).toBe(false);
      }
      await capturar(page, `plataforma/toast-${nome}`);
    });
  });
}
