import { fileURLToPath } from 'node:url';
import { configurarZodPtBR, VERSAO_APP } from '@clinica/contracts';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppRouter } from './app-router';
import { appRouter } from './app-router';
import type { Config } from './config';
import type { Db } from './db/kysely';
import { iniciarWorkerImportacoes } from './modules/importacao/importacao.worker';
import { iniciarWorkerLembretes } from './modules/lembrete/lembrete.worker';
import { criarDeps } from './platform/criar-deps';
import { codigo } from './platform/erros-pg';
import type { Limites } from './platform/limites';
import {
  destinoPadraoDoLog,
  erroSeguro,
  LogUmaLinhaPorRequisicao,
  requisicaoSegura,
} from './platform/log-seguro';
import { registrarOrigemDoPedido } from './platform/origem-do-pedido';
import type { RegistroAcessos } from './platform/registro-acessos';
import type { ParametrosSenha } from './platform/senha';
import { INTERVALO_VARREDURA_MS, varrerDisco } from './platform/varredura-disco';
import { iniciarVigiaDoLaco } from './platform/vigia-do-laco';
import type { ProvedorWhatsapp } from './platform/whatsapp/provedor';
import { registrarControleDeAcesso } from './rest/acesso';
import { registrarCabecalhosDeSeguranca } from './rest/cabecalhos-seguranca';
import { aceitarCorpoJsonVazio } from './rest/corpo-json';
import { registrarCors } from './rest/cors';
import { registrarTratamentoDeErros } from './rest/erros';
import { validadorLeniente } from './rest/validacao';
import { registrarRotasRest } from './rotas-rest';
import { registrarTrpc } from './trpc/adaptador-fastify';
import { criarContextoFactory } from './trpc/context';
import { registrarCompressao } from './web/compressao';
import { registrarWeb } from './web/static';

/** A hop count trusts that many proxies from the server (proxy-addr's index 0 is the socket). */
const confiarEmProxies = (t: false | number | string[]) =>
  typeof t === 'number' ? (_endereco: string, i: number) => i < t : t;

export type BuildAppOptions = {
  config: Config;
  db: Db;
  /** Required: resolved by main.ts (env, or generated and kept in DATA_DIR). */
  jwtSecret: string;
  agora?: () => Date;
  /** Tests pass cheaper scrypt parameters (stored in each hash); production uses the default. */
  parametrosSenha?: ParametrosSenha;
  logger?: boolean;
  /** Tests read the log: where it is written (pino destination), at the configured level. */
  destinoLog?: { write: (linha: string) => void };
  /** Tests pass small rate limits and their own key prefix (platform/limites.ts). */
  limites?: Partial<Limites>;
  /** Tests replace the WhatsApp provider. */
  whatsapp?: ProvedorWhatsapp;
  /** The access-log latency measurement passes a recorder that records nothing (its baseline). */
  acessos?: RegistroAcessos;
  /** Sees every route as it is registered (the access walk test lists them this way). */
  aoRegistrarRota?: (rota: RouteOptions) => void;
};

