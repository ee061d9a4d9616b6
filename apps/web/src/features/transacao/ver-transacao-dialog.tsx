import { MSG } from '@clinica/contracts';
import { formatarCentavos, pendente } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { Skeleton } from '@clinica/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { diaParaBr } from '../../lib/datas-br';
import { formatarData, formatarDataHora } from '../../lib/formatar';
import { useTRPC } from '../../lib/trpc';
import { ChipTipo } from './tipo-transacao';

/** 'Visualizar': the transaction's details and its payment history. */
export function VerTransacaoDialog({ id, onFechar }: { id: number; onFechar: () => void }) {
  const trpc = useTRPC();
  const { data: t, isError } = useQuery(trpc.transacao.get.queryOptions({ id }));
  return (
    <Dialog
      open
      onClose={onFechar}
      fullScreenOnMobile
      title={`Transação nº ${id}`}
      maxWidth="2xl"
      footer={
        <Button variant="secondary" onClick={onFechar}>
          Fechar
        </Button>
      }
    >
      {isError ? (
        <p className="text-sm text-rose-700">{MSG.transacoes.erroCarregar}</p>
      ) : !t ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : (
        <div className="space-y-5 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-base font-semibold text-slate-900">
              {t.paciente?.nome ?? t.descricao}
              {t.orcamento && (
                <span className="font-normal text-slate-500"> · Orçamento nº {t.orcamento.id}</span>
              )}
            </p>
            <ChipTipo tipo={t.tipo} />
          </div>
          <dl className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-4">
            <Campo rotulo="Total" valor={formatarCentavos(t.valor_total)} />
            <Campo rotulo="Pago" valor={formatarCentavos(t.valor_pago)} />
            <Campo rotulo="Pendente" valor={formatarCentavos(pendente(t))} />
            <Campo rotulo="Vencimento" valor={diaParaBr(t.vencimento)} />
            {t.categoria && <Campo rotulo="Categoria" valor={t.categoria.nome} />}
            {t.banco && <Campo rotulo="Banco" valor={t.banco.nome} />}
            <Campo rotulo="Criado em" valor={formatarData(t.criado_em)} />
          </dl>
          {t.observacao && <p className="text-slate-600">{t.observacao}</p>}
          <section aria-label="Histórico de pagamentos">
            <h3 className="mb-2 font-semibold text-slate-900">Histórico de pagamentos</h3>
            {t.pagamentos.length === 0 ? (
              <p className="text-slate-500">Nenhum pagamento registrado.</p>
            ) : (
              <table className="w-full">
                <thead>
                  <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
                    <th className="py-2 pr-2">Data</th>
                    <th className="py-2 pr-2">Forma</th>
                    <th className="py-2 pr-2 text-right">Valor</th>
                    <th className="hidden py-2 pr-2 sm:table-cell">Parcelas</th>
                    <th className="hidden py-2 sm:table-cell">Registrado por</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {t.pagamentos.map((g) => (
                    <tr key={g.id}>
                      <td className="py-2 pr-2 tabular-nums">{diaParaBr(g.data)}</td>
                      <td className="py-2 pr-2">{g.tipo_pagamento.nome}</td>
                      <td className="py-2 pr-2 text-right tabular-nums">{formatarCentavos(g.valor)}</td>
                      <td className="hidden py-2 pr-2 sm:table-cell">{g.qnt_parcelas}x</td>
                      <td
                        className="hidden py-2 text-slate-500 sm:table-cell"
                        title={formatarDataHora(g.criado_em)}
                      >
                        {g.usuario?.nome ?? '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}

function Campo({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <div>
      <dt className="text-slate-500">{rotulo}</dt>
      <dd className="font-medium tabular-nums text-slate-900">{valor}</dd>
    </div>
  );
}
