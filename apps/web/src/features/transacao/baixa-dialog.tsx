import { MSG, type Transacao } from '@clinica/contracts';
import { errosDosPagamentos, formatarCentavos, parcelas, pendente } from '@clinica/domain';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { MaskedInput } from '@clinica/ui/masked-input';
import { MoneyInput } from '@clinica/ui/money-input';
import { SelectField } from '@clinica/ui/select-field';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { PlusIcon, TrashIcon } from '@heroicons/react/24/outline';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { brParaDia, diaParaBr, hojeNaClinica } from '../../lib/datas-br';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';

const M = MSG.transacoes;
const obrigatorio = MSG.geral.campoObrigatorio;
type Linha = { chave: number; tipo: string; valor: number | null; data: string; parcelas: string };
let chave = 0;
const novaLinha = (valor: number | null = null): Linha => ({
  chave: chave++,
  tipo: '',
  valor,
  data: diaParaBr(hojeNaClinica()),
  parcelas: '1',
});
const ERRO = {
  valorMaiorQuePendente: M.valorMaiorQuePendente,
  dataFutura: M.dataFutura,
  valorInvalido: obrigatorio,
  parcelasInvalidas: M.parcelasInvalidas,
} as const;

/**
 * 'Dar Baixa': several payment lines (method, value, date, installments and the read-only
 * installment value) with 'Total já Pago' and 'Ainda Falta' live. The checks are the domain's,
 * the same the server repeats under its lock.
 */
