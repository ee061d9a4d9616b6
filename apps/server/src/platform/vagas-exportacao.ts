import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/kysely';

/** The unpaged REST exports' numbers (DECISIONS 23); tests pass small ones through deps. */
export type ParametrosExportacao = {
  /** Unpaged exports a clinic may run at once, across every instance. */
  simultaneas: number;
  /** Rows per batch read from the database (and written to the answer). */
  loteLinhas: number;
  /** A slot's lease: renewed while the export streams, lost this long after its process dies. */
  concessaoSeg: number;
  /** Retry-After of the 429 (seconds). */
  tenteEmSeg: number;
};

/** A taken slot: renew it while streaming, release it once (both are idempotent and never throw). */
export type Vaga = { renovar(): Promise<void>; liberar(): Promise<void> };

export type VagasExportacao = {
  parametros: ParametrosExportacao;
  /** A free slot of the clinic, or null when all of them are taken (and unexpired). */
  tomar(idConta: number): Promise<Vaga | null>;
};

const instante = (d: Date) => sql<Date>`${d.toISOString()}::timestamptz`;

/**
 * Export slots in Postgres (table exportacao_vaga): slot n of a clinic is a row taken by one
 * `insert … on conflict do update … where expired` statement, so two instances racing for it
 * can't both win (the unique key serialises them). Slots are tried in order; a clinic uses at
 * most `simultaneas` rows, so the table stays tiny.
 */
export function criarVagasExportacao(
  db: Db,
  agora: () => Date,
  parametros: ParametrosExportacao,
): VagasExportacao {
  const expira = () => new Date(agora().getTime() + parametros.concessaoSeg * 1000);
  return {
    parametros,
    async tomar(idConta) {
      const dono = randomBytes(16).toString('base64url');
      for (let vaga = 1; vaga <= parametros.simultaneas; vaga++) {
        const r = await db
          .insertInto('exportacao_vaga')
          .values({ id_conta: idConta, vaga, dono, expira_em: expira() })
          .onConflict((oc) =>
            oc
              .columns(['id_conta', 'vaga'])
              .doUpdateSet({ dono, expira_em: expira() })
              .where('exportacao_vaga.expira_em', '<=', instante(agora())),
          )
          .returning('vaga')
          .executeTakeFirst();
        if (r) return vagaTomada(db, idConta, vaga, dono, expira);
      }
      return null;
    },
  };
}

function vagaTomada(db: Db, idConta: number, vaga: number, dono: string, expira: () => Date): Vaga {
  let livre = false;
  return {
    async renovar() {
      if (livre) return;
      // A failed renewal only shortens the lease; the export itself goes on.
      await db
        .updateTable('exportacao_vaga')
        .set({ expira_em: expira() })
        .where('id_conta', '=', idConta)
        .where('vaga', '=', vaga)
        .where('dono', '=', dono)
        .execute()
        .catch(() => undefined);
    },
    async liberar() {
      if (livre) return;
      livre = true;
      // If this fails the lease still expires: the slot is never lost for good.
      await db
        .deleteFrom('exportacao_vaga')
        .where('id_conta', '=', idConta)
        .where('vaga', '=', vaga)
        .where('dono', '=', dono)
        .execute()
        .catch(() => undefined);
    },
  };
}
