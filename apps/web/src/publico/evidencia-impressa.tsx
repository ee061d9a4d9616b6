import type { Evidencia } from '@clinica/contracts';
import { dataHora } from './data-documento';

/** The evidence block of a printed document or anamnesis. */
export function EvidenciaImpressa({
  evidencia,
  verificacao,
}: {
  evidencia: Evidencia;
  verificacao?: string;
}) {
  return (
    <section
      aria-label="Evidências da assinatura"
      className="space-y-1 rounded-lg border border-slate-300 p-4 text-xs text-slate-700 break-inside-avoid"
    >
      <p className="font-semibold text-slate-900">Evidências da assinatura eletrônica</p>
      <p>Assinado em: {dataHora(evidencia.assinado_em)}</p>
      <p>IP: {evidencia.ip ?? '—'}</p>
      <p className="break-all">Navegador: {evidencia.user_agent ?? '—'}</p>
      <p className="break-all font-mono">SHA-256 do conteúdo: {evidencia.hash_conteudo}</p>
      <p className="break-all font-mono">SHA-256 da assinatura: {evidencia.hash_assinatura}</p>
      {verificacao && (
        <p className="break-all">
          Verifique em:{' '}
          <a href={verificacao} className="text-teal-700 underline">
            {verificacao}
          </a>
        </p>
      )}
    </section>
  );
}