export function BaixaDialog({ transacao: t, onFechar }: { transacao: Transacao; onFechar: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const falta = pendente(t);
  const [linhas, setLinhas] = useState<Linha[]>([novaLinha(falta)]);
  const [tentou, setTentou] = useState(false);
  const [erroServidor, setErroServidor] = useState<string | null>(null);
  const tipos = useQuery(
    trpc.transacao.tiposPagamento.queryOptions({ tipo: t.tipo === 'RECEITA' ? 'R' : 'D' }),
  );
  const pagar = useMutation(
    trpc.transacao.pagar.mutationOptions({
      onSuccess: () => {
        toast.success(M.pagamentosRegistrados);
        void queryClient.invalidateQueries(trpc.transacao.pathFilter());
        onFechar();
      },
      onError: (e) => {
        const msg = mensagemDeErro(e, M.erroSalvarPagamentos);
        setErroServidor(msg);
        toast.error(msg);
      },
    }),
  );
  const mudar = (k: number, campo: Partial<Linha>) =>
    setLinhas((ls) => ls.map((l) => (l.chave === k ? { ...l, ...campo } : l)));
  const somaLinhas = linhas.reduce((s, l) => s + (l.valor ?? 0), 0);
  const lidas = linhas.map((l) => ({
    valor: l.valor ?? 0,
    data: brParaDia(l.data) ?? '',
    qnt_parcelas: Number(l.parcelas),
  }));
  const dosDominio = errosDosPagamentos(lidas, falta, hojeNaClinica());
  const erros = linhas.map((l, i) => ({
    tipo: l.tipo ? undefined : obrigatorio,
    valor: !l.valor
      ? obrigatorio
      : dosDominio[i] === 'valorMaiorQuePendente'
        ? ERRO.valorMaiorQuePendente
        : undefined,
    data: !brParaDia(l.data) ? M.dataInvalida : dosDominio[i] === 'dataFutura' ? ERRO.dataFutura : undefined,
    parcelas: dosDominio[i] === 'parcelasInvalidas' ? ERRO.parcelasInvalidas : undefined,
  }));
  const valido = erros.every((e) => !Object.values(e).some(Boolean));
  const salvar = () => {
    setTentou(true);
    if (!valido || pagar.isPending) return;
    pagar.mutate({
      id_transacao: t.id,
      pagamentos: linhas.map((l, i) => ({
        id_tipo_pagamento: Number(l.tipo),
        valor: l.valor ?? 0,
        data: lidas[i]!.data,
        qnt_parcelas: Number(l.parcelas),
      })),
    });
  };
  const mostrar = (e: string | undefined) => (tentou ? e : undefined);

  return (
    <Dialog
      open
      persistent
      fullScreenOnMobile
      onClose={onFechar}
      title={`Dar Baixa · Transação nº ${t.id}`}
      maxWidth="4xl"
      footer={
        <>
          <Button variant="secondary" onClick={onFechar} disabled={pagar.isPending}>
            Cancelar
          </Button>
          <Button onClick={salvar} loading={pagar.isPending}>
            Registrar pagamentos
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <AlertaFormulario mensagem={erroServidor} />
        <dl className="grid grid-cols-3 gap-3 rounded-xl bg-slate-50 p-4 text-sm">
          <Resumo rotulo="Total" valor={t.valor_total} />
          <Resumo rotulo="Total já Pago" valor={t.valor_pago + somaLinhas} testId="total-ja-pago" />
          <Resumo rotulo="Ainda Falta" valor={falta - somaLinhas} testId="ainda-falta" destaque />
        </dl>
        {linhas.map((l, i) => {
          const n = Number(l.parcelas);
          const valorParcela = l.valor && n >= 1 ? parcelas(l.valor, n)[0] : null;
          return (
            <fieldset
              key={l.chave}
              className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1.3fr_1fr_1fr_0.6fr_1fr_auto] sm:items-start"
            >
              <legend className="sr-only">Pagamento {i + 1}</legend>
              <SelectField
                label={`Forma de pagamento ${i + 1}`}
                containerClassName="col-span-2 sm:col-span-1"
                value={l.tipo}
                onChange={(e) => mudar(l.chave, { tipo: e.target.value })}
                placeholder={tipos.isError ? M.erroBuscarTiposPagamento : 'Selecione'}
                options={(tipos.data ?? []).map((x) => ({ value: String(x.id), label: x.nome }))}
                error={mostrar(erros[i]?.tipo)}
              />
              <MoneyInput
                label={`Valor ${i + 1}`}
                valueCents={l.valor}
                onChange={(v) => mudar(l.chave, { valor: v })}
                error={mostrar(erros[i]?.valor)}
              />
              <MaskedInput
                mask="data"
                label={`Data ${i + 1}`}
                value={l.data}
                onValueChange={(v) => mudar(l.chave, { data: v })}
                error={mostrar(erros[i]?.data)}
              />
              <TextField
                label={`Parcelas ${i + 1}`}
                inputMode="numeric"
                maxLength={3}
                value={l.parcelas}
                onChange={(e) => mudar(l.chave, { parcelas: e.target.value.replace(/\D/g, '') })}
                error={mostrar(erros[i]?.parcelas)}
              />
              <TextField
                label="Valor da parcela"
                readOnly
                tabIndex={-1}
                value={
                  valorParcela === null || valorParcela === undefined
                    ? '—'
                    : `${n}x de ${formatarCentavos(valorParcela)}`
                }
              />
              <div className="flex justify-end sm:pt-7">
                {linhas.length > 1 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<TrashIcon />}
                    aria-label={`Remover pagamento ${i + 1}`}
                    onClick={() => setLinhas((ls) => ls.filter((x) => x.chave !== l.chave))}
                  >
                    <span className="sm:sr-only">Remover</span>
                  </Button>
                )}
              </div>
            </fieldset>
          );
        })}
        {linhas.length < 20 && (
          <Button
            variant="secondary"
            size="sm"
            icon={<PlusIcon />}
            onClick={() => setLinhas((ls) => [...ls, novaLinha(Math.max(0, falta - somaLinhas) || null)])}
          >
            Adicionar pagamento
          </Button>
        )}
      </div>
    </Dialog>
  );
}

function Resumo(p: { rotulo: string; valor: number; destaque?: boolean; testId?: string }) {
  return (
    <div>
      <dt className="text-slate-500">{p.rotulo}</dt>
      <dd
        data-testid={p.testId}
        className={`font-semibold tabular-nums ${p.destaque ? (p.valor < 0 ? 'text-rose-700' : 'text-teal-800') : 'text-slate-900'}`}
      >
        {formatarCentavos(p.valor)}
      </dd>
    </div>
  );
}
