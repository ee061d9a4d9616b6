import { registroInputSchema, registroOutputSchema, validarWhatsappOutputSchema } from '@clinica/contracts';
import { validarWhatsapp } from '@clinica/domain';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import type { RestApp } from '../../rest/acesso';
import { origemDaRequisicao } from '../../rest/origem';
import { cadastrarContaPublica } from './cadastro.service';

/** Sign-up: public, creates the clinic, its first profile and its ADM user. */
export function rotasCadastro(app: RestApp, deps: Deps) {
  app.post(
    '/api/conta',
    { schema: { tags: ['conta'], body: registroInputSchema, response: { 201: registroOutputSchema } } },
    async (req, reply) =>
      reply.status(201).send(await cadastrarContaPublica(deps, origemDaRequisicao(req), req.body)),
  );
  app.get(
    '/api/validar_whatsapp/:numero',
    {
      schema: {
        tags: ['conta'],
        params: z.object({ numero: z.string().max(30) }),
        response: { 200: validarWhatsappOutputSchema },
      },
    },
    async (req) => ({ valido: validarWhatsapp(req.params.numero) }),
  );
}
