import path from 'node:path';
import { CHAVES_PLANO, type ChavePlano, objetoDe } from '@clinica/domain';
import { z } from 'zod';

/** Raised when an environment variable is unusable; main.ts prints it and exits. */
export class ConfigError extends Error {}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  JWT_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'use um número seguido de s, m, h ou d (ex.: 7d)')
    .default('7d'),
  APP_URL: z.url('deve ser uma URL completa (ex.: https://app.exemplo.com.br)').optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_SEED: z.enum(['true', 'false']).optional(),
  /** Proxies in front of the server: 'false', a hop count ('true' = 1), or their addresses/CIDRs. */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(
      (v) =>
        /^(true|false|\d{1,2})$/.test(v) ||
        v.split(',').every((a) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a.trim())),
      'use false, o número de proxies à frente (ex.: 1) ou os endereços deles (ex.: 10.0.0.0/8,127.0.0.1)',
    )
    .default('false'),
  /** Integrators' browser apps on other origins: a comma list of origins, or '*'; unset: none. */
  CORS_ORIGINS: z
    .string()
    .refine(
      (v) => v.trim() === '*' || v.split(',').every((o) => /^https?:\/\/[^/\s]+\/?$/.test(o.trim())),
      "use '*' ou origens separadas por vírgula (ex.: https://app.exemplo.com.br)",
    )
    .optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'deve começar com sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'deve começar com whsec_').optional(),
  CEP_PROVIDER: z.enum(['viacep', 'offline']).optional(),
  /** Where file bytes live: 'disco' (default embedded), 'postgres' (default with DATABASE_URL) or 's3'. */
  ARQUIVOS: z.enum(['disco', 'postgres', 's3']).optional(),
  /** The same choice by the issue's name ('banco' = 'postgres'); must agree with ARQUIVOS when both are set. */
  STORAGE: z.enum(['disco', 'postgres', 'banco', 's3']).optional(),
  /** The bucket (ARQUIVOS=s3); credentials come from the AWS SDK's chain (AWS_ACCESS_KEY_ID...). */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'deve ser um nome de bucket válido (ex.: clinica-arquivos)')
    .optional(),
  /** An S3-compatible server (MinIO, s3rver...); unset = AWS's own endpoint for S3_REGION. */
  S3_ENDPOINT: z.url('deve ser uma URL completa (ex.: http://minio:9000)').optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'deve ser uma região (ex.: sa-east-1)')
    .default('us-east-1'),
  /** Path-style URLs (endpoint/bucket/key): what MinIO and s3rver expect. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /** How long to wait for the bucket's server to accept a connection, and to say anything (ms). */
  S3_TIMEOUT_CONEXAO_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  S3_TIMEOUT_PEDIDO_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** The disk driver's folder; default DATA_DIR/arquivos. */
  ARQUIVOS_DIR: z.string().optional(),
  /** Only for tests and stripe-mock style fakes: where the Stripe SDK sends its calls. */
  STRIPE_API_BASE: z.url('deve ser uma URL completa (ex.: http://127.0.0.1:12111)').optional(),
  /** WhatsApp Cloud API: with both set, reminders go out for real; otherwise they are only logged. */
  WHATSAPP_TOKEN: z.string().min(10, 'parece incompleto').optional(),
  WHATSAPP_PHONE_ID: z.string().regex(/^\d+$/, 'deve ser o id numérico do número no WhatsApp').optional(),
  WHATSAPP_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]+$/, 'use o nome do modelo aprovado (ex.: lembrete_consulta)')
    .default('lembrete_consulta'),
  /** The approved templates of the other kinds (issue 35): body = first name, clinic, text. */
  WHATSAPP_TEMPLATE_RETORNO: z
    .string()
    .regex(/^[a-z0-9_]+$/, 'use o nome do modelo aprovado (ex.: retorno_paciente)')
    .default('retorno_paciente'),
  WHATSAPP_TEMPLATE_ANIVERSARIO: z
    .string()
    .regex(/^[a-z0-9_]+$/, 'use o nome do modelo aprovado (ex.: aniversario_paciente)')
    .default('aniversario_paciente'),
  /** E-mail to patients (issue 35): with SMTP_URL set, e-mails go out by SMTP; otherwise only logged. */
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\//,
      'deve ser uma URL smtp:// ou smtps:// (ex.: smtps://usuario:senha@smtp.exemplo.com)',
    )
    .optional(),
  EMAIL_REMETENTE: z
    .string()
    .min(3, 'informe o remetente (ex.: Clínica <nao-responda@exemplo.com>)')
    .optional(),
  /** Only for tests: where the Graph API calls go. */
  WHATSAPP_API_BASE: z.url('deve ser uma URL completa').optional(),
  /** The reminder worker: on by default; the tests drive it by hand. */
  LEMBRETES_WORKER: z.enum(['true', 'false']).default('true'),
  LEMBRETES_INTERVALO_MS: z.coerce.number().int().min(200).max(3_600_000).default(30_000),
  IMPORTACOES_WORKER: z.enum(['true', 'false']).default('true'),
  IMPORTACAO_REDE_LOCAL: z.enum(['true', 'false']).optional(),
  IMPORTACOES_INTERVALO_MS: z.coerce.number().int().min(200).max(3_600_000).default(2_000),
  /** The event-loop watchdog: a block longer than this turns /api/saude to 503 for a minute. */
  /** Sign-ups per IP per hour (an office signing up its franchise's clinics may need more). */
  CADASTRO_LIMITE_HORA: z.coerce.number().int().min(1).max(10_000).default(5),
  SAUDE_BLOQUEIO_MAX_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  ...Object.fromEntries(
    CHAVES_PLANO.map((c) => [
      `STRIPE_PRICE_${c.toUpperCase()}`,
      z.string().startsWith('price_', 'deve começar com price_').optional(),
    ]),
  ),
});

