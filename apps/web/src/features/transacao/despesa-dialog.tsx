import { MSG, type OpcaoNomeada } from '@clinica/contracts';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Autocomplete } from '@clinica/ui/autocomplete';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { MaskedInput } from '@clinica/ui/masked-input';
import { MoneyInput } from '@clinica/ui/money-input';
import { TextField } from '@clinica/ui/text-field';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { brParaDia, diaParaBr, hojeNaClinica } from '../../lib/datas-br';
import { useTRPC } from '../../lib/trpc';
import { useCriarTransacao } from './use-criar-transacao';

const M = MSG.transacoes;
const obrigatorio = MSG.geral.campoObrigatorio;

/** A category or bank picker over the finance form's own lookup. */
function SeletorRegistro(p: {
  label: string;
  tabela: 'categorias' | 'bancos';
  value: OpcaoNomeada | null;
  onChange: (v: OpcaoNomeada | null) => void;
  error?: string | undefined;
}) {
  const trpc = useTRPC();
  const [q, setQ] = useState('');
  const busca = useQuery({
    ...trpc.transacao[p.tabela].queryOptions({ q }),
    placeholderData: keepPreviousData,
  });
  return (
    <Autocomplete<OpcaoNomeada>
      label={p.label}
      value={p.value}
      onChange={p.onChange}
      clearable={p.tabela === 'bancos'}
      options={busca.data ?? []}
      loading={busca.isFetching}
      emptyText={
        busca.isError
          ? p.tabela === 'bancos'
            ? M.erroBuscarBancos
            : M.erroBuscarCategorias
          : 'Nada encontrado'
      }
      onQueryChange={setQ}
      getKey={(o) => o.id}
      getLabel={(o) => o.nome}
      placeholder={p.tabela === 'bancos' ? 'Opcional' : 'Selecione a categoria'}
      {...(p.error ? { error: p.error } : {})}
    />
  );
}

/** 'Despesa': description, value, due date (today by default), category, optional bank and note. */
export function DespesaDialog({ onFechar }: { onFechar: () => void }) {
  const [descricao, setDescricao] = useState('');
  const [valor, setValor] = useState<number | null>(null);
  const [vencimento, setVencimento] = useState(diaParaBr(hojeNaClinica()));
  const [categoria, setCategoria] = useState<OpcaoNomeada | null>(null);
  const [banco, setBanco] = useState<OpcaoNomeada | null>(null);
  const [observacao, setObservacao] = useState('');
  const [tentou, setTentou] = useState(false);
  const { criar, erroServidor } = useCriarTransacao(
    { sucesso: M.despesaCriada, erro: M.erroSalvarDespesa },
    onFechar,
  );
  const dia = brParaDia(vencimento);
  const erros = {
    descricao: !descricao.trim() ? obrigatorio : undefined,
    valor: !valor ? obrigatorio : undefined,
    vencimento: !vencimento ? obrigatorio : !dia ? M.dataInvalida : undefined,
    categoria: !categoria ? obrigatorio : undefined,
  };
  const mostrar = (e: string | undefined) => (tentou ? e : undefined);
  const salvar = () => {
    setTentou(true);
    if (Object.values(erros).some(Boolean) || !dia || !valor || !categoria || criar.isPending) return;
    criar.mutate({
      tipo: 'DESPESA',
      descricao,
      valor_total: valor,
      vencimento: dia,
      id_categoria: categoria.id,
      id_banco: banco?.id ?? null,
      observacao,
    });
  };

  return (
    <Dialog
      open
      persistent
      fullScreenOnMobile
      onClose={onFechar}
      title="Nova Despesa"
      maxWidth="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onFechar} disabled={criar.isPending}>
            Cancelar
          </Button>
          <Button onClick={salvar} loading={criar.isPending}>
            Salvar
          </Button>
        </>
      }
    >
      <form
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          salvar();
        }}
      >
        <AlertaFormulario mensagem={erroServidor} />
        <TextField
          label="Descrição"
          containerClassName="sm:col-span-2"
          value={descricao}
          maxLength={200}
          onChange={(e) => setDescricao(e.target.value)}
          error={mostrar(erros.descricao)}
        />
        <MoneyInput label="Valor" valueCents={valor} onChange={setValor} error={mostrar(erros.valor)} />
        <MaskedInput
          mask="data"
          label="Vencimento"
          value={vencimento}
          onValueChange={setVencimento}
          error={mostrar(erros.vencimento)}
        />
        <SeletorRegistro
          label="Categoria"
          tabela="categorias"
          value={categoria}
          onChange={setCategoria}
          error={mostrar(erros.categoria)}
        />
        <SeletorRegistro label="Banco" tabela="bancos" value={banco} onChange={setBanco} />
        <TextField
          label="Observação"
          containerClassName="sm:col-span-2"
          value={observacao}
          maxLength={2000}
          onChange={(e) => setObservacao(e.target.value)}
        />
      </form>
    </Dialog>
  );
}
