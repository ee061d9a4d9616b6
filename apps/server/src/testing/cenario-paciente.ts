import type { AppDeTeste } from './app-de-teste';
import { criarClinica } from './fabrica';
import { entrar, rest } from './http';

/** The smallest file every PDF check accepts, and it as the data URL the JSON routes take. */
export const PDF_MINIMO = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const dataUrlPdf = (b: Buffer = PDF_MINIMO) => `data:application/pdf;base64,${b.toString('base64')}`;

/** A new clinic, its ADM logged in, and one patient created over REST (what most file tests need). */
export async function clinicaComPaciente(t: AppDeTeste, nome = 'Paciente de Teste') {
  const c = await criarClinica(t.deps);
  const token = await entrar(t.app, c.email, c.senha);
  const { body: p } = await rest(
    t.app,
    'POST',
    '/api/pacientes',
    { nome, celular: '11987654321', sexo: 'Feminino', nascimento: '02/03/1990' },
    token,
  );
  return { ...c, token, idPaciente: p.id as number, auth: { authorization: `Bearer ${token}` } };
}
