import type { StatusAgendamento } from '../agenda/status';
import { normalizarBusca } from '../busca/texto';
import type { MapeamentoColunas } from './colunas';
import type { CampoImportacaoAgenda } from './colunas-agenda';
import { lerCpf, lerData, lerTelefone } from './valores';

/** An appointment as a spreadsheet row becomes one, before its people are found in the clinic. */
export type AgendamentoDaPlanilha = {
  /** Who the patient is: the name always; the CPF and the mobile when the row has them (valid). */
  paciente: { nome: string; celular: string | null; cpf: string | null };
  /** 'AAAA-MM-DD' and 'HH:MM' on the clinic's clock. */
  data: string;
  hora: string;
  /** Minutes, from the end time or the duration column; null: the treatment's own duration. */
  duracao: number | null;
  /** As written: a name or an e-mail. */
  profissional: string;
  tratamento: string;
  status: StatusAgendamento;
  observacao: string | null;
};

export type LinhaAgenda =
  | { ok: true; agendamento: AgendamentoDaPlanilha; avisos: string[] }
  | { ok: false; erro: string };

/**
 * The peers' words for how an appointment went, normalized (no accents, lower case) → ours.
 * Past and present tense, masculine and feminine, as the exports write them.
 */
const STATUS: Record<string, StatusAgendamento> = {
  agendado: 'Agendado',
  agendada: 'Agendado',
  marcado: 'Agendado',
  marcada: 'Agendado',
  'a confirmar': 'Agendado',
  'nao confirmado': 'Agendado',
  confirmado: 'Confirmado',
  confirmada: 'Confirmado',
  atendido: 'Finalizada',
  atendida: 'Finalizada',
  finalizado: 'Finalizada',
  finalizada: 'Finalizada',
  concluido: 'Finalizada',
  concluida: 'Finalizada',
  realizado: 'Finalizada',
  realizada: 'Finalizada',
  compareceu: 'Finalizada',
  'em atendimento': 'Em Atendimento',
  cancelado: 'Cancelado pelo paciente',
  cancelada: 'Cancelado pelo paciente',
  'cancelado pelo paciente': 'Cancelado pelo paciente',
  desmarcado: 'Cancelado pelo paciente',
  desmarcada: 'Cancelado pelo paciente',
  faltou: 'Faltou',
  falta: 'Faltou',
  'nao compareceu': 'Faltou',
  ausente: 'Faltou',
  reagendado: 'Reagendada',
  reagendada: 'Reagendada',
  'pre agendado': 'Pré-agendado',
};

/** A peer's status word → ours; null when it is none of the words above. */
export function lerStatusAgenda(texto: string): StatusAgendamento | null {
  return STATUS[normalizarBusca(texto.replace(/[-_]/g, ' '))] ?? null;
}

/** A date before the time, as a date-and-time column writes it: the time is what is read. */
const DATA_ANTES = /^(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{4})[T ]\s*/;

/**
 * '9:00', '09:00:00', '9h', '9h30', also after a date ('05/03/2026 09:00') → 'HH:MM'; null
 * otherwise (digits alone are no time).
 */
export function lerHora(texto: string): string | null {
  const t = texto.trim().replace(DATA_ANTES, '');
  const m = /^(\d{1,2})(?:[:h](\d{2})?)(?::\d{2})?$/i.exec(t.replace(/\s+/g, ''));
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2] ?? '0');
  if (h > 23 || min > 59) return null;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

/** '30', '30 min', '1h', '1h30', '01:30' → minutes (1..9999), or null. */
export function lerDuracao(texto: string): number | null {
  const t = normalizarBusca(texto).replace(/\s+/g, '');
  let min: number | null = null;
  const hm = /^(\d{1,2})(?::|h)(\d{2})?(?:min)?$/.exec(t);
  const m = /^(\d{1,4})(?:min|minutos|m)?$/.exec(t);
  if (m) min = Number(m[1]);
  else if (hm) min = Number(hm[1]) * 60 + Number(hm[2] ?? '0');
  return min !== null && min >= 1 && min <= 9999 ? min : null;
}

const minutos = (hora: string) => Number(hora.slice(0, 2)) * 60 + Number(hora.slice(3, 5));

/**
 * One row of an agenda export read with the mapping. Refused (with the reason) when it lacks
 * the patient's name, a real date, a start time, the professional or the treatment. An unknown
 * status becomes 'Agendado' and is said; an invalid CPF or mobile only stops helping to find the
 * patient (also said). Whether the people exist in the clinic is decided later, on the server.
 */
export function lerLinhaAgenda(
  celulas: Readonly<Record<string, string>>,
  mapa: MapeamentoColunas,
): LinhaAgenda {
  const v = (campo: CampoImportacaoAgenda) => {
    const coluna = mapa[campo];
    return coluna === undefined ? '' : (celulas[coluna] ?? '').trim();
  };
  const avisos: string[] = [];
  const nome = v('nome').replace(/\s+/g, ' ');
  if (nome === '') return { ok: false, erro: 'Paciente ausente.' };
  if (nome.length > 150) return { ok: false, erro: 'Nome do paciente com mais de 150 caracteres.' };
  if (v('data') === '') return { ok: false, erro: 'Data ausente.' };
  const data = lerData(v('data'));
  if (!data) return { ok: false, erro: 'Data inválida (use DD/MM/AAAA).' };
  if (v('hora_inicio') === '') return { ok: false, erro: 'Hora de início ausente.' };
  const hora = lerHora(v('hora_inicio'));
  if (!hora) return { ok: false, erro: 'Hora de início inválida (use HH:MM).' };
  const profissional = v('profissional').replace(/\s+/g, ' ');
  if (profissional === '') return { ok: false, erro: 'Profissional ausente.' };
  const tratamento = v('tratamento').replace(/\s+/g, ' ');
  if (tratamento === '') return { ok: false, erro: 'Tratamento ausente.' };

  let duracao: number | null = null;
  const fim = v('hora_fim') === '' ? null : lerHora(v('hora_fim'));
  if (fim && minutos(fim) > minutos(hora)) duracao = minutos(fim) - minutos(hora);
  else if (v('duracao') !== '') duracao = lerDuracao(v('duracao'));
  if (duracao === null && (v('hora_fim') !== '' || v('duracao') !== '')) {
    avisos.push('Hora de fim ou duração inválida: usada a duração do tratamento.');
  }

  const status = v('status') === '' ? 'Agendado' : lerStatusAgenda(v('status'));
  if (!status) avisos.push('Status não reconhecido: importado como Agendado.');

  const celular = v('celular') === '' ? null : lerTelefone(v('celular'));
  if (v('celular') !== '' && !celular) avisos.push('Celular inválido: não usado para achar o paciente.');
  const cpf = lerCpf(v('cpf'));
  if (cpf === 'invalido') avisos.push('CPF inválido: não usado para achar o paciente.');
  const obs = v('observacao').replace(/\s+/g, ' ');
  return {
    ok: true,
    agendamento: {
      paciente: { nome, celular, cpf: cpf === 'invalido' ? null : cpf },
      data,
      hora,
      duracao,
      profissional: profissional.slice(0, 254),
      tratamento: tratamento.slice(0, 200),
      status: status ?? 'Agendado',
      observacao: obs === '' ? null : obs.slice(0, 2000),
    },
    avisos,
  };
}
