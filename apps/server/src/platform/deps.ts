import type { Config } from '../config';
import type { Db } from '../db/kysely';
import type { LimiteTentativas } from './limite-tentativas';
import type { Tokens } from './token';

/** What every service receives: the database and the adapters to the outside world. */
export type Deps = {
  db: Db;
  config: Config;
  tokens: Tokens;
  limiteLogin: LimiteTentativas;
  agora: () => Date;
};

/** Facts about the HTTP request a service may record (audit log, signing evidence). */
export type Origem = { ip: string; userAgent: string | null };
