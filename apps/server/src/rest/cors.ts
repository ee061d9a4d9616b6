import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Cross-origin calls for integrators' browser apps (issue 17): only from the origins in
 * CORS_ORIGINS (none by default: the web app is same-origin). Credentials are never allowed:
 * the API authenticates with a bearer header, and '*' with credentials would let any site act
 * as a logged-in user.
 */
export async function registrarCors(app: FastifyInstance, origens: string[] | '*') {
  if (origens !== '*' && origens.length === 0) return;
  await app.register(fastifyCors, {
    origin: origens === '*' ? '*' : origens,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['X-Total-Count'],
    maxAge: 600,
  });
}