/** Every environment variable the server reads (the compose file's test checks its wiring against it). */
export const VARIAVEIS_CONFIG: readonly string[] = Object.keys(envSchema.shape);

/** Billing: Stripe when STRIPE_SECRET_KEY is set, otherwise the local demo checkout (DECISIONS.md 16). */
export type ConfigCobranca =
  | { modo: 'stripe'; secretKey: string; webhookSecret: string; apiBase: string | null }
  | { modo: 'demo' };

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  jwtSecret: string | null;
  jwtExpiresIn: string;
  appUrl: string | null;
  webDist: string | null;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  demoSeed: boolean;
  /**
   * Which X-Forwarded-For hops to believe: false (none), a number of hops counted from the
   * server, or the proxies' addresses. Never "all": a client could forge its own IP.
   */
  trustProxy: false | number | string[];
  /** Origins allowed to call the API from a browser: none (same origin only), a list, or any. */
  corsOrigens: string[] | '*';
  cepProvider: 'viacep' | 'offline';
  /** File bytes (DECISIONS 24): a folder on disk (embedded), the Postgres table, or a bucket. */
  arquivos: { driver: 'disco'; pasta: string } | { driver: 'postgres' } | ({ driver: 's3' } & ConfigS3);
  cobranca: ConfigCobranca;
  /** The provider's price id of each plan (demo ids in demo billing). */
  precos: Record<ChavePlano, string>;
  whatsapp: ConfigWhatsapp;
  /** The WhatsApp template of each kind other than the reminder (WHATSAPP_TEMPLATE_*). */
  modelosWhatsapp: { retorno: string; aniversario: string };
  email: { modo: 'smtp'; url: string; remetente: string } | { modo: 'registro' };
  lembretes: { worker: boolean; intervaloMs: number };
  /** The import worker (issue 39): confirmed imports run in the background, resumed after a restart. */
  importacoes: { worker: boolean; intervaloMs: number; redeLocal: boolean };
  /** Longest event-loop block (ms) before the health check answers 503 (platform/vigia-do-laco.ts). */
  saudeBloqueioMaxMs: number;
  /** Sign-ups allowed per IP per hour (platform/limites.ts). */
  cadastroLimiteHora: number;
};

/** An S3-compatible bucket (issue 21). */
export type ConfigS3 = {
  bucket: string;
  endpoint: string | null;
  region: string;
  forcePathStyle: boolean;
  /** A silent endpoint fails an upload or a download in seconds, not after the OS's minutes. */
  timeoutConexaoMs: number;
  timeoutPedidoMs: number;
};

/** Reminders over the WhatsApp Cloud API, or only logged (embedded mode, tests, no credentials). */
type ConfigWhatsapp =
  | { modo: 'cloud'; token: string; phoneId: string; template: string; apiBase: string }
  | { modo: 'registro' };

