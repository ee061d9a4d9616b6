import { MSG, type OpcaoProduto } from '@clinica/contracts';
import { Autocomplete } from '@clinica/ui/autocomplete';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CadastreAntes } from '../../lib/cadastre-antes';
import { useTRPC } from '../../lib/trpc';

type Props = {
  value: OpcaoProduto | null;
  onChange: (p: OpcaoProduto | null) => void;
  error?: string | undefined;
  /** Under the field: what is in stock now (the entry form shows it; the exit, under Quantidade). */
  mostrarEstoque?: boolean;
};

/** The movement form's product: searched on the server (DECISIONS.md 21), each with its quantity. */
export function SeletorProdutoEstoque({ value, onChange, error, mostrarEstoque = false }: Props) {
  const trpc = useTRPC();
  const [q, setQ] = useState('');
  const busca = useQuery({
    ...trpc.movimentacao.produtos.queryOptions({ q }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <Autocomplete<OpcaoProduto>
        label="Produto"
        value={value}
        onChange={onChange}
        options={busca.data ?? []}
        loading={busca.isFetching}
        emptyText={busca.isError ? MSG.movimentacoes.erroBuscarProdutos : MSG.produtos.vazio}
        onQueryChange={setQ}
        getKey={(o) => o.id}
        getLabel={(o) => o.nome}
        placeholder="Busque pelo nome do produto"
        renderOption={(o) => (
          <span className="flex min-w-0 items-center justify-between gap-3">
            <span className="truncate font-medium">{o.nome}</span>
            <span className="shrink-0 text-xs text-slate-500 tabular-nums">Qtd: {o.qnt_atual}</span>
          </span>
        )}
        {...(error ? { error } : {})}
      />
      {q === '' && busca.isSuccess && !busca.isPlaceholderData && busca.data.length === 0 ? (
        <CadastreAntes aviso={MSG.cadastreAntes.produto} />
      ) : null}
      {mostrarEstoque && value && (
        <p className="text-xs text-slate-500 tabular-nums">Em estoque: {value.qnt_atual}</p>
      )}
    </div>
  );
}
