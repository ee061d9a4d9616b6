/**
 * The appointment fields a spreadsheet column can fill (issue 39, tipo 'agendas'): who the
 * patient is (name, and a CPF or a mobile to find them), when, with whom, what, and how it went.
 */
export const CAMPOS_IMPORTACAO_AGENDA = [
  'nome',
  'celular',
  'cpf',
  'data',
  'hora_inicio',
  'hora_fim',
  'duracao',
  'profissional',
  'tratamento',
  'status',
  'observacao',
] as const;
export type CampoImportacaoAgenda = (typeof CAMPOS_IMPORTACAO_AGENDA)[number];

/** Headers of the peers' agenda exports, normalized as `normalizarCabecalho` leaves them. */
export const SINONIMOS_AGENDA: Record<
  Exclude<CampoImportacaoAgenda, 'nome' | 'celular' | 'cpf' | 'observacao'>,
  readonly string[]
> = {
  data: ['data', 'data do agendamento', 'data da consulta', 'data do atendimento', 'dia', 'data agendamento'],
  hora_inicio: [
    'hora inicio',
    'hora de inicio',
    'horario inicio',
    'horario',
    'hora',
    'inicio',
    'hora inicial',
  ],
  hora_fim: ['hora fim', 'hora de fim', 'hora final', 'horario fim', 'fim', 'termino', 'hora termino'],
  duracao: ['duracao', 'duracao min', 'duracao minutos', 'tempo', 'minutos'],
  profissional: [
    'profissional',
    'dentista',
    'medico',
    'doutor',
    'responsavel',
    'profissional e mail',
    'agenda',
  ],
  tratamento: ['tratamento', 'procedimento', 'servico', 'tipo de atendimento', 'atendimento'],
  status: ['status', 'situacao', 'status do agendamento'],
};