/** Reads the configuration from the environment. A bad value names the variable (DECISIONS.md 3). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blank = (v: string | undefined) => (v === '' ? undefined : v);
  const raw = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, blank(v)]));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Configuração inválida: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  const embedded = !e.DATABASE_URL;
  const { cobranca, precos } = lerCobranca(raw, e);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? null,
    // Relative to where the command was typed (pnpm runs scripts inside the package folder).
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    jwtSecret: e.JWT_SECRET ?? null,
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    appUrl: e.APP_URL ?? null,
    webDist: e.WEB_DIST ? path.resolve(env.INIT_CWD ?? process.cwd(), e.WEB_DIST) : null,
    logLevel: e.LOG_LEVEL,
    // The demo clinic is seeded on the embedded database unless told otherwise.
    demoSeed: e.DEMO_SEED ? e.DEMO_SEED === 'true' : embedded,
    trustProxy: lerTrustProxy(e.TRUST_PROXY),
    corsOrigens:
      e.CORS_ORIGINS?.trim() === '*'
        ? '*'
        : (e.CORS_ORIGINS?.split(',').map((o) => o.trim().replace(/\/$/, '')) ?? []),
    cepProvider: e.CEP_PROVIDER ?? (embedded ? 'offline' : 'viacep'),
    arquivos: lerArquivos(e, embedded, env.INIT_CWD ?? process.cwd()),
    cobranca,
    precos,
    whatsapp:
      e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_ID
        ? {
            modo: 'cloud',
            token: e.WHATSAPP_TOKEN,
            phoneId: e.WHATSAPP_PHONE_ID,
            template: e.WHATSAPP_TEMPLATE,
            apiBase: e.WHATSAPP_API_BASE ?? 'https://graph.facebook.com/v21.0',
          }
        : { modo: 'registro' },
    modelosWhatsapp: { retorno: e.WHATSAPP_TEMPLATE_RETORNO, aniversario: e.WHATSAPP_TEMPLATE_ANIVERSARIO },
    email: e.SMTP_URL
      ? { modo: 'smtp', url: e.SMTP_URL, remetente: e.EMAIL_REMETENTE ?? 'nao-responda@localhost' }
      : { modo: 'registro' },
    lembretes: { worker: e.LEMBRETES_WORKER === 'true', intervaloMs: e.LEMBRETES_INTERVALO_MS },
    importacoes: {
      worker: e.IMPORTACOES_WORKER === 'true',
      intervaloMs: e.IMPORTACOES_INTERVALO_MS,
      // The old system often runs on the same machine or network as the embedded product.
      redeLocal: e.IMPORTACAO_REDE_LOCAL ? e.IMPORTACAO_REDE_LOCAL === 'true' : embedded,
    },
    saudeBloqueioMaxMs: e.SAUDE_BLOQUEIO_MAX_MS,
    cadastroLimiteHora: e.CADASTRO_LIMITE_HORA,
  };
}

function lerTrustProxy(v: string): false | number | string[] {
  if (v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((a) => a.trim());
}

const invalida = (variavel: string, msg: string) =>
  new ConfigError(`Configuração inválida: ${variavel} ${msg}`);

/** Where file bytes live; a bucket needs its name, the rest has defaults. */
function lerArquivos(e: z.infer<typeof envSchema>, embedded: boolean, cwd: string): Config['arquivos'] {
  const porStorage = e.STORAGE === 'banco' ? 'postgres' : e.STORAGE;
  if (e.ARQUIVOS && porStorage && e.ARQUIVOS !== porStorage)
    throw invalida('STORAGE', `diz ${e.STORAGE} e ARQUIVOS diz ${e.ARQUIVOS}: defina só uma das duas`);
  const driver = e.ARQUIVOS ?? porStorage ?? (embedded ? 'disco' : 'postgres');
  if (driver === 'disco')
    return {
      driver,
      pasta: e.ARQUIVOS_DIR
        ? path.resolve(cwd, e.ARQUIVOS_DIR)
        : path.join(path.resolve(cwd, e.DATA_DIR), 'arquivos'),
    };
  if (driver === 'postgres') return { driver };
  if (!e.S3_BUCKET) throw invalida('S3_BUCKET', 'é obrigatório quando os arquivos ficam no S3 (ARQUIVOS=s3)');
  return {
    driver,
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT ?? null,
    region: e.S3_REGION,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    timeoutConexaoMs: e.S3_TIMEOUT_CONEXAO_MS,
    timeoutPedidoMs: e.S3_TIMEOUT_PEDIDO_MS,
  };
}

/** With a Stripe key, the webhook secret and the five price ids are required; without, demo ids. */
function lerCobranca(raw: Record<string, string | undefined>, e: z.infer<typeof envSchema>) {
  if (!e.STRIPE_SECRET_KEY) {
    const precos = objetoDe(CHAVES_PLANO, (c) => `demo_${c}`);
    return { cobranca: { modo: 'demo' } as const, precos };
  }
  if (!e.STRIPE_WEBHOOK_SECRET) {
    throw invalida('STRIPE_WEBHOOK_SECRET', 'é obrigatório quando STRIPE_SECRET_KEY está definido');
  }
  const precos = objetoDe(CHAVES_PLANO, (c) => {
    const variavel = `STRIPE_PRICE_${c.toUpperCase()}`;
    const valor = raw[variavel];
    if (!valor) throw invalida(variavel, 'é obrigatório quando STRIPE_SECRET_KEY está definido');
    return valor;
  });
  const cobranca: ConfigCobranca = {
    modo: 'stripe',
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiBase: e.STRIPE_API_BASE ?? null,
  };
  return { cobranca, precos };
}
