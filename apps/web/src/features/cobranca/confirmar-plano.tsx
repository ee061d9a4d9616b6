import type { PlanoApi } from '@clinica/contracts';
import { formatarCentavos } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { ExclamationCircleIcon } from '@heroicons/react/20/solid';

type Props = {
  plano: PlanoApi | null;
  enviando: boolean;
  erro: string | null;
  onCancelar: () => void;
  onConfirmar: () => void;
};

/** 'Confirmar Assinatura': the plan's name and monthly price, Cancelar and Confirmar. */
export function ConfirmarPlano({ plano, enviando, erro, onCancelar, onConfirmar }: Props) {
  return (
    <Dialog
      open={plano !== null}
      onClose={onCancelar}
      title="Confirmar Assinatura"
      maxWidth="lg"
      persistent={enviando}
      footer={
        <>
          <Button variant="secondary" onClick={onCancelar} disabled={enviando}>
            Cancelar
          </Button>
          <Button onClick={onConfirmar} loading={enviando}>
            Confirmar
          </Button>
        </>
      }
    >
      {plano && (
        <div className="space-y-4">
          <p>Você será levado(a) ao pagamento seguro para concluir a assinatura.</p>
          <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            <div className="flex justify-between gap-4 px-4 py-3">
              <dt className="text-slate-500">Plano</dt>
              <dd className="font-medium text-slate-900">{plano.nome}</dd>
            </div>
            <div className="flex justify-between gap-4 px-4 py-3">
              <dt className="text-slate-500">
                {plano.periodo === 'mes' ? 'Valor mensal' : 'Valor por semestre'}
              </dt>
              <dd className="font-semibold text-slate-900">{formatarCentavos(plano.centavos)}</dd>
            </div>
          </dl>
          {erro && (
            <p role="alert" className="flex gap-2 rounded-lg bg-rose-50 p-3 text-sm text-rose-700">
              <ExclamationCircleIcon className="size-5 shrink-0" aria-hidden="true" />
              {erro}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
