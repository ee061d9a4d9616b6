import { loginInputSchema, loginOutputSchema, usuarioSessaoSchema } from '@clinica/contracts';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaAutenticada } from '../../rest/acesso';
import { origemDaRequisicao } from '../../rest/origem';
import { login } from './login.service';
import { paraUsuarioSessao } from './sessao.service';

export function rotasSessao(app: RestApp, deps: Deps) {
  app.post(
    '/api/login',
    { schema: { tags: ['sessão'], body: loginInputSchema, response: { 200: loginOutputSchema } } },
    (req) => login(deps, origemDaRequisicao(req), req.body),
  );
  app.get(
    '/api/me',
    { config: rotaAutenticada(), schema: { tags: ['sessão'], response: { 200: usuarioSessaoSchema } } },
    async (req) => paraUsuarioSessao(atorDe(req)),
  );
}
