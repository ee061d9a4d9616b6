import type { Config } from '../config';
import type { Db } from '../db/kysely';
import type { Armazenamento } from './armazenamento';
import type { ProvedorCep } from './cep/provedor';
import type { ProvedorEmail } from './email/provedor';
import type { LimitePublico } from './limite-publico';
import type { LimiteTentativas } from './limite-tentativas';
import type { RegistroAcessos } from './registro-acessos';
import type { Senhas } from './senha';
import type { Stripe } from './stripe';
import type { Tokens } from './token';
import type { UrlsAssinadas } from './url-assinada';
import type { VagasExportacao } from './vagas-exportacao';
import type { ProvedorWhatsapp } from './whatsapp/provedor';

/** What every service receives: the database and the adapters to the outside world. */
export type Deps = {
  db: Db;
  config: Config;
  tokens: Tokens;
  senhas: Senhas;
  limiteLogin: LimiteTentativas;
  agora: () => Date;
  /** The Stripe SDK; null in demo billing (no STRIPE_SECRET_KEY). */
  stripe: Stripe | null;
  cep: ProvedorCep;
  arquivos: Armazenamento;
  limitePublico: LimitePublico;
  /** Sign-ups per IP (its own, harder budget). */
  limiteCadastro: LimitePublico;
  /** Online bookings per IP, and per mobile (keyed by a hash of the number, issue 34). */
  limiteReservaIp: LimitePublico;
  limiteReservaCelular: LimitePublico;
  /** Where appointment reminders go (WhatsApp Cloud API, or only recorded). */
  whatsapp: ProvedorWhatsapp;
  /** Where e-mails to patients go (SMTP, or only recorded). */
  email: ProvedorEmail;
  /** Absolute URLs of this app, and signed file URLs an `<img src>` can open (issue 17). */
  urls: UrlsAssinadas;
  /** Slots of the unpaged REST exports, at most N per clinic across instances (DECISIONS 23). */
  exportacoes: VagasExportacao;
  /** Who read a patient's data, written in batches off the request path (issue 19). */
  acessos: RegistroAcessos;
};

/** Facts about the HTTP request a service may record (audit log, signing evidence). */
export type Origem = { ip: string; userAgent: string | null };
