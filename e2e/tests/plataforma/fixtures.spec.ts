import { criarClinica, criarUsuario, definirCobranca, loginViaApi } from '../../fixtures/api';
import { expect, test } from '../../fixtures/teste';

// Checks the e2e wrapper's fixture routes and the helpers every other spec relies on.
test('as rotas de fixture criam clínica, usuário e assinatura', async ({ request }) => {
  const clinica = await criarClinica(request, { nome: 'Clínica Fixture', cobranca: 'trialing' });
  expect(clinica.idConta).toBeGreaterThan(0);
  expect(clinica.email).toMatch(/@teste\.com\.br$/);

  const token = await loginViaApi(request, clinica.email, clinica.senha);
  expect(token).toEqual(expect.any(String));

  const usuario = await criarUsuario(request, clinica.idConta, []);
  expect(usuario.idPerfil).toBeGreaterThan(0);
  expect(await loginViaApi(request, usuario.email, usuario.senha)).toEqual(expect.any(String));

  await definirCobranca(request, clinica.idConta, 'canceled');
  await definirCobranca(request, clinica.idConta, null);

  const invalida = await request.post('/__e2e/cobranca', {
    data: { idConta: clinica.idConta, status: 'x' },
  });
  expect(invalida.status()).toBe(400);
});
