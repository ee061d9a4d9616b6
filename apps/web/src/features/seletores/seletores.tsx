import type { OpcaoPaciente, OpcaoProfissional } from '@clinica/contracts';
import { Autocomplete } from '@clinica/ui/autocomplete';
import { keepPreviousData, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

/*
 * The pickers every form shares (agenda, budgets, finance...). Each screen passes its own
 * lookup (DECISIONS.md 21: id and name, searched on the server, at most 20, allowed by that
 * screen's permission) and the spec's error message for it.
 */

// biome-ignore lint/suspicious/noExplicitAny: the tRPC query options' error and key types vary per procedure.
export type Fonte<T> = (q: string) => UseQueryOptions<T[], any, T[], any>;

type Props<T> = {
  label: string;
  value: T | null;
  onChange: (v: T | null) => void;
  fonte: Fonte<T>;
  /** Shown in the list when the lookup fails ('Erro ao buscar ...'). */
  erroBusca: string;
  error?: string;
  className?: string;
  disabled?: boolean;
  placeholder?: string;
  clearable?: boolean;
};

/** Patients are many: the list waits for a typed term. */
export function SeletorPaciente({ fonte, erroBusca, ...p }: Props<OpcaoPaciente>) {
  const [q, setQ] = useState('');
  const busca = useQuery({ ...fonte(q), enabled: q.trim().length > 0, placeholderData: keepPreviousData });
  return (
    <Autocomplete<OpcaoPaciente>
      {...p}
      placeholder={p.placeholder ?? 'Digite o nome do paciente...'}
      options={q.trim() ? (busca.data ?? []) : []}
      loading={busca.isFetching}
      emptyText={busca.isError ? erroBusca : q.trim() ? 'Nenhum paciente encontrado' : 'Digite para buscar'}
      onQueryChange={setQ}
      getKey={(o) => o.id}
      getLabel={(o) => o.nome}
      renderOption={(o) => (
        <div className="min-w-0">
          <p className="truncate font-medium">{o.nome}</p>
          <p className="truncate text-xs text-slate-500">{o.email ?? 'Sem e-mail'}</p>
        </div>
      )}
    />
  );
}

export function SeletorProfissional({ fonte, erroBusca, ...p }: Props<OpcaoProfissional>) {
  const [q, setQ] = useState('');
  const busca = useQuery({ ...fonte(q), placeholderData: keepPreviousData });
  return (
    <Autocomplete<OpcaoProfissional>
      {...p}
      placeholder={p.placeholder ?? 'Selecione o profissional'}
      options={busca.data ?? []}
      loading={busca.isFetching}
      emptyText={busca.isError ? erroBusca : 'Nenhum profissional encontrado.'}
      onQueryChange={setQ}
      getKey={(o) => o.id}
      getLabel={(o) => o.nome}
    />
  );
}

/** A treatment, with what the screen shows beside its name (duration, price). */
export function SeletorTratamento<T extends { id: number; nome: string }>({
  fonte,
  erroBusca,
  detalhe,
  ...p
}: Props<T> & { detalhe?: (o: T) => ReactNode }) {
  const [q, setQ] = useState('');
  const busca = useQuery({ ...fonte(q), placeholderData: keepPreviousData });
  return (
    <Autocomplete<T>
      {...p}
      placeholder={p.placeholder ?? 'Selecione o tratamento'}
      options={busca.data ?? []}
      loading={busca.isFetching}
      emptyText={busca.isError ? erroBusca : 'Nenhum tratamento encontrado'}
      onQueryChange={setQ}
      getKey={(o) => o.id}
      getLabel={(o) => o.nome}
      renderOption={(o) => (
        <div className="flex min-w-0 items-center justify-between gap-3">
          <span className="truncate font-medium">{o.nome}</span>
          {detalhe && <span className="shrink-0 text-xs text-slate-500 tabular-nums">{detalhe(o)}</span>}
        </div>
      )}
    />
  );
}

/**
 * A clinic registry the dialogs pick from (anamnesis models, term templates, questions): opens
 * on the first 20 alphabetically, and typing searches the server, so the 101st is as reachable
 * as the first (issue 17).
 */
export function SeletorCadastro<T extends { id: number }>({
  fonte,
  erroBusca,
  vazio,
  getLabel,
  renderOption,
  ...p
}: Props<T> & {
  /** 'Nenhum modelo encontrado'. */
  vazio: string;
  getLabel: (o: T) => string;
  renderOption?: (o: T) => ReactNode;
}) {
  const [q, setQ] = useState('');
  const busca = useQuery({ ...fonte(q), placeholderData: keepPreviousData });
  return (
    <Autocomplete<T>
      {...p}
      options={busca.data ?? []}
      loading={busca.isFetching}
      emptyText={busca.isError ? erroBusca : vazio}
      onQueryChange={setQ}
      getKey={(o) => o.id}
      getLabel={getLabel}
      renderOption={renderOption}
    />
  );
}
