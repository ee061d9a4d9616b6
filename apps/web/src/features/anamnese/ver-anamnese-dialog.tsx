import type { AnamnesePaciente } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { PrinterIcon } from '@heroicons/react/20/solid';
import { dataHora } from '../../publico/data-documento';
import { respostaAuxiliar } from '../../publico/resposta-auxiliar';

/** The answered form with its evidence (max width ~900 px, spec 02 §2), printable. */
export function VerAnamneseDialog({
  anamnese,
  onFechar,
}: {
  anamnese: AnamnesePaciente;
  onFechar: () => void;
}) {
  const e = anamnese.evidencia;
  return (
    <Dialog
      open
      onClose={onFechar}
      title={anamnese.modelo_anamnese.nome}
      maxWidth="4xl"
      footer={
        <Button
          variant="secondary"
          icon={<PrinterIcon />}
          onClick={() => window.open(`/imprimir/anamnese/${anamnese.codigo}`, '_blank', 'noopener')}
        >
          Imprimir
        </Button>
      }
    >
      <div className="space-y-4 print:text-black">
        <ol className="space-y-3">
          {anamnese.respostas?.map((r, i) => (
            <li key={r.id} className="rounded-lg border border-slate-200 p-3">
              <p className="text-sm font-medium text-slate-900">
                {i + 1}. {r.pergunta}
              </p>
              <p className="mt-1 text-sm text-slate-700">{r.resposta}</p>
              {r.resposta_auxiliar && (
                <p className="mt-1 text-sm text-slate-600">
                  {respostaAuxiliar(r.texto_auxiliar, r.resposta_auxiliar)}
                </p>
              )}
            </li>
          ))}
        </ol>
        {e && (
          <section
            aria-label="Evidências da assinatura"
            className="space-y-1 rounded-lg bg-slate-50 p-3 text-xs text-slate-600"
          >
            <p className="font-semibold text-slate-800">Evidências da assinatura eletrônica</p>
            <p>Assinada em: {dataHora(e.assinado_em)}</p>
            <p>IP: {e.ip ?? '—'}</p>
            <p className="break-all font-mono">SHA-256 do conteúdo: {e.hash_conteudo}</p>
            <p className="break-all font-mono">SHA-256 da assinatura: {e.hash_assinatura}</p>
          </section>
        )}
      </div>
    </Dialog>
  );
}
