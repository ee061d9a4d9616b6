import type { Db } from '../db/kysely';
import { codigo } from './erros-pg';

/** What was read about a patient (issue 19): the tab 'Acessos' lists these. */
export type AcaoAcesso =
  | 'ficha'
  | 'documento'
  | 'foto'
  | 'arquivo'
  | 'anamnese'
  | 'orcamento'
  | 'impressao'
  | 'exportacao';

export type Acesso = {
  idConta: number;
  idPaciente: number;
  idUsuario: number;
  acao: AcaoAcesso;
  idRecurso?: number | null;
  ip: string | null;
};

export type RegistroAcessos = {
  /** Queues one row; never waits for the database and never throws. */
  registrar: (a: Acesso) => void;
  /**
   * Writes one row before the caller answers (issue 38: a read of a patient's record is logged
   * even if the process dies right after). Group commit: the row goes now, or with every row that
   * arrived while the previous write was in flight, in one INSERT. Rejects when that write fails
   * (the row stays queued for the next round, so the log errs towards a read that was refused).
   */
  gravar: (a: Acesso) => Promise<void>;
  /** Writes what is queued now (tests, shutdown). */
  descarregar: () => Promise<void>;
  /** Stops the timer and writes everything still queued (Fastify onClose). */
  fechar: () => Promise<void>;
};

/**
 * Who saw a patient's record, written off the request path: rows wait in memory and go in one
 * INSERT every `intervaloMs` or as soon as `lote` rows are waiting. A failed insert is logged
 * with the error code only (no patient, user or IP in the log) and its rows are kept for the
 * next round, up to `maximo` rows (the oldest are dropped past it, and the drop is logged).
 */
export function criarRegistroAcessos(
  db: Db,
  agora: () => Date,
  opcoes: {
    intervaloMs?: number;
    lote?: number;
    maximo?: number;
    aoFalhar?: (codigo: string | undefined, perdidos: number) => void;
  } = {},
): RegistroAcessos {
  const intervaloMs = opcoes.intervaloMs ?? 200;
  const lote = opcoes.lote ?? 100;
  const maximo = opcoes.maximo ?? 50_000;
  type Aviso = { ok: () => void; falha: (e: unknown) => void };
  let fila: (Acesso & { criadoEm: Date; aviso?: Aviso })[] = [];
  let timer: NodeJS.Timeout | null = null;
  let gravando: Promise<void> = Promise.resolve();
  let fechado = false;

  const gravar = async () => {
    while (fila.length > 0) {
      const linhas = fila.splice(0, 1000);
      try {
        await db
          .insertInto('acesso_paciente')
          .values(
            linhas.map((a) => ({
              id_conta: a.idConta,
              id_paciente: a.idPaciente,
              id_usuario: a.idUsuario,
              acao: a.acao,
              id_recurso: a.idRecurso ?? null,
              ip: a.ip,
              criado_em: a.criadoEm,
            })),
          )
          .execute();
        for (const l of linhas) l.aviso?.ok();
      } catch (e) {
        for (const l of linhas) {
          l.aviso?.falha(e);
          l.aviso = undefined;
        }
        fila = [...linhas, ...fila];
        const excesso = Math.max(0, fila.length - maximo);
        if (excesso > 0) fila.splice(0, excesso);
        opcoes.aoFalhar?.(codigo(e), excesso);
        agendar();
        return;
      }
    }
  };

  const agendar = () => {
    if (timer || fechado) return;
    timer = setTimeout(() => void descarregar(), intervaloMs);
    timer.unref();
  };

  const descarregar = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    gravando = gravando.then(gravar);
    return gravando;
  };

  return {
    registrar(a) {
      fila.push({ ...a, criadoEm: agora() });
      if (fila.length >= lote) void descarregar();
      else agendar();
    },
    gravar(a) {
      return new Promise<void>((ok, falha) => {
        fila.push({ ...a, criadoEm: agora(), aviso: { ok, falha } });
        void descarregar();
      });
    },
    descarregar,
    fechar: () => {
      fechado = true;
      return descarregar();
    },
  };
}