const WEB_DIST_PADRAO = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole server (APIs and web app) without listening, so tests can inject or listen on port 0. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  // Every fallback validation message in pt-BR, naming the field (called, not imported for effect).
  configurarZodPtBR();
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrf-token"]'],
            // No query strings, public codes, SQL messages or parameters (platform/log-seguro.ts).
            serializers: { req: requisicaoSegura, err: erroSeguro },
            stream: opts.destinoLog ?? destinoPadraoDoLog(),
          },
    // A hop count trusts that many proxies from the server (proxy-addr's index 0 is the socket).
    trustProxy: confiarEmProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
    logController: new LogUmaLinhaPorRequisicao(),
  });
  app.decorateRequest('ator', null);
  if (opts.aoRegistrarRota) app.addHook('onRoute', opts.aoRegistrarRota);
  app.setValidatorCompiler(validadorLeniente);
  app.setSerializerCompiler(serializerCompiler);
  registrarTratamentoDeErros(app);
  aceitarCorpoJsonVazio(app);
  await registrarCors(app, config.corsOrigens);
  // The web client's session cookie (issue 18.6); integrators keep bearer tokens.
  await app.register(fastifyCookie);
  await registrarCabecalhosDeSeguranca(app, config.appUrl);
  // File URLs in answers point at the address the caller used, not APP_URL (issue 40).
  registrarOrigemDoPedido(app);
  // Before every route: the plugin hooks the routes registered after it (web/compressao.ts).
  await registrarCompressao(app);

  const deps = criarDeps({
    db,
    config,
    jwtSecret: opts.jwtSecret,
    agora: opts.agora,
    parametrosSenha: opts.parametrosSenha,
    whatsapp: opts.whatsapp,
    limites: { cadastro: { pontos: config.cadastroLimiteHora, janelaSeg: 3600 }, ...opts.limites },
    log: (msg) => app.log.info(msg),
    acessos: opts.acessos,
    // Only the code and a count: the rows name patients and users (health data stays out of logs).
    aoFalharAcessos: (codigo, perdidos) =>
      app.log.error({ codigo, perdidos }, 'falha ao gravar o registro de acessos a pacientes'),
  });
  // A clean shutdown writes every queued access row before the database closes (issue 19).
  app.addHook('onClose', async () => {
    await deps.acessos.fechar();
  });

  // The disk driver's leftovers (issue 38): swept at start and every six hours, counted in the log.
  if (config.arquivos.driver === 'disco') {
    const pasta = config.arquivos.pasta;
    const varrer = () =>
      varrerDisco(db, pasta, { agora: deps.agora() }).then(
        (r) => app.log.info(r, 'varredura de arquivos no disco'),
        (e) => app.log.error({ codigo: codigo(e) }, 'falha na varredura de arquivos no disco'),
      );
    let periodica: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      void varrer();
      periodica = setInterval(varrer, INTERVALO_VARREDURA_MS);
      periodica.unref();
    });
    app.addHook('onClose', async () => {
      if (periodica) clearInterval(periodica);
    });
  }

  // The reminder worker runs beside the HTTP server; every instance may run one (DECISIONS.md 22).
  if (config.lembretes.worker) {
    let worker: ReturnType<typeof iniciarWorkerLembretes> | null = null;
    app.addHook('onReady', async () => {
      worker = iniciarWorkerLembretes(deps, config.lembretes.intervaloMs, (e) =>
        // Only the error code: a driver message may quote row values (health data stays out of logs).
        app.log.error({ codigo: codigo(e) }, 'falha no envio de lembretes'),
      );
    });
    app.addHook('onClose', async () => {
      await worker?.parar();
    });
  }

  // Confirmed imports run beside the HTTP server too, claimed with a lease (issue 39).
  if (config.importacoes.worker) {
    let worker: ReturnType<typeof iniciarWorkerImportacoes> | null = null;
    app.addHook('onReady', async () => {
      worker = iniciarWorkerImportacoes(deps, config.importacoes.intervaloMs, (e) =>
        // Only the error code: a driver message may quote a spreadsheet's values.
        app.log.error({ codigo: codigo(e) }, 'falha na importação'),
      );
    });
    app.addHook('onClose', async () => {
      await worker?.parar();
    });
  }

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Clínica — API REST de compatibilidade', version: VERSAO_APP },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });

  // tRPC's JSON bodies may carry a 2 MB logo as a base64 data URL (conta.update); REST keeps 1 MB
  // except on the routes that set their own limit.
  app.addHook('onRoute', (rota) => {
    if (!rota.url.startsWith('/trpc/')) return;
    rota.bodyLimit ??= 3 * 1024 * 1024;
    // tRPC answers GET and POST only (its adapter threw on TRACE: a 500), and is not REST to document.
    rota.method = ['GET', 'HEAD', 'POST'];
    rota.schema = { ...rota.schema, hide: true };
  });
  await registrarTrpc<AppRouter>(app, {
    prefixo: '/trpc',
    router: appRouter,
    createContext: criarContextoFactory(deps),
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'erro no tRPC');
    },
  });

  registrarControleDeAcesso(app, deps);
  registrarRotasRest(app.withTypeProvider<ZodTypeProvider>(), deps);
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  // 503 after the event loop was blocked for long, so the instance gets replaced (docs/deploy.md).
  const vigia = iniciarVigiaDoLaco({ limiteMs: config.saudeBloqueioMaxMs });
  app.addHook('onClose', async () => vigia.parar());
  app.get('/api/saude', { schema: { hide: true } }, async (_req, reply) =>
    vigia.saudavel()
      ? { ok: true }
      : reply.status(503).send({ ok: false, bloqueio_ms: Math.round(vigia.ultimoBloqueioMs()) }),
  );
  await registrarWeb(app, config.webDist ?? WEB_DIST_PADRAO);
  return app;
}
