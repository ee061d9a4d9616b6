import type { Page } from '@playwright/test';
import { criarClinica, loginViaApi } from '../../fixtures/api';
import { postarViaApi } from '../../fixtures/cadastros-clinicos';
import { criarPacienteViaApi, enviarFotoViaApi, gerarPng } from '../../fixtures/pacientes';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

async function olharNasDuasLarguras(page: Page, nome: string) {
  await capturar(page, `paciente/${nome}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await capturar(page, `paciente/${nome}-390`);
  await page.setViewportSize({ width: 1366, height: 800 });
}

test("retenção: 'Excluir' arquiva foto e paciente; 'Arquivados' os mostra; ADM restaura", async ({
  page,
  request,
}) => {
  test.slow(); // photos, the record, the list and the archive at two widths: a long journey
  const c = await criarClinica(request);
  const token = await loginViaApi(request, c.email, c.senha);
  const p = await criarPacienteViaApi(request, token, {
    nome: 'Helena Retida',
    celular: '11987654321',
    sexo: 'Feminino',
    nascimento: '01/02/1990',
  });
  await criarPacienteViaApi(request, token, {
    nome: 'Helena Ativa',
    celular: '11987654322',
    sexo: 'Feminino',
    nascimento: '03/04/1991',
  });
  await enviarFotoViaApi(request, token, p.id, 'Sorriso antes', gerarPng());
  const q = await postarViaApi(request, token, '/api/questoes-anamnese', {
    pergunta: 'Fuma?',
    tipo_pergunta: 'sim_nao',
  });
  const modelo = await postarViaApi(request, token, '/api/modelos-anamnese', {
    nome: 'Anamnese geral',
    questoes: [q.id],
  });
  const anamnese = await postarViaApi(request, token, '/api/pacientes-anamnese', {
    id_modelo_anamnese: modelo.id,
    id_paciente: p.id,
  });

  await entrar(page, c.email, c.senha);

  // A photo: 'Excluir' says it is kept, and the photo leaves the grid.
  await page.goto(`/pacientes/${p.id}/fotos`);
  const card = page.getByRole('article', { name: 'Sorriso antes' });
  await card.getByRole('button', { name: 'Excluir Sorriso antes' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Excluir foto' });
  await expect(confirmar).toContainText('um administrador pode restaurá-lo em Arquivados');
  await confirmar.getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(page.getByText('Foto deletada com sucesso!')).toBeVisible();
  await expect(card).toHaveCount(0);

  // 'Arquivados' shows it, with its picture and 'Restaurar'.
  await page.getByRole('switch', { name: 'Arquivados' }).click();
  await expect(card).toBeVisible();
  await expect
    .poll(() => card.getByRole('img').evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
    .toBeGreaterThan(0);
  await olharNasDuasLarguras(page, 'arquivamento-fotos-arquivadas');
  await card.getByRole('button', { name: 'Restaurar Sorriso antes' }).click();
  await page.getByRole('dialog', { name: 'Restaurar' }).getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByText('Restaurado com sucesso!')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole('switch', { name: 'Arquivados' }).click();
  await expect(card).toBeVisible();

  // Hard deletion within 20 years: refused with the date (a toast), the photo stays archived.
  await card.getByRole('button', { name: 'Excluir Sorriso antes' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir foto' })
    .getByRole('button', { name: 'Sim, excluir' })
    .click();
  await page.getByRole('switch', { name: 'Arquivados' }).click();
  await card.getByRole('button', { name: 'Excluir definitivamente Sorriso antes' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir definitivamente' })
    .getByRole('button', { name: 'Sim, excluir definitivamente' })
    .click();
  await expect(
    page.getByText(/Lei 13\.787\/2018\)\. Exclusão definitiva possível a partir de \d\d\/\d\d\/\d{4}\./),
  ).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Excluir definitivamente' })
    .getByRole('button', { name: 'Cancelar' })
    .click();
  await expect(card).toBeVisible();

  // An unsigned anamnesis: 'Excluir' in its menu archives it; 'Arquivados' lists it with 'Restaurar'.
  await page.goto(`/pacientes/${p.id}/anamnese`);
  await page.getByRole('button', { name: `Ações da anamnese ${anamnese.id}` }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir anamnese' })
    .getByRole('button', { name: 'Sim, excluir' })
    .click();
  await expect(page.getByText('Anamnese excluída com sucesso!')).toBeVisible();
  const tabelaAnamneses = page.getByRole('table', { name: 'Anamneses do paciente' });
  await expect(tabelaAnamneses.getByText('Anamnese geral')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Arquivados' }).click();
  await expect(tabelaAnamneses.getByText('Anamnese geral')).toBeVisible();
  await expect(tabelaAnamneses.getByRole('button', { name: 'Restaurar Anamnese geral' })).toBeVisible();
  await olharNasDuasLarguras(page, 'arquivamento-anamneses-arquivadas');

  // The patient: 'Arquivar paciente' on the record, the badge, then gone from the list.
  await page.goto(`/pacientes/${p.id}/fotos`);
  await page.getByRole('button', { name: 'Arquivar paciente Helena Retida' }).click();
  const arquivar = page.getByRole('dialog', { name: 'Arquivar paciente' });
  await expect(arquivar).toContainText('o prontuário inteiro fica guardado');
  await arquivar.getByRole('button', { name: 'Sim, arquivar' }).click();
  await expect(page.getByText('Paciente arquivado com sucesso!')).toBeVisible();
  const painel = page.getByRole('region', { name: 'Dados do paciente' });
  await expect(painel.getByText('Arquivado', { exact: true })).toBeVisible();
  await olharNasDuasLarguras(page, 'arquivamento-ficha-arquivada');

  await page.goto('/pacientes/lista');
  const tabela = page.getByRole('table', { name: 'Pacientes' });
  await expect(tabela.getByText('Helena Ativa')).toBeVisible();
  await expect(tabela.getByText('Helena Retida')).toHaveCount(0);
  // Not offered by the record's search either.
  await page.getByRole('switch', { name: 'Arquivados' }).click();
  await expect(tabela.getByText('Helena Retida')).toBeVisible();
  await expect(tabela.getByText('Helena Ativa')).toHaveCount(0);
  await olharNasDuasLarguras(page, 'arquivamento-lista-arquivados');

  await tabela.getByRole('button', { name: 'Restaurar Helena Retida' }).click();
  await page.getByRole('dialog', { name: 'Restaurar' }).getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByText('Restaurado com sucesso!')).toBeVisible();
  await expect(tabela.getByText('Helena Retida')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Arquivados' }).click();
  await expect(tabela.getByText('Helena Retida')).toBeVisible();
});
