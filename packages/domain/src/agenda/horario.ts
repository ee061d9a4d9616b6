/**
 * Clinic local time (DECISIONS.md 7): appointments are instants (timestamptz), typed and shown
 * in the clinic's time zone (America/Sao_Paulo unless the account says otherwise), whatever the
 * server's or the browser's zone. Pure: Intl does the zone arithmetic, no clock is read.
 */

export const FUSO_PADRAO = 'America/Sao_Paulo';

export type HoraLocal = { data: string; hora: string };

const formatos = new Map<string, Intl.DateTimeFormat>();
function formato(fuso: string) {
  let f = formatos.get(fuso);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: fuso,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatos.set(fuso, f);
  }
  return f;
}

function partes(instante: Date, fuso: string) {
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const x of formato(fuso).formatToParts(instante)) p[x.type] = Number(x.value);
  const n = (v: number | undefined) => v ?? 0;
  return {
    ano: n(p.year),
    mes: n(p.month),
    dia: n(p.day),
    hora: n(p.hour),
    minuto: n(p.minute),
    segundo: n(p.second),
  };
}

/** The wall-clock date and time of an instant in a zone: { data: 'YYYY-MM-DD', hora: 'HH:mm' }. */
export function horaLocalDe(instante: Date, fuso: string = FUSO_PADRAO): HoraLocal {
  const p = partes(instante, fuso);
  const d2 = (n: number) => String(n).padStart(2, '0');
  return { data: `${p.ano}-${d2(p.mes)}-${d2(p.dia)}`, hora: `${d2(p.hora)}:${d2(p.minuto)}` };
}

const DATA = /^(\d{4})-(\d{2})-(\d{2})$/;
const HORA = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The instant of a wall-clock date and time in a zone ('2026-11-23', '07:00' in São Paulo is
 * 10:00 UTC). Null for a malformed or impossible date. A time skipped by a DST change moves
 * forward by the gap, as clocks do.
 */
export function instanteDeHoraLocal(data: string, hora: string, fuso: string = FUSO_PADRAO): Date | null {
  const d = DATA.exec(data)?.slice(1).map(Number);
  const h = HORA.exec(hora)?.slice(1).map(Number);
  if (!d || !h) return null;
  const [ano = 0, mes = 0, dia = 0] = d;
  const [hh = 0, mm = 0] = h;
  const comoUtc = Date.UTC(ano, mes - 1, dia, hh, mm);
  const conferida = new Date(comoUtc);
  if (conferida.getUTCMonth() !== mes - 1 || conferida.getUTCDate() !== dia) return null;
  // The zone's offset at that moment, found by reading the guess back (twice, for DST edges).
  let instante = comoUtc;
  for (let i = 0; i < 2; i++) {
    const p = partes(new Date(instante), fuso);
    const lido = Date.UTC(p.ano, p.mes - 1, p.dia, p.hora, p.minuto, p.segundo);
    instante += comoUtc - lido;
  }
  return new Date(instante);
}

/** 'YYYY-MM-DD HH:mm' (the REST payload's data_hora) in the clinic's zone. */
export function lerDataHoraLocal(texto: string, fuso: string = FUSO_PADRAO): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::00)?$/.exec(texto.trim());
  return m?.[1] && m[2] ? instanteDeHoraLocal(m[1], m[2], fuso) : null;
}

export function formatarDataHoraLocal(instante: Date, fuso: string = FUSO_PADRAO): string {
  const l = horaLocalDe(instante, fuso);
  return `${l.data} ${l.hora}`;
}

/** The longest window the calendar may ask for: a month view spans six weeks, with room to spare. */
export const DIAS_MAXIMOS_JANELA = 62;

/** Whether [inicio, fim] ('YYYY-MM-DD', inclusive) is a window the agenda answers. */
export function janelaValida(inicio: string, fim: string): boolean {
  const dias = (Date.parse(fim) - Date.parse(inicio)) / 86_400_000;
  return dias >= 0 && dias <= DIAS_MAXIMOS_JANELA;
}
