import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { criarClinica, criarUsuario, loginViaApi } from '../../fixtures/api';
import { CELULAR } from '../../fixtures/dispositivos';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

/*
 * Stock through the real UI: products with their cards, entries at two costs (the weighted
 * average), an exit refused past the stock and one accepted, the expiry flag, a product's
 * movements, deletes, filters, permissions and the phone layout.
 */

const hojeSp = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
const somarDias = (dia: string, n: number) =>
  new Date(Date.parse(`${dia}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const br = (dia: string) => dia.split('-').reverse().join('/');

/** The dialog root has no box of its own: wait for the panel, which leaves after its transition. */
const semDialogo = (page: Page) => expect(page.locator('[id^="headlessui-dialog-panel"]')).toHaveCount(0);

const linha = (page: Page | Locator, texto: string) => page.getByRole('row').filter({ hasText: texto });
const cartao = (page: Page, rotulo: string) =>
  page.getByRole('region', { name: 'Resumo do estoque' }).getByRole('button', { name: new RegExp(rotulo) });

/** A clinic with a professional and two units, and the ADM's REST headers. */
async function clinica(request: APIRequestContext) {
  const c = await criarClinica(request);
  const headers = { authorization: `Bearer ${await loginViaApi(request, c.email, c.senha)}` };
  await criarUsuario(request, c.idConta, [], { tipo: 'PROFISSIONAL', nome: 'Dra. Carla Mendes' });
  for (const [nome_fantasia, cnpj] of [
    ['Unidade Centro', '11.222.333/0001-81'],
    ['Unidade Jardins', '11.444.777/0001-61'],
  ]) {
    const r = await request.post('/api/unidades', { headers, data: { nome_fantasia, cnpj } });
    expect(r.ok(), await r.text()).toBe(true);
  }
  const post = async (url: string, data: unknown) => {
    const r = await request.post(url, { headers, data });
    expect(r.ok(), await r.text()).toBe(true);
    return (await r.json()) as { id: number };
  };
  return { ...c, headers, post };
}

/**
 * Picks an option of a searched field. Headless UI puts the focus back in the field just after
 * a choice; moving on before it does would reopen the list over the form, so wait for both.
 */
async function escolher(page: Page, campo: Locator, busca: string | null, opcao: string | RegExp) {
  if (busca === null) await campo.click();
  else await campo.fill(busca);
  await page.getByRole('option', { name: opcao }).click();
  await expect(campo).toBeFocused();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** The insert dialog: type, product (searched), quantity; the rest is the caller's. */
async function preencherMovimentacao(page: Page, tipo: 'Entrada' | 'Saída', produto: string, qtd: string) {
  const d = page.getByRole('dialog', { name: 'Inserir Movimentação' });
  await d.getByRole('radio', { name: tipo }).click();
  const campo = d.getByRole('combobox', { name: 'Produto' });
  if ((await campo.inputValue()) !== produto)
    await escolher(page, campo, produto.slice(0, 4).toLowerCase(), new RegExp(produto));
  await d.getByLabel('Quantidade', { exact: true }).fill(qtd);
  return d;
}

test('o ADM cadastra, dá entrada a dois custos, vê a saída recusada e a aceita, a validade e o histórico', async ({
  page,
  request,
}) => {
  test.slow(); // one long journey through both screens and five dialogs
  const c = await clinica(request);
  const validade = somarDias(hojeSp(), 10);
  await entrar(page, c.email, c.senha);
  await page.getByRole('link', { name: 'Produtos' }).first().click();
  await expect(page.getByRole('heading', { name: 'Produtos' })).toBeVisible();
  await expect(page.getByText('Nenhum produto encontrado')).toBeVisible();

  // The product: its messages first, then saved.
  await page.getByRole('button', { name: 'Novo Produto' }).first().click();
  const novo = page.getByRole('dialog', { name: 'Novo Produto' });
  await novo.getByRole('button', { name: 'Salvar' }).click();
  await expect(novo.getByText('Nome é obrigatório')).toBeVisible();
  await expect(novo.getByText('Quantidade mínima é obrigatória')).toBeVisible();
  await novo.getByLabel('Nome').fill('Luva nitrílica');
  await novo.getByLabel('Quantidade mínima').fill('30');
  await capturar(page, 'estoque/produto-dialogo');
  await novo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Produto criado com sucesso!')).toBeVisible();
  await expect(linha(page, 'Luva nitrílica')).toContainText('Sem Estoque');
  await c.post('/api/produtos', { nome: 'Seringa descartável 5 ml', qnt_minima: 10 });

  // Two entries on /estoque: 10 at R$ 5,00 (in a unit), 10 at R$ 7,00 expiring in 10 days.
  await page.getByRole('link', { name: 'Estoque' }).first().click();
  await expect(page.getByRole('heading', { name: 'Estoque' })).toBeVisible();
  await expect(page.getByText('Nenhuma movimentação encontrada')).toBeVisible();
  await page.getByRole('button', { name: 'Inserir Movimentação' }).first().click();
  const dialogo = page.getByRole('dialog', { name: 'Inserir Movimentação' });
  await dialogo.getByRole('button', { name: 'Inserir Movimentação' }).click();
  await expect(dialogo.getByText('Campo obrigatório')).toHaveCount(3);
  await preencherMovimentacao(page, 'Entrada', 'Luva nitrílica', '10');
  await expect(dialogo.getByText('Em estoque: 0')).toBeVisible();
  await dialogo.getByLabel('Preço Custo (Unitário)').pressSequentially('500');
  await expect(dialogo.getByLabel('Preço Custo (Unitário)')).toHaveValue('R$ 5,00');
  await dialogo.getByLabel('Unidade').selectOption({ label: 'Unidade Centro' });
  await dialogo.getByRole('button', { name: 'Inserir Movimentação' }).click();
  // The newest toast: the previous entry's may still be on screen (5 s).
  await expect(page.getByText('Movimentação inserida com sucesso!').last()).toBeVisible();
  await semDialogo(page);
  await expect(linha(page, 'R$ 50,00')).toContainText('Luva nitrílica');

  await page.getByRole('button', { name: 'Inserir Movimentação' }).first().click();
  await expect(dialogo.getByRole('combobox', { name: 'Produto' })).toHaveValue('');
  await preencherMovimentacao(page, 'Entrada', 'Luva nitrílica', '10');
  await dialogo.getByLabel('Preço Custo (Unitário)').pressSequentially('700');
  await dialogo.getByLabel('Data de Validade').fill(br(validade));
  await capturar(page, 'estoque/inserir-entrada');
  await dialogo.getByRole('button', { name: 'Inserir Movimentação' }).click();
  await semDialogo(page);
  const entrada7 = linha(page, 'R$ 70,00');
  await expect(entrada7).toContainText(br(validade));
  await expect(entrada7).toContainText('R$ 7,00');

  // The products table: the weighted average and the quantity; below its minimum of 30.
  await page.getByRole('link', { name: 'Produtos' }).first().click();
  const luva = linha(page, 'Luva nitrílica');
  await expect(luva).toContainText('R$ 6,00');
  await expect(luva.getByRole('cell').nth(3)).toHaveText('20');
  await expect(luva).toContainText('Abaixo do Mínimo');
  await expect(luva).toContainText(`Vence ${br(validade)}`);

  // An exit from the row's menu (the product comes chosen): past the stock, refused by the server.
  await luva.getByRole('button', { name: 'Ações do produto Luva nitrílica' }).click();
  await page.getByRole('menuitem', { name: 'Movimentar' }).click();
  await preencherMovimentacao(page, 'Saída', 'Luva nitrílica', '25');
  await expect(dialogo.getByText('Disponível: 20')).toBeVisible();
  await dialogo.getByRole('button', { name: 'Inserir Movimentação' }).click();
  await expect(
    dialogo.getByRole('alert').filter({ hasText: 'Estoque insuficiente: disponível 20.' }),
  ).toBeVisible();
  await capturar(page, 'estoque/inserir-saida-recusada');
  await dialogo.getByLabel('Quantidade', { exact: true }).fill('5');
  await escolher(page, dialogo.getByRole('combobox', { name: 'Profissional' }), null, 'Dra. Carla Mendes');
  await dialogo.getByRole('button', { name: 'Inserir Movimentação' }).click();
  // The newest toast: the previous entry's may still be on screen (5 s).
  await expect(page.getByText('Movimentação inserida com sucesso!').last()).toBeVisible();
  await semDialogo(page);

  // The cards follow: 15 < 30 is below the minimum; one product with a lot expiring soon.
  await expect(luva.getByRole('cell').nth(3)).toHaveText('15');
  await expect(cartao(page, 'Cadastrados')).toContainText('2');
  await expect(cartao(page, 'Abaixo do Mínimo')).toContainText('1');
  await expect(cartao(page, 'Sem Estoque')).toContainText('1');
  await expect(cartao(page, 'Validade')).toContainText('1 lote a vencer');
  await cartao(page, 'Abaixo do Mínimo').click();
  await expect(cartao(page, 'Abaixo do Mínimo')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Situação: Abaixo do Mínimo')).toBeVisible();
  await expect(linha(page, 'Seringa descartável')).toHaveCount(0);
  await capturar(page, 'estoque/produtos');
  await page.getByRole('button', { name: 'Remover filtro Situação: Abaixo do Mínimo' }).click();
  await expect(linha(page, 'Seringa descartável')).toBeVisible();
  // A card pressed twice: on, then off again.
  await cartao(page, 'Sem Estoque').click();
  await expect(linha(page, 'Luva nitrílica')).toHaveCount(0);
  await cartao(page, 'Sem Estoque').click();
  await expect(cartao(page, 'Sem Estoque')).toHaveAttribute('aria-pressed', 'false');
  await expect(linha(page, 'Luva nitrílica')).toBeVisible();

  // The product's movements: all three, with their own search.
  await luva.getByRole('button', { name: 'Luva nitrílica', exact: true }).click();
  const historico = page.getByRole('dialog', { name: /Movimentações · Luva nitrílica/ });
  await expect(historico.getByRole('row')).toHaveCount(4);
  await expect(linha(historico, 'Dra. Carla Mendes')).toContainText('R$ 30,00');
  await capturar(page, 'estoque/historico-produto');
  await historico.getByPlaceholder('Tipo, profissional ou validade...').fill('carla');
  await expect(historico.getByRole('row')).toHaveCount(2);
  await historico.getByRole('button', { name: 'Fechar' }).last().click();

  // Edit: a name already taken is refused by the server, in the form's alert; the minimum changes.
  const seringa = linha(page, 'Seringa descartável 5 ml');
  await seringa.getByRole('button', { name: 'Seringa descartável 5 ml', exact: true }).click();
  const edicao = page.getByRole('dialog', { name: 'Editar Produto' });
  await expect(edicao.getByLabel('Quantidade mínima')).toHaveValue('10');
  await edicao.getByLabel('Nome').fill('Luva nitrílica');
  await edicao.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    edicao.getByRole('alert').filter({ hasText: 'Já existe um produto com esse nome.' }),
  ).toBeVisible();
  await edicao.getByLabel('Nome').fill('Seringa descartável 5 ml');
  await edicao.getByLabel('Quantidade mínima').fill('12');
  await edicao.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Produto atualizado com sucesso!')).toBeVisible();
  await expect(seringa.getByRole('cell').nth(4)).toHaveText('12');

  // Delete: refused for a product with movements (shown, not clickable), done for a fresh one.
  await luva.getByRole('button', { name: 'Ações do produto Luva nitrílica' }).click();
  await expect(page.getByRole('menuitem', { name: 'Excluir' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Ações do produto Seringa descartável 5 ml' }).click();
  await expect(page.getByRole('menuitem', { name: 'Movimentações' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  await page.getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(page.getByText('Produto excluído com sucesso!')).toBeVisible();
  await expect(linha(page, 'Seringa descartável')).toHaveCount(0);

  // Filters on /estoque: today's period and one unit, as chips; a chip removed widens the list.
  await page.getByRole('link', { name: 'Estoque' }).first().click();
  await expect(page.getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: 'Filtros' }).click();
  const filtros = page.getByRole('dialog', { name: 'Filtros' });
  await filtros.getByLabel('Data de').fill(br(hojeSp()));
  await filtros.getByLabel('até').fill(br(hojeSp()));
  await filtros.getByLabel('Unidade Centro').check();
  await capturar(page, 'estoque/filtros-dialogo');
  await filtros.getByRole('button', { name: 'Aplicar' }).click();
  await semDialogo(page);
  const aplicados = page.getByRole('list', { name: 'Filtros aplicados' });
  await expect(aplicados).toContainText(`Data de: ${br(hojeSp())}`);
  await expect(aplicados).toContainText('Unidades: Unidade Centro');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Filtros (3)' })).toBeVisible();
  await capturar(page, 'estoque/movimentacoes-filtradas');
  await page.getByRole('button', { name: 'Remover filtro Unidades: Unidade Centro' }).click();
  await expect(page.getByRole('row')).toHaveCount(4);
  await page.getByPlaceholder('Produto ou profissional...').fill('carla');
  await expect(page.getByRole('row')).toHaveCount(2);
  await capturar(page, 'estoque/movimentacoes');
});

test('quem só lista produtos não cria, não edita, não exclui e não movimenta', async ({ page, request }) => {
  const c = await clinica(request);
  const luva = await c.post('/api/produtos', { nome: 'Luva nitrílica', qnt_minima: 30 });
  await c.post('/api/movimentacoes', {
    id_produto: luva.id,
    tipo: 'ENTRADA',
    quantidade: 10,
    preco_custo: 5,
  });
  for (let i = 1; i <= 10; i++) await c.post('/api/produtos', { nome: `Fio de sutura ${i}`, qnt_minima: 5 });
  const leitor = await criarUsuario(request, c.idConta, ['PRODUTOS_LISTAR'], { nome: 'Rita Recepção' });
  await entrar(page, leitor.email, leitor.senha);
  await expect(page.getByRole('link', { name: 'Estoque' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Produtos' }).first().click();
  // 11 products: 10 per page, the footer and the second page.
  await expect(page.getByText('Mostrando 1 - 10 de 11 produtos')).toBeVisible();
  await page.getByRole('button', { name: 'Página 2' }).click();
  await expect(page.getByText('Mostrando 11 - 11 de 11 produtos')).toBeVisible();
  const linhaLuva = linha(page, 'Luva nitrílica');
  await expect(linhaLuva).toContainText('R$ 5,00');
  await expect(page.getByRole('button', { name: 'Novo Produto' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Movimentar' })).toHaveCount(0);
  await linhaLuva.getByRole('button', { name: 'Ações do produto Luva nitrílica' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Movimentações']);
  await page.getByRole('menuitem', { name: 'Movimentações' }).click();
  await expect(page.getByRole('dialog', { name: /Movimentações · Luva/ }).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Fechar' }).last().click();
  await page.goto('/estoque');
  await expect(page.getByText('Acesso negado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inserir Movimentação' })).toHaveCount(0);
});

test.describe('no celular', () => {
  test.use(CELULAR);
  test('produtos, histórico, movimentações, filtros e o diálogo em tela cheia cabem em 390 px', async ({
    page,
    request,
  }) => {
    const c = await clinica(request);
    const nomeLongo = 'Luva nitrílica de procedimento tamanho M caixa com 100 unidades';
    const luva = await c.post('/api/produtos', { nome: nomeLongo, qnt_minima: 30 });
    await c.post('/api/produtos', { nome: 'Seringa descartável 5 ml', qnt_minima: 10 });
    const vence = somarDias(hojeSp(), 5);
    await c.post('/api/movimentacoes', {
      id_produto: luva.id,
      tipo: 'ENTRADA',
      quantidade: 10,
      preco_custo: 5,
    });
    await c.post('/api/movimentacoes', {
      id_produto: luva.id,
      tipo: 'ENTRADA',
      quantidade: 10,
      preco_custo: 7,
      vencimento: vence,
    });
    // Nothing wider than the phone: neither the page nor a table inside its own scroll box.
    const semLargura = async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      for (const t of await page.locator('table').all())
        expect(
          await t.evaluate((e) => (e.parentElement?.scrollWidth ?? 0) - (e.parentElement?.clientWidth ?? 0)),
        ).toBe(0);
    };
    await entrar(page, c.email, c.senha, '/produtos');
    const linhaLuva = linha(page, 'Luva nitrílica');
    await expect(linhaLuva).toContainText('Abaixo do Mínimo');
    await expect(linhaLuva).toContainText(`Vence ${br(vence)}`);
    await expect(linhaLuva.getByTitle(nomeLongo)).toBeVisible();
    await semLargura();
    await capturar(page, 'estoque/produtos-celular');

    await page.getByRole('button', { name: 'Novo Produto' }).first().click();
    await page.getByRole('dialog', { name: 'Novo Produto' }).getByRole('button', { name: 'Salvar' }).click();
    await capturar(page, 'estoque/produto-dialogo-celular');
    await page.getByRole('button', { name: 'Cancelar' }).click();

    // The name opens the movements on a phone too.
    await linhaLuva.getByRole('button', { name: nomeLongo, exact: true }).click();
    const historico = page.getByRole('dialog', { name: /Movimentações ·/ });
    await expect(historico.getByRole('row')).toHaveCount(3);
    await semLargura();
    await capturar(page, 'estoque/historico-produto-celular');
    await historico.getByRole('button', { name: 'Fechar' }).last().click();

    await page.goto('/estoque');
    await expect(page.getByRole('row')).toHaveCount(3);
    await semLargura();
    await capturar(page, 'estoque/movimentacoes-celular');

    await page.getByRole('button', { name: 'Filtros' }).click();
    const filtros = page.getByRole('dialog', { name: 'Filtros' });
    await filtros.getByLabel('Data de').fill(br(hojeSp()));
    await filtros.getByLabel('Unidade Jardins').check();
    await capturar(page, 'estoque/filtros-dialogo-celular');
    await filtros.getByRole('button', { name: 'Aplicar' }).click();
    await semDialogo(page);
    await expect(page.getByRole('list', { name: 'Filtros aplicados' })).toContainText(
      'Unidades: Unidade Jardins',
    );
    await capturar(page, 'estoque/movimentacoes-filtradas-celular');
    await page.getByRole('button', { name: 'Limpar filtros' }).click();

    await page.getByRole('button', { name: 'Inserir Movimentação' }).first().click();
    const dialogo = await preencherMovimentacao(page, 'Entrada', nomeLongo, '10');
    // Full screen on a phone: the panel covers the viewport.
    const caixa = await page.locator('[id^="headlessui-dialog-panel"]').boundingBox();
    expect(caixa?.width).toBe(390);
    expect(caixa?.height).toBe(844);
    await dialogo.getByLabel('Preço Custo (Unitário)').pressSequentially('650');
    await capturar(page, 'estoque/inserir-entrada-celular');
    await preencherMovimentacao(page, 'Saída', nomeLongo, '25');
    await dialogo.getByRole('button', { name: 'Inserir Movimentação' }).click();
    await expect(
      dialogo.getByRole('alert').filter({ hasText: 'Estoque insuficiente: disponível 20.' }),
    ).toBeVisible();
    await capturar(page, 'estoque/inserir-saida-recusada-celular');
    await semLargura();
  });
});
