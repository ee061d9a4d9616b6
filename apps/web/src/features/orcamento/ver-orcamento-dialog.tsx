import { MSG } from '@clinica/contracts';
import { formatarCentavos, formatarTelefone, recusaCancelamento } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { Dialog } from '@clinica/ui/dialog';
import { Skeleton } from '@clinica/ui/skeleton';
import { toast } from '@clinica/ui/toast';
import { ArrowDownTrayIcon, LinkIcon, NoSymbolIcon } from '@heroicons/react/24/outline';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { diaParaBr } from '../../lib/datas-br';
import { mensagemDeErro } from '../../lib/erros';
import { formatarData } from '../../lib/formatar';
import { useTRPC } from '../../lib/trpc';
import { usePode } from '../../lib/use-pode';
import { textoSessoesDoItem } from './sessoes-item';
import { BadgeStatusOrcamento } from './status-orcamento';
import { usePdfOrcamento } from './use-pdf-orcamento';

const M = MSG.orcamentos;

/** 'Visualizar': one budget as the patient will read it, with 'Salvar PDF' and 'Cancelar orçamento'. */
export function VerOrcamentoDialog({ id, onFechar }: { id: number; onFechar: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pode = usePode();
  const pdf = usePdfOrcamento();
  const [confirmando, setConfirmando] = useState(false);
  const { data: o, isError } = useQuery(trpc.orcamento.get.queryOptions({ id }));
  const cancelar = useMutation(
    trpc.orcamento.cancelar.mutationOptions({
      onSuccess: () => {
        toast.success(M.cancelado);
        void queryClient.invalidateQueries(trpc.orcamento.pathFilter());
        setConfirmando(false);
      },
      onError: (e) => {
        toast.error(mensagemDeErro(e, M.erroCancelar));
        setConfirmando(false);
      },
    }),
  );
  const cancelavel =
    o !== undefined &&
    pode('ORCAMENTOS_CRIAR') &&
    recusaCancelamento({
      status: o.status === 'VENCIDO' ? 'ATIVO' : o.status,
      vencimento: o.vencimento,
      vinculado: o.transacao !== null,
    }) === null;

  return (
    <Dialog
      open
      onClose={onFechar}
      fullScreenOnMobile
      title={`Orçamento nº ${id}`}
      maxWidth="2xl"
      footer={
        <>
          {cancelavel && (
            <Button
              variant="secondary"
              icon={<NoSymbolIcon />}
              className="sm:mr-auto"
              onClick={() => setConfirmando(true)}
            >
              Cancelar orçamento
            </Button>
          )}
          <Button variant="secondary" onClick={onFechar}>
            Fechar
          </Button>
          <Button
            icon={<ArrowDownTrayIcon />}
            loading={pdf.gerando === id}
            disabled={!o}
            onClick={() => void pdf.salvar({ id })}
          >
            Salvar PDF
          </Button>
        </>
      }
    >
      {isError ? (
        <p className="text-sm text-rose-700">{M.erroCarregar}</p>
      ) : !o ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : (
        <div className="space-y-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Paciente</p>
              <p className="truncate text-base font-semibold text-slate-900">{o.paciente.nome}</p>
              <p className="text-sm text-slate-500">
                {[o.paciente.celular && formatarTelefone(o.paciente.celular, '55'), o.paciente.email]
                  .filter(Boolean)
                  .join(' · ') || 'N/A'}
              </p>
            </div>
            <BadgeStatusOrcamento status={o.status} />
          </div>
          <dl className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-4 text-sm">
            <div>
              <dt className="text-slate-500">Válido até</dt>
              <dd className="font-medium text-slate-900">{diaParaBr(o.vencimento)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Criado em</dt>
              <dd className="font-medium text-slate-900">{formatarData(o.criado_em)}</dd>
            </div>
          </dl>
          {o.transacao && (
            <p className="flex items-center gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-800 ring-1 ring-sky-600/15">
              <LinkIcon className="size-4 shrink-0" aria-hidden="true" />
              Vinculado à transação nº {o.transacao.id}: não pode ser cancelado nem excluído.
            </p>
          )}
          <table className="w-full text-sm">
            <caption className="sr-only">Tratamentos do orçamento</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs font-medium uppercase tracking-wide text-slate-500">
                <th className="py-2 pr-3">Tratamento</th>
                <th className="hidden py-2 pr-3 sm:table-cell">Profissional</th>
                <th className="py-2 text-right">Valor</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {o.tratamentos.map((i) => (
                <tr key={i.id}>
                  <td className="py-2.5 pr-3">
                    <p className="font-medium text-slate-900">{i.nome}</p>
                    {textoSessoesDoItem(i) && (
                      <p className="text-xs text-teal-800">{textoSessoesDoItem(i)}</p>
                    )}
                    <p className="text-xs text-slate-500 sm:hidden">{i.profissional.nome}</p>
                  </td>
                  <td className="hidden py-2.5 pr-3 text-slate-700 sm:table-cell">{i.profissional.nome}</td>
                  <td className="py-2.5 text-right tabular-nums text-slate-900">
                    {formatarCentavos(i.valor_item)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-slate-200">
                <th scope="row" className="pt-3 text-left font-semibold text-slate-900" colSpan={2}>
                  Total
                </th>
                <td className="pt-3 text-right text-base font-semibold tabular-nums text-slate-900">
                  {formatarCentavos(o.valor_total)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={confirmando}
        title="Cancelar orçamento"
        message={M.confirmarCancelamento}
        confirmLabel="Sim, cancelar"
        cancelLabel="Voltar"
        loading={cancelar.isPending}
        onConfirm={() => cancelar.mutate({ id })}
        onCancel={() => setConfirmando(false)}
      />
    </Dialog>
  );
}
