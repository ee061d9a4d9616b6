import fs from 'node:fs';
import yauzl from 'yauzl';
import { criarClinica, loginViaApi } from '../../fixtures/api';
import { criarPacienteViaApi, enviarFotoViaApi, gerarPng, PDF_MINIMO } from '../../fixtures/pacientes';
import { textoDoPdf } from '../../fixtures/pdf';
import { capturar } from '../../fixtures/screenshots';
import { entrar } from '../../fixtures/sessao';
import { expect, test } from '../../fixtures/teste';

/** Every entry of the downloaded ZIP, by name. */
function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((ok, falha) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, z) => {
      if (err || !z) return falha(err);
      const entradas = new Map<string, Buffer>();
      z.on('entry', (e: yauzl.Entry) => {
        z.openReadStream(e, (err2, s) => {
          if (err2 || !s) return falha(err2);
          const partes: Buffer[] = [];
          s.on('data', (d: Buffer) => partes.push(d));
          s.on('end', () => {
            entradas.set(e.fileName, Buffer.concat(partes));
            z.readEntry();
          });
        });
      });
      z.on('end', () => ok(entradas));
      z.on('error', falha);
      z.readEntry();
    });
  });
}

test("'Exportar dados do paciente': o ADM confirma e baixa um ZIP com resumo, dados, documento assinado, foto e arquivo", async ({
  page,
  request,
}) => {
  const c = await criarClinica(request);
  const token = await loginViaApi(request, c.email, c.senha);
  const auth = { authorization: `Bearer ${token}` };
  const p = await criarPacienteViaApi(request, token, {
    nome: 'Lúcia Exportação',
    celular: '11987654321',
    sexo: 'Feminino',
    nascimento: '01/02/1990',
    cpf: '529.982.247-25',
  });
  const doc = await (
    await request.post('/api/pacientes_termos', {
      data: {
        id_paciente: p.id,
        tipo: 'TERMO',
        titulo: 'Clareamento',
        cabecalho: '<p>Lúcia</p>',
        corpo: '<p>Autorizo.</p>',
      },
      headers: auth,
    })
  ).json();
  const png = gerarPng(48);
  expect(
    (
      await request.put(`/api/pacientes_termos/assinar/${doc.codigo}`, {
        data: { assinatura: `data:image/png;base64,${png.toString('base64')}` },
      })
    ).ok(),
  ).toBe(true);
  await enviarFotoViaApi(request, token, p.id, 'Antes', png);
  const arquivo = await request.post('/api/arquivos', {
    data: {
      id_paciente: p.id,
      nome: 'Exame',
      nome_arquivo: 'exame.pdf',
      arquivo: `data:application/pdf;base64,${PDF_MINIMO.toString('base64')}`,
    },
    headers: auth,
  });
  expect(arquivo.ok()).toBe(true);

  await entrar(page, c.email, c.senha, `/pacientes/${p.id}`);
  await expect(page.getByRole('button', { name: 'Exportar dados do paciente' })).toBeVisible();
  await capturar(page, 'paciente/exportacao-ficha');
  await page.getByRole('button', { name: 'Exportar dados do paciente' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Exportar dados do paciente' });
  // The dialog's root box has no size of its own (its panel is fixed): its button says if it is open.
  const baixarZip = dialogo.getByRole('button', { name: 'Baixar ZIP' });
  await expect(baixarZip).toBeVisible();
  await expect(dialogo).toContainText('registrada no histórico de acessos');
  await capturar(page, 'paciente/exportacao-dialogo');

  const [download] = await Promise.all([page.waitForEvent('download'), baixarZip.click()]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^paciente-${p.id}-dados-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
  );
  await expect(page.getByText('Exportação iniciada')).toBeVisible();
  await expect(baixarZip).toBeHidden();
  const caminho = await download.path();
  const z = await unzip(fs.readFileSync(caminho));
  const nomes = [...z.keys()];
  expect(nomes).toEqual(
    expect.arrayContaining([
      'resumo.pdf',
      'dados.json',
      `documentos/documento-${doc.id}-clareamento.html`,
      `arquivos/${(await arquivo.json()).id}-exame.pdf`,
    ]),
  );
  const foto = nomes.find((n) => n.startsWith('fotos/'));
  expect(foto && z.get(foto)?.equals(png)).toBe(true);
  const dados = JSON.parse(z.get('dados.json')!.toString('utf8'));
  expect(dados.paciente).toMatchObject({ id: p.id, nome: 'Lúcia Exportação', cpf: '52998224725' });
  const resumo = await textoDoPdf(z.get('resumo.pdf')!);
  expect(resumo.texto).toContain('Exportação de dados do paciente');
  expect(resumo.texto).toContain('Lúcia Exportação');
  expect(resumo.texto).toContain('529.982.247-25');
  expect(z.get(`documentos/documento-${doc.id}-clareamento.html`)!.toString('utf8')).toContain(
    'Evidências da assinatura eletrônica',
  );

  // The export is in the record's access log, written before the ZIP's first byte (issue 38).
  await page.goto(`/pacientes/${p.id}/acessos`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Exportação' }).first()).toBeVisible();

  // On a phone: the button is an icon with its name, the confirmation a sheet from the bottom.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/pacientes/${p.id}`);
  const botao = page.getByRole('button', { name: 'Exportar dados do paciente' });
  await expect(botao).toBeVisible();
  // Nothing wider than the phone: the button sits in the patient card's header.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await capturar(page, 'paciente/exportacao-ficha-celular');
  await botao.click();
  await expect(baixarZip).toBeVisible();
  await capturar(page, 'paciente/exportacao-dialogo-celular');
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  await expect(baixarZip).toBeHidden();
});
