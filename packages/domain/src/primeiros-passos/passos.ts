/**
 * 'Primeiros passos' (issue 40): the checklist a new clinic's ADM sees on the dashboard. Each step
 * is ticked by what the clinic actually has, never by a click: the rule of each one is here, the
 * facts come from the clinic's rows. Working hours and the booking page join the list when they
 * exist in the product.
 */

/** The steps, in the order a new clinic takes them. */
export const PASSOS_PRIMEIROS_PASSOS = [
  'logo',
  'endereco',
  'tratamentos',
  'tipos_pagamento',
  'usuarios',
  'paciente',
  'agendamento',
] as const;
export type PassoPrimeirosPassos = (typeof PASSOS_PRIMEIROS_PASSOS)[number];

/** What the clinic has, read in one query. */
export type FatosPrimeirosPassos = {
  temLogo: boolean;
  /** The account's address fields as saved ('Minha Conta'). */
  endereco: { endereco: string | null; cidade: string | null; estado: string | null };
  temTratamento: boolean;
  temTipoReceita: boolean;
  temTipoDespesa: boolean;
  /** Users of the clinic, the owner included (counting up to 2 is enough). */
  usuarios: number;
  temPaciente: boolean;
  temAgendamento: boolean;
};

const preenchido = (v: string | null) => v !== null && v.trim() !== '';

/**
 * Whether each step is done. The address counts once street, city and state are filled (what the
 * printed documents' header shows); payment types once the clinic can record both a receipt and a
 * payment; the team once there is anyone besides the owner.
 */
export function passosFeitos(f: FatosPrimeirosPassos): Record<PassoPrimeirosPassos, boolean> {
  return {
    logo: f.temLogo,
    endereco:
      preenchido(f.endereco.endereco) && preenchido(f.endereco.cidade) && preenchido(f.endereco.estado),
    tratamentos: f.temTratamento,
    tipos_pagamento: f.temTipoReceita && f.temTipoDespesa,
    usuarios: f.usuarios >= 2,
    paciente: f.temPaciente,
    agendamento: f.temAgendamento,
  };
}
