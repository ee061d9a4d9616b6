import { MSG, type OpcaoNomeada } from '@clinica/contracts';
import { formatarCentavos } from '@clinica/domain';
import { Autocomplete } from '@clinica/ui/autocomplete';
import {
  CampoAutocomplete,
  CampoData,
  CampoDinheiro,
  type CampoEscolhido,
  CampoSelecao,
  CampoTexto,
} from '@clinica/ui/campos-form';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { CadastreAntes } from '../../lib/cadastre-antes';
import { diaParaBr } from '../../lib/datas-br';
import { useTRPC } from '../../lib/trpc';
import { SeletorPaciente } from '../seletores/seletores';
import type { TransacaoForm, TransacaoSaida } from './transacao-form';

const M = MSG.transacoes;

type Props = { form: UseFormReturn<TransacaoForm, unknown, TransacaoSaida> };

/** A category or bank picker over the finance form's own lookup. */
function SeletorRegistro({
  tabela,
  ...p
}: CampoEscolhido<OpcaoNomeada | null | undefined> & { label: string; tabela: 'categorias' | 'bancos' }) {
  const trpc = useTRPC();
  const [q, setQ] = useState('');
  const busca = useQuery({
    ...trpc.transacao[tabela].queryOptions({ q }),
    placeholderData: keepPreviousData,
  });
  // No category yet: say where to register one (a bank is optional, nothing to say).
  const semCategoria =
    tabela === 'categorias' &&
    q === '' &&
    busca.isSuccess &&
    !busca.isPlaceholderData &&
    busca.data.length === 0;
  return (
    <div className="flex flex-col gap-1.5">
      <Autocomplete<OpcaoNomeada>
        {...p}
        value={p.value ?? null}
        clearable={tabela === 'bancos'}
        options={busca.data ?? []}
        loading={busca.isFetching}
        emptyText={
          busca.isError
            ? tabela === 'bancos'
              ? M.erroBuscarBancos
              : M.erroBuscarCategorias
            : 'Nada encontrado'
        }
        onQueryChange={setQ}
        getKey={(o) => o.id}
        getLabel={(o) => o.nome}
        placeholder={tabela === 'bancos' ? 'Opcional' : 'Selecione a categoria'}
      />
      {semCategoria ? <CadastreAntes aviso={MSG.cadastreAntes.categoria} /> : null}
    </div>
  );
}

/** 'Despesa': description, value, due date (today by default), category, optional bank and note. */
export function CamposDespesa({ form }: Props) {
  return (
    <>
      <CampoTexto
        form={form}
        nome="descricao"
        label="Descrição"
        containerClassName="sm:col-span-2"
        maxLength={200}
      />
      <CampoDinheiro form={form} nome="valor_total" label="Valor" />
      <CampoData form={form} nome="vencimento" label="Vencimento" />
      <CampoAutocomplete form={form} nome="id_categoria">
        {(campo) => <SeletorRegistro {...campo} label="Categoria" tabela="categorias" />}
      </CampoAutocomplete>
      <CampoAutocomplete form={form} nome="id_banco">
        {(campo) => <SeletorRegistro {...campo} label="Banco" tabela="bancos" />}
      </CampoAutocomplete>
      <CampoTexto
        form={form}
        nome="observacao"
        label="Observação"
        containerClassName="sm:col-span-2"
        maxLength={2000}
      />
    </>
  );
}

/** 'Receita': a patient, one of their ATIVO budgets, the due date and a note (spec 03 §2). */
export function CamposReceita({ form }: Props) {
  const trpc = useTRPC();
  const paciente = useWatch({ control: form.control, name: 'paciente' });
  const orcamentos = useQuery({
    ...trpc.transacao.orcamentos.queryOptions({ id_paciente: paciente?.id ?? 0 }),
    enabled: Boolean(paciente),
  });
  return (
    <>
      <CampoAutocomplete form={form} nome="paciente">
        {({ onChange, ...campo }) => (
          <SeletorPaciente
            {...campo}
            value={campo.value ?? null}
            label="Paciente"
            onChange={(p) => {
              onChange(p);
              form.setValue('id_orcamento', '');
            }}
            fonte={(q) => trpc.transacao.pacientes.queryOptions({ q })}
            erroBusca={M.erroBuscarPacientes}
          />
        )}
      </CampoAutocomplete>
      <CampoSelecao
        form={form}
        nome="id_orcamento"
        label="Orçamento"
        disabled={!paciente}
        placeholder={
          !paciente
            ? 'Escolha o paciente primeiro'
            : orcamentos.isError
              ? M.erroBuscarOrcamentos
              : orcamentos.data?.length === 0
                ? 'Nenhum orçamento ativo para este paciente'
                : 'Selecione o orçamento'
        }
        options={(orcamentos.data ?? []).map((o) => ({
          value: String(o.id),
          label: `Nº ${o.id} · ${formatarCentavos(o.valor_total)} · válido até ${diaParaBr(o.vencimento)}`,
        }))}
      />
      <CampoData form={form} nome="vencimento" label="Vencimento" />
      <CampoTexto form={form} nome="observacao" label="Observação" maxLength={2000} />
    </>
  );
}
