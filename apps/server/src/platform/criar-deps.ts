import type { Config } from '../config';
import type { Db } from '../db/kysely';
import { comAtalhos } from './armazenamento';
import { criarDriverDisco } from './armazenamento-disco';
import { driverPostgres } from './armazenamento-postgres';
import { criarDriverS3 } from './armazenamento-s3';
import { criarCepOffline } from './cep/offline';
import { criarViaCep } from './cep/viacep';
import type { Deps } from './deps';
import { criarProvedorEmail } from './email/criar';
import type { ProvedorEmail } from './email/provedor';
import { criarLimites, type Limites } from './limites';
import { criarRegistroAcessos, type RegistroAcessos } from './registro-acessos';
import { criarSenhas, type ParametrosSenha } from './senha';
import { criarStripe } from './stripe';
import { criarTokens } from './token';
import { criarUrlsAssinadas } from './url-assinada';
import { criarWhatsappCloud } from './whatsapp/cloud-api';
import type { ProvedorWhatsapp } from './whatsapp/provedor';
import { criarWhatsappRegistro } from './whatsapp/registro';

/** The services' dependencies, built the same way by the server, the seed and the tests. */
export function criarDeps(opts: {
  db: Db;
  config: Config;
  jwtSecret: string;
  agora?: () => Date;
  /** Tests pass cheaper scrypt parameters; production uses the default. */
  parametrosSenha?: ParametrosSenha;
  /** Tests pass a provider that fails on purpose or counts the sends. */
  whatsapp?: ProvedorWhatsapp;
  /** Tests pass a fake e-mail provider too. */
  email?: ProvedorEmail;
  /** Where the log-only provider writes (the server's logger). */
  log?: (msg: string) => void;
  /** Tests pass small limits and their own key prefix; production uses LIMITES_PADRAO. */
  limites?: Partial<Limites>;
  /** Where a failed write of the patient access log is reported (error code only). */
  aoFalharAcessos?: (codigo: string | undefined, perdidos: number) => void;
  /** The latency measurement passes one that records nothing (its baseline). */
  acessos?: RegistroAcessos;
}): Deps {
  const wa = opts.config.whatsapp;
  const agora = opts.agora ?? (() => new Date());
  return {
    db: opts.db,
    config: opts.config,
    tokens: criarTokens(opts.jwtSecret, opts.config.jwtExpiresIn),
    senhas: criarSenhas(opts.parametrosSenha),
    ...criarLimites(opts.db, agora, opts.limites),
    agora,
    stripe: criarStripe(opts.config.cobranca),
    cep: opts.config.cepProvider === 'offline' ? criarCepOffline() : criarViaCep(),
    arquivos: comAtalhos(criarDriver(opts.config.arquivos)),
    acessos: opts.acessos ?? criarRegistroAcessos(opts.db, agora, { aoFalhar: opts.aoFalharAcessos }),
    urls: criarUrlsAssinadas(opts.jwtSecret, opts.config, agora),
    whatsapp:
      opts.whatsapp ?? (wa.modo === 'cloud' ? criarWhatsappCloud(wa) : criarWhatsappRegistro(opts.log)),
    email: opts.email ?? criarProvedorEmail(opts.config.email, opts.log),
  };
}

function criarDriver(c: Config['arquivos']) {
  if (c.driver === 'disco') return criarDriverDisco(c.pasta);
  if (c.driver === 's3') return criarDriverS3(c);
  return driverPostgres;
}
