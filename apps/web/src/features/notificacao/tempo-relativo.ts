import { formatarData } from '../../lib/formatar';

const rtf = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });

/** 'agora', 'há 5 minutos', 'há 2 horas', 'ontem', 'há 3 dias'; a week or more: the date. */
export function tempoRelativo(iso: string, agora: Date = new Date()): string {
  const segundos = Math.round((new Date(iso).getTime() - agora.getTime()) / 1000);
  const abs = Math.abs(segundos);
  if (abs < 60) return 'agora';
  if (abs < 3600) return rtf.format(Math.round(segundos / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(segundos / 3600), 'hour');
  if (abs < 7 * 86_400) return rtf.format(Math.round(segundos / 86_400), 'day');
  return formatarData(iso);
}
