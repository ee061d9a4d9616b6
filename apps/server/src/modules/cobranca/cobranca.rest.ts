import {
  assinarInputSchema,
  checkoutDemoParamSchema,
  checkoutDemoSchema,
  mensagemOutputSchema,
  planosOutputSchema,
  situacaoCobrancaSchema,
  urlOutputSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaAdm, rotaAutenticada } from '../../rest/acesso';
import { origemDaRequisicao } from '../../rest/origem';
import { abrirPortal, assinar } from './checkout.service';
import { cancelarCobrancaDemo, confirmarCheckoutDemo, obterCheckoutDemo } from './demo.service';
import { listarPlanos } from './planos.service';
import { obterSituacaoCobranca } from './situacao.service';
import { receberWebhookStripe } from './webhook.service';

const tags = ['cobrança'];

export function rotasCobranca(app: RestApp, deps: Deps) {
  const login = rotaAutenticada();
  app.get('/api/planos', { config: login, schema: { tags, response: { 200: planosOutputSchema } } }, () =>
    listarPlanos(deps),
  );
  // The subscription's state (the spec's GET /assinatura): any logged-in user, so the client can decide the gate.
  app.get(
    '/api/assinatura',
    { config: login, schema: { tags, response: { 200: situacaoCobrancaSchema } } },
    (req) => obterSituacaoCobranca(deps, atorDe(req)),
  );
  app.post(
    '/api/assinar',
    { config: rotaAdm(), schema: { tags, body: assinarInputSchema, response: { 200: urlOutputSchema } } },
    (req) => assinar(deps, atorDe(req), req.body),
  );
  app.get('/api/portal', { config: rotaAdm(), schema: { tags, response: { 200: urlOutputSchema } } }, (req) =>
    abrirPortal(deps, atorDe(req)),
  );
  rotasDemo(app, deps);
  // Stripe signs the exact bytes it sent: this route alone reads the body raw.
  app.register(async (escopo) => {
    escopo.removeContentTypeParser('application/json');
    escopo.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, corpo, feito) =>
      feito(null, corpo),
    );
    escopo.post('/api/stripe/webhook', { schema: { tags } }, (req) => {
      const assinatura = req.headers['stripe-signature'];
      // The parser above hands a Buffer; any other body (no content type) is no Stripe event.
      const corpo = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return receberWebhookStripe(deps, corpo, typeof assinatura === 'string' ? assinatura : undefined);
    });
  });
}

/** Demo billing (no STRIPE_SECRET_KEY): the services answer 404 when a key is configured. */
function rotasDemo(app: RestApp, deps: Deps) {
  const params = checkoutDemoParamSchema;
  app.get(
    '/api/demo-checkout/:id',
    { schema: { tags, params, response: { 200: checkoutDemoSchema } } },
    (req) => obterCheckoutDemo(deps, origemDaRequisicao(req), req.params.id),
  );
  app.post(
    '/api/demo-checkout/:id/confirm',
    { schema: { tags, params, response: { 200: mensagemOutputSchema.extend({ url: z.string() }) } } },
    (req) => confirmarCheckoutDemo(deps, origemDaRequisicao(req), req.params.id),
  );
  app.post(
    '/api/demo-portal/cancelar',
    { config: rotaAdm(), schema: { tags, response: { 200: mensagemOutputSchema } } },
    (req) => cancelarCobrancaDemo(deps, atorDe(req)),
  );
}
