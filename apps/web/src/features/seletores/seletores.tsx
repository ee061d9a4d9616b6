import { MSG, type OpcaoPaciente, type OpcaoProfissional } from '@clinica/contracts';
import { Autocomplete } from '@clinica/ui/autocomplete';
import { keepPreviousData, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type AvisoCadastro, CadastreAntes } from '../../lib/cadastre-antes';

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

/**
 * The picker, and under it what to register first when the clinic has none (issue 40): the
 * lookup with no term answered an empty list. A search that finds nothing is not that.
 */
function ComAviso<T>({
  busca,
  q,
  aviso,
  className,
  children,
}: {
  busca: UseQueryResult<T[]>;
  q: string;
  aviso: AvisoCadastro | undefined;
  className?: string;
  children: ReactNode;
}) {
  const vazio = aviso && q === '' && busca.isSuccess && !busca.isPlaceholderData && busca.data.length === 0;
  return (
    <div className={className ? `flex flex-col gap-1.5 ${className}` : 'flex flex-col gap-1.5'}>
      {children}
      {vazio ? <CadastreAntes aviso={aviso} /> : null}
    </div>
  );
}

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

export function SeletorProfissional({
  fonte,
  erroBusca,
  className,
  semCadastro = MSG.cadastreAntes.profissional,
  ...p
}: Props<OpcaoProfissional> & { semCadastro?: AvisoCadastro }) {
  const [q, setQ] = useState('');
  const busca = useQuery({ ...fonte(q), placeholderData: keepPreviousData });
  return (
    <ComAviso busca={busca} q={q} aviso={semCadastro} className={className}>
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
    </ComAviso>
  );
}

/** A treatment, with what the screen shows beside its name (duration, price). */
export function SeletorTratamento<T extends { id: number; nome: string }>({
  fonte,
  erroBusca,
  detalhe,
  className,
  semCadastro = MSG.cadastreAntes.tratamento,
  ...p
}: Props<T> & { detalhe?: (o: T) => ReactNode; semCadastro?: AvisoCadastro }) {
  const [q, setQ] = useState('');
  const busca = useQuery({ ...fonte(q), placeholderData: keepPreviousData });
  return (
    <ComAviso busca={busca} q={q} aviso={semCadastro} className={className}>
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
    </ComAviso>
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
  className,
  semCadastro,
  ...p
}: Props<T> & {
  /** 'Nenhum modelo encontrado'. */
  vazio: string;
  /** What to register first when the clinic has none ('Cadastre um modelo de anamnese em …'). */
  semCadastro?: AvisoCadastro;
  getLabel: (o: T) => string;
  renderOption?: (o: T) => ReactNode;
}) {
  const [q, setQ] = useState('');
  const busca = useQuery({ ...fonte(q), placeholderData: keepPreviousData });
  return (
    <ComAviso busca={busca} q={q} aviso={semCadastro} className={className}>
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
    </ComAviso>
  );
}
