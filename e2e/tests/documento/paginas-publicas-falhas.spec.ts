import type { Page } from '@playwright/test';
import { criarClinica, loginViaApi } from '../../fixtures/api';
import { postarViaApi } from '../../fixtures/cadastros-clinicos';
import { CELULAR } from '../../fixtures/dispositivos';
import { criarPacienteViaApi } from '../../fixtures/pacientes';
import { capturar } from '../../fixtures/screenshots';
import { expect, test } from '../../fixtures/teste';

/**
 * Issue 17: the public pages say 'not found' only when the server says the code is unknown
 * (404); a 429, a 5xx or no answer at all shows the fetch-error message and a retry that loads
 * the page once the server answers again.
 */

const ERRO_DOCUMENTO = 'Erro ao buscar documento. Tente novamente.';
const ERRO_ANAMNESE = 'Erro ao buscar anamnese. Tente novamente.';

/** A clinic with one unsigned document and one unsigned anamnesis; their public codes. */
async function codigos(request: Parameters<typeof criarClinica>[0]) {
  const c = await criarClinica(request, { nome: 'Clínica Horizonte' });
  const token = await loginViaApi(request, c.email, c.senha);
  const paciente = await criarPacienteViaApi(request, token, {
    nome: 'Marta Souza',
    celular: '11987654321',
    sexo: 'Feminino',
    nascimento: '02/03/1985',
    ddi: '55',
  });
  const doc = await postarViaApi<{ codigo: string }>(request, token, '/api/pacientes_termos', {
    id_paciente: paciente.id,
    tipo: 'TERMO',
    titulo: 'Clareamento dental',
    cabecalho: '<p>Paciente: Marta Souza</p>',
    corpo: '<p>Autorizo o clareamento.</p>',
  });
  const q = await postarViaApi(request, token, '/api/questoes-anamnese', {
    pergunta: 'Fuma?',
    tipo_pergunta: 'sim_nao',
  });
  const modelo = await postarViaApi(request, token, '/api/modelos-anamnese', {
    nome: 'Anamnese geral',
    questoes: [q.id],
  });
  const anamnese = await postarViaApi<{ codigo: string }>(request, token, '/api/pacientes-anamnese', {
    id_modelo_anamnese: modelo.id,
    id_paciente: paciente.id,
  });
  return { documento: doc.codigo, anamnese: anamnese.codigo };
}

const falha = (page: Page, mensagem: string) => page.getByRole('alert').filter({ hasText: mensagem });

test('documento: 404 é "não encontrado"; 500, 429 e queda de rede mostram o erro de busca e "Tentar novamente" carrega', async ({
  page,
  request,
}) => {
  test.slow(); // each failure without an answer is tried three times (about 3 s) before the message
  const { documento } = await codigos(request);

  // Unknown code: the server's 404 is the verdict, without a retry.
  await page.goto('/assinar/CodigoQueNaoExiste123');
  await expect(
    page.getByText('Nenhum documento encontrado com o codigo: CodigoQueNaoExiste123'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  await expect(page.getByText(ERRO_DOCUMENTO)).toHaveCount(0);

  // 500: not a verdict about the code.
  await page.route('**/trpc/documentoPublico.get**', (r) =>
    r.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  );
  await page.goto(`/assinar/${documento}`);
  await expect(falha(page, ERRO_DOCUMENTO)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Nenhum documento encontrado/)).toHaveCount(0);
  await capturar(page, 'publico/erro-busca-documento');
  await page.unroute('**/trpc/documentoPublico.get**');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { name: 'Assinar Documento' })).toBeVisible();
  await expect(
    page.getByText('TERMO DE CONSENTIMENTO LIVRE E ESCLARECIDO - Clareamento dental'),
  ).toBeVisible();

  // 429, in tRPC's own error shape: the fetch error plus the server's advice.
  const aviso = 'Muitas consultas seguidas. Aguarde um minuto e tente novamente.';
  await page.route('**/trpc/documentoPublico.get**', (r) =>
    r.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify([
        {
          error: {
            message: aviso,
            code: -32029,
            data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path: 'documentoPublico.get' },
          },
        },
      ]),
    }),
  );
  await page.reload();
  await expect(falha(page, ERRO_DOCUMENTO)).toBeVisible();
  await expect(falha(page, aviso)).toBeVisible();
  await expect(page.getByText(/Nenhum documento encontrado/)).toHaveCount(0);

  // No answer at all (the connection drops): same message; the retry loads once it is back.
  await page.unroute('**/trpc/documentoPublico.get**');
  await page.route('**/trpc/documentoPublico.get**', (r) => r.abort('internetdisconnected'));
  await page.reload();
  await expect(falha(page, ERRO_DOCUMENTO)).toBeVisible({ timeout: 15_000 });
  const tentar = page.getByRole('button', { name: 'Tentar novamente' });
  await tentar.click();
  // The retry runs its three attempts with the button busy, then the error stays: still no answer.
  await expect(tentar).toBeEnabled({ timeout: 15_000 });
  await expect(falha(page, ERRO_DOCUMENTO)).toBeVisible();
  await page.unroute('**/trpc/documentoPublico.get**');
  await tentar.click();
  await expect(page.getByRole('heading', { name: 'Assinar Documento' })).toBeVisible();

  // The print and verification pages read the same way.
  await page.route('**/trpc/documentoPublico.verificar**', (r) => r.fulfill({ status: 503, body: '' }));
  await page.goto(`/verificar/${documento}`);
  await expect(falha(page, ERRO_DOCUMENTO)).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/trpc/documentoPublico.verificar**');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByText('Documento ainda não assinado')).toBeVisible();
});

test.describe('no celular', () => {
  test.use(CELULAR);

  test('anamnese: 404 é "não encontrada"; sem resposta do servidor, o erro de busca e a nova tentativa', async ({
    page,
    request,
  }) => {
    test.slow();
    const { anamnese, documento } = await codigos(request);
    await page.goto('/assinar/anamnese/NaoExiste456');
    await expect(page.getByText('Nenhuma anamnese encontrada com o codigo: NaoExiste456')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);

    await page.route('**/trpc/anamnesePublica.get**', (r) => r.abort('failed'));
    await page.goto(`/assinar/anamnese/${anamnese}`);
    await expect(falha(page, ERRO_ANAMNESE)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/Nenhuma anamnese encontrada/)).toHaveCount(0);
    await capturar(page, 'publico/erro-busca-anamnese-celular');
    await page.unroute('**/trpc/anamnesePublica.get**');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { name: 'Assinar Anamnese' })).toBeVisible();
    await expect(page.getByText('Fuma?')).toBeVisible();

    await page.route('**/trpc/documentoPublico.get**', (r) =>
      r.fulfill({ status: 502, body: 'Bad Gateway' }),
    );
    await page.goto(`/assinar/${documento}`);
    await expect(falha(page, ERRO_DOCUMENTO)).toBeVisible({ timeout: 15_000 });
    await capturar(page, 'publico/erro-busca-documento-celular');
  });
});
