import type { PapelLoja, TipoUsuario } from '@clinica/domain';
import type { Selectable } from 'kysely';
import type { DB } from '../db/schema.gen';

/** The authenticated caller, loaded fresh from the database on every request (DECISIONS.md 10). */
export type Ator = {
  /** The log-in this request came with (table sessao); absent for work not started by a request. */
  idSessao?: string;
  idUsuario: number;
  idConta: number;
  nome: string;
  email: string;
  tipo: TipoUsuario;
  idPerfil: number | null;
  permissoes: string[];
  /** The store back office role (issue 16); absent (work not started by a request) = 'nenhum'. */
  papelLoja?: PapelLoja;
  conta: {
    id: number;
    nome: string;
    tipo: 'clinica' | 'profissional';
    /** IANA zone of the clinic's wall clock (DECISIONS.md 7). */
    fuso: string;
    /** 'HH:mm': when the WhatsApp reminders go out the day before. */
    lembreteHora: string;
  };
  /**
   * The clinic's account and subscription rows as this request's session query read them (one
   * round trip; never kept across requests). GET /assinatura answers from them; absent when the
   * caller was not loaded by a request's session.
   */
  registroConta?: {
    conta: Selectable<DB['conta']>;
    cobranca: Pick<
      Selectable<DB['cobranca']>,
      'status' | 'price_id' | 'current_period_start' | 'current_period_end'
    > | null;
  };
};
