/** An import's life: a preview (nothing written), running, done, failed, undone. */
export const STATUS_IMPORTACAO = ['previa', 'importando', 'concluida', 'falhou', 'desfeita'] as const;
export type StatusImportacao = (typeof STATUS_IMPORTACAO)[number];

export const TIPOS_IMPORTACAO = ['pacientes', 'agendas'] as const;
export type TipoImportacao = (typeof TIPOS_IMPORTACAO)[number];

/**
 * Every kind of data an import counts and maps, in the order an import from the old system's API
 * reads them (its stages): what a later kind points at is always mapped before it.
 */
export const TIPOS_DADO_IMPORTACAO = [
  'unidades',
  'bancos',
  'categorias',
  'tipos_pagamento',
  'tratamentos',
  'profissionais',
  'pacientes',
  'agendas',
  'orcamentos',
  'transacoes',
  'produtos',
  'movimentacoes',
  'termos',
  'documentos',
  'questoes_anamnese',
  'modelos_anamnese',
  'anamneses',
  'fotos',
  'arquivos',
] as const;
export type TipoDadoImportacao = (typeof TIPOS_DADO_IMPORTACAO)[number];

/**
 * The kinds the old system lists per patient only (`/api/pacientes_termos/{id}`…): their stage
 * walks the patients this clinic has from the same source, and their total is unknown until read.
 */
export const TIPOS_POR_PACIENTE = [
  'documentos',
  'anamneses',
  'fotos',
  'arquivos',
] as const satisfies readonly TipoDadoImportacao[];
export type TipoPorPaciente = (typeof TIPOS_POR_PACIENTE)[number];
export const ePorPaciente = (t: TipoDadoImportacao): t is TipoPorPaciente =>
  (TIPOS_POR_PACIENTE as readonly string[]).includes(t);

/** The stage after `etapa` in an API import, or null when it was the last. */
export function proximaEtapa(etapa: TipoDadoImportacao): TipoDadoImportacao | null {
  return TIPOS_DADO_IMPORTACAO[TIPOS_DADO_IMPORTACAO.indexOf(etapa) + 1] ?? null;
}

/** How long an import may be undone, counted from when it finished. */
export const PRAZO_DESFAZER_DIAS = 7;

/** Rows written per transaction; the cursor moves with each batch, so a restart resumes there. */
export const LOTE_IMPORTACAO = 500;

const DIA_MS = 24 * 60 * 60 * 1000;

/** Whether an import may be undone now, and if not, the pt-BR reason. */
export function podeDesfazer(
  i: { status: StatusImportacao; concluida_em: Date | null },
  agora: Date,
): { ok: true } | { ok: false; motivo: string } {
  if (i.status === 'desfeita') return { ok: false, motivo: 'Esta importação já foi desfeita.' };
  if (i.status === 'previa') return { ok: false, motivo: 'A importação ainda não foi confirmada.' };
  if (i.status === 'importando') return { ok: false, motivo: 'Aguarde o fim da importação para desfazê-la.' };
  const fim = i.concluida_em?.getTime() ?? 0;
  if (agora.getTime() - fim > PRAZO_DESFAZER_DIAS * DIA_MS) {
    return { ok: false, motivo: `O prazo para desfazer (${PRAZO_DESFAZER_DIAS} dias) terminou.` };
  }
  return { ok: true };
}

export const NOMES_TIPO_DADO: Record<TipoDadoImportacao, string> = {
  unidades: 'Unidades',
  bancos: 'Bancos',
  categorias: 'Categorias',
  tipos_pagamento: 'Tipos de pagamento',
  tratamentos: 'Tratamentos',
  profissionais: 'Profissionais',
  pacientes: 'Pacientes',
  agendas: 'Agendamentos',
  orcamentos: 'Orçamentos',
  transacoes: 'Transações',
  produtos: 'Produtos',
  movimentacoes: 'Movimentações de estoque',
  termos: 'Termos',
  documentos: 'Documentos dos pacientes',
  questoes_anamnese: 'Perguntas de anamnese',
  modelos_anamnese: 'Modelos de anamnese',
  anamneses: 'Anamneses',
  fotos: 'Fotos',
  arquivos: 'Arquivos',
};
const milhar = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** 'Pacientes 1.200 de 4.000'; a kind whose total the source does not say: 'Fotos: 120 lidas até agora'. */
export function textoProgresso(tipo: TipoDadoImportacao, feitos: number, total: number | null): string {
  if (total === null) return `${NOMES_TIPO_DADO[tipo]}: ${milhar(feitos)} lidos até agora`;
  return `${NOMES_TIPO_DADO[tipo]} ${milhar(feitos)} de ${milhar(total)}`;
}
