import {
  alterarSenhaInputSchema,
  loginInputSchema,
  loginOutputSchema,
  mensagemOutputSchema,
  usuarioSessaoSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { encerrarSessaoWeb } from '../../acesso';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaAutenticada } from '../../rest/acesso';
import { origemDaRequisicao } from '../../rest/origem';
import { login } from './login.service';
import { alterarSenha } from './senha.service';
import { paraUsuarioSessao, sair, sairDeTodos } from './sessao.service';

export function rotasSessao(app: RestApp, deps: Deps) {
  app.post(
    '/api/login',
    { schema: { tags: ['sessão'], body: loginInputSchema, response: { 200: loginOutputSchema } } },
    async (req) => {
      const { token, user } = await login(deps, origemDaRequisicao(req), req.body);
      return { token, user };
    },
  );
  app.get(
    '/api/me',
    { config: rotaAutenticada(), schema: { tags: ['sessão'], response: { 200: usuarioSessaoSchema } } },
    async (req) => paraUsuarioSessao(atorDe(req)),
  );
  // An integrator's token can be ended too: logout, every session, and the password change.
  const tags = ['sessão'];
  app.post(
    '/api/logout',
    { config: rotaAutenticada(), schema: { tags, response: { 200: z.object({ ok: z.boolean() }) } } },
    async (req, reply) => {
      const r = await sair(deps, atorDe(req), origemDaRequisicao(req));
      encerrarSessaoWeb(req, reply, deps.config.appUrl);
      return r;
    },
  );
  app.post(
    '/api/logout/todos',
    {
      config: rotaAutenticada(),
      schema: { tags, response: { 200: z.object({ encerradas: z.number() }) } },
    },
    async (req, reply) => {
      const r = await sairDeTodos(deps, atorDe(req), origemDaRequisicao(req));
      encerrarSessaoWeb(req, reply, deps.config.appUrl);
      return r;
    },
  );
  app.put(
    '/api/me/senha',
    {
      config: rotaAutenticada(),
      schema: {
        tags,
        description: 'Altera a própria senha; as outras sessões do usuário são encerradas.',
        body: alterarSenhaInputSchema,
        response: { 200: mensagemOutputSchema.extend({ encerradas: z.number() }) },
      },
    },
    (req) => alterarSenha(deps, atorDe(req), origemDaRequisicao(req), req.body),
  );
}
