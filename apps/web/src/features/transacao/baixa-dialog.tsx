import { MSG, type Transacao } from '@clinica/contracts';
import { formatarCentavos, parcelas, pendente } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { CampoData, CampoDinheiro, CampoSelecao, CampoTexto } from '@clinica/ui/campos-form';
import { FormDialog } from '@clinica/ui/form-dialog';
import { TextField } from '@clinica/ui/text-field';
import { PlusIcon, TrashIcon } from '@heroicons/react/24/outline';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { CadastreAntes } from '../../lib/cadastre-antes';
import { hojeNaClinica } from '../../lib/datas-br';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';
import { type BaixaForm, type BaixaSaida, baixaFormSchema, linhaCompleta, novaLinha } from './baixa-form';

const M = MSG.transacoes;
const soDigitos = (t: string) => t.replace(/\D/g, '');

/**
 * 'Dar Baixa': several payment lines (method, value, date, installments and the read-only
 * installment value) with 'Total já Pago' and 'Ainda Falta' live: saved payments plus the lines
 * that are complete, a value counting once its field is left (never a half-typed number).
 */
export function BaixaDialog({ transacao: t, onFechar }: { transacao: Transacao; onFechar: () => void }) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const falta = pendente(t);
  const [esquema] = useState(() => baixaFormSchema(falta, hojeNaClinica()));
  const form = useForm<BaixaForm, unknown, BaixaSaida>({
    resolver: zodResolver(esquema),
    defaultValues: { id_transacao: t.id, pagamentos: [novaLinha(falta)] },
  });
  const linhas = useFieldArray({ control: form.control, name: 'pagamentos' });
  const valores = useWatch({ control: form.control, name: 'pagamentos' });
  // The value field being typed in counts with what it held when it got the focus.
  const [emEdicao, setEmEdicao] = useState<{ i: number; valor: number | null } | null>(null);
  const somaLinhas = valores.reduce((s, l, i) => {
    if (!linhaCompleta(l)) return s;
    const valor = emEdicao?.i === i ? (emEdicao.valor ?? 0) : (l.valor ?? 0);
    return s + valor;
  }, 0);
  // A new line suggests what the lines typed so far leave, complete or not.
  const somaDigitada = valores.reduce((s, l) => s + (l.valor ?? 0), 0);
  // The lines are checked together (the pending amount): after a first try, every change rechecks all.
  const { isSubmitted } = form.formState;
  useEffect(() => {
    if (isSubmitted) void form.trigger();
  }, [valores, isSubmitted, form]);
  const tipos = useQuery(
    trpc.transacao.tiposPagamento.queryOptions({ tipo: t.tipo === 'RECEITA' ? 'R' : 'D' }),
  );
  const salvar = useSalvar({
    form,
    salvar: (dados: BaixaSaida) => cliente.transacao.pagar.mutate(dados),
    sucesso: M.pagamentosRegistrados,
    erro: M.erroSalvarPagamentos,
    invalidar: [trpc.transacao.pathFilter()],
    onFechar,
  });

  return (
    <FormDialog
      open
      onClose={onFechar}
      title={`Dar Baixa · Transação nº ${t.id}`}
      maxWidth="4xl"
      form={form}
      onSubmit={salvar.enviar}
      rotuloSalvar="Registrar pagamentos"
      className="space-y-4"
    >
      <dl className="grid grid-cols-3 gap-3 rounded-xl bg-slate-50 p-4 text-sm">
        <Resumo rotulo="Total" valor={t.valor_total} />
        <Resumo rotulo="Total já Pago" valor={t.valor_pago + somaLinhas} testId="total-ja-pago" />
        <Resumo rotulo="Ainda Falta" valor={falta - somaLinhas} testId="ainda-falta" destaque />
      </dl>
      {/* No payment type of this kind yet: nothing to pick, so say where to register one. */}
      {tipos.isSuccess && tipos.data.length === 0 ? (
        <CadastreAntes aviso={MSG.cadastreAntes.tipoPagamento} />
      ) : null}
      {linhas.fields.map((campo, i) => {
        const l = valores[i];
        const n = Number(l?.qnt_parcelas);
        const valorParcela = l?.valor && n >= 1 ? parcelas(l.valor, n)[0] : null;
        return (
          <fieldset
            key={campo.id}
            onFocus={(e) => {
              if (e.target instanceof HTMLInputElement && e.target.name === `pagamentos.${i}.valor`)
                setEmEdicao({ i, valor: l?.valor ?? null });
            }}
            onBlur={(e) => {
              if (e.target instanceof HTMLInputElement && e.target.name === `pagamentos.${i}.valor`)
                setEmEdicao(null);
            }}
            className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1.3fr_1fr_1fr_0.6fr_1fr_auto] sm:items-start"
          >
            <legend className="sr-only">Pagamento {i + 1}</legend>
            <CampoSelecao
              form={form}
              nome={`pagamentos.${i}.id_tipo_pagamento`}
              label={`Forma de pagamento ${i + 1}`}
              containerClassName="col-span-2 sm:col-span-1"
              placeholder={tipos.isError ? M.erroBuscarTiposPagamento : 'Selecione'}
              options={(tipos.data ?? []).map((x) => ({ value: String(x.id), label: x.nome }))}
            />
            <CampoDinheiro form={form} nome={`pagamentos.${i}.valor`} label={`Valor ${i + 1}`} />
            <CampoData form={form} nome={`pagamentos.${i}.data`} label={`Data ${i + 1}`} />
            <CampoTexto
              form={form}
              nome={`pagamentos.${i}.qnt_parcelas`}
              label={`Parcelas ${i + 1}`}
              inputMode="numeric"
              maxLength={3}
              filtro={soDigitos}
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
              {linhas.fields.length > 1 && (
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<TrashIcon />}
                  aria-label={`Remover pagamento ${i + 1}`}
                  onClick={() => linhas.remove(i)}
                >
                  <span className="sm:sr-only">Remover</span>
                </Button>
              )}
            </div>
          </fieldset>
        );
      })}
      {linhas.fields.length < 20 && (
        <Button
          variant="secondary"
          size="sm"
          icon={<PlusIcon />}
          onClick={() => linhas.append(novaLinha(Math.max(0, falta - somaDigitada) || null))}
        >
          Adicionar pagamento
        </Button>
      )}
    </FormDialog>
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
