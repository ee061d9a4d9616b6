import { criarClinica, loginViaApi } from '../../fixtures/api';
import { criarPacienteViaApi } from '../../fixtures/pacientes';
import { entrar } from '../../fixtures/sessao';
import { expect, prepararDispositivo, test } from '../../fixtures/teste';

const EXPIRADO = 'Este link expirou. Peça à clínica um novo link.';

test("link expirado: a página diz 'Link expirado'; 'Reenviar link' na ficha copia um novo link que abre, e o antigo não abre mais", async ({
  page,
  browser,
  request,
}) => {
  const c = await criarClinica(request);
  const token = await loginViaApi(request, c.email, c.senha);
  const paciente = await criarPacienteViaApi(request, token, {
    nome: 'João da Silva',
    celular: '11987654321',
    sexo: 'Masculino',
    nascimento: '17/05/1990',
    ddi: '55',
  });
  const doc = await (
    await request.post('/api/pacientes_termos', {
      data: { id_paciente: paciente.id, tipo: 'TERMO', titulo: 'Clareamento', corpo: '<p>Autorizo.</p>' },
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();

  // The patient opens a link past its validity: the server's refusal, in tRPC's shape (404 + LINK_EXPIRADO;
  // the clock can't be moved 30 days in a browser test, the server side is covered by validade-link.int.test.ts).
  const celular = await browser.newContext({ locale: 'pt-BR' });
  await prepararDispositivo(celular);
  const p = await celular.newPage();
  await p.route('**/trpc/documentoPublico.get**', (r) =>
    r.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify([
        {
          error: {
            message: EXPIRADO,
            code: -32004,
            data: {
              code: 'NOT_FOUND',
              httpStatus: 404,
              path: 'documentoPublico.get',
              codigo: 'LINK_EXPIRADO',
            },
          },
        },
      ]),
    }),
  );
  await p.goto(`/assinar/${doc.codigo}`);
  await expect(p.getByText('Link expirado')).toBeVisible();
  await expect(p.getByText(EXPIRADO)).toBeVisible();
  await expect(p.getByText(/Nenhum documento encontrado/)).toHaveCount(0);
  await expect(p.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  await p.unroute('**/trpc/documentoPublico.get**');

  // The clinic issues a new link from the patient's record.
  await entrar(page, c.email, c.senha);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/pacientes/${paciente.id}/documentos`);
  const linha = page.getByRole('row', { name: /Clareamento/ });
  await linha.getByRole('button', { name: 'Ações de Clareamento' }).click();
  await page.getByRole('menuitem', { name: 'Reenviar link' }).click();
  await expect(
    page.getByText('Novo link copiado para a área de transferência!', { exact: false }),
  ).toBeVisible();
  const novo = await page.evaluate(() => navigator.clipboard.readText());
  expect(novo).toMatch(/\/assinar\/[A-Za-z0-9_-]{22,}$/);
  expect(novo).not.toContain(doc.codigo);

  // The new link opens the document to sign; the old one is gone.
  await p.goto(novo);
  await expect(p.getByRole('heading', { name: 'Assinar Documento' })).toBeVisible();
  await expect(p.getByText('Autorizo.')).toBeVisible();
  await p.goto(`/assinar/${doc.codigo}`);
  await expect(p.getByText(`Nenhum documento encontrado com o codigo: ${doc.codigo}`)).toBeVisible();
  await celular.close();
});
