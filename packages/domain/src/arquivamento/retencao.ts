import { FUSO_PADRAO, horaLocalDe } from '../agenda/horario';

/** Lei 13.787/2018 (art. 6º): clinical records are kept at least 20 years from their last entry. */
export const ANOS_RETENCAO = 20;

/** The moments a record carries; any of them may be missing (files have no atualizado_em). */
export type MarcasDeAlteracao = {
  criado_em?: Date | null;
  atualizado_em?: Date | null;
  arquivado_em?: Date | null;
  assinado_em?: Date | null;
};

/**
 * "Last change" of a record: the latest of its creation, edit, archiving and signature. Archiving
 * counts (restarting the clock is the conservative reading: the record was handled then), and so
 * does a signature (the legal act that closes a document may come after its last edit).
 */
export function ultimaAlteracao(...registros: MarcasDeAlteracao[]): Date | null {
  let maior: number | null = null;
  for (const r of registros) {
    for (const d of [r.criado_em, r.atualizado_em, r.arquivado_em, r.assinado_em]) {
      if (d && !Number.isNaN(d.getTime()) && (maior === null || d.getTime() > maior)) maior = d.getTime();
    }
  }
  return maior === null ? null : new Date(maior);
}

/**
 * The first moment a record may be hard-deleted: the same calendar day and time 20 years on
 * (29 February becomes 1 March in a non-leap year: later, never earlier).
 */
export function exclusaoDefinitivaPossivelEm(ultima: Date): Date {
  const d = new Date(ultima.getTime());
  d.setUTCFullYear(d.getUTCFullYear() + ANOS_RETENCAO);
  return d;
}

/** True once 20 years passed since the last change; a record without any date is kept. */
export function podeExcluirDefinitivamente(ultima: Date | null, agora: Date): boolean {
  if (!ultima || Number.isNaN(ultima.getTime())) return false;
  return agora.getTime() >= exclusaoDefinitivaPossivelEm(ultima).getTime();
}

/** 'dd/mm/aaaa' of that first moment on the clinic's wall clock, for the refusal message. */
export function dataExclusaoDefinitivaBr(ultima: Date, fuso: string = FUSO_PADRAO): string {
  const [aaaa, mm, dd] = horaLocalDe(exclusaoDefinitivaPossivelEm(ultima), fuso).data.split('-');
  return `${dd}/${mm}/${aaaa}`;
}
