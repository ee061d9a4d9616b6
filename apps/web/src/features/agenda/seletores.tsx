import { MSG, type OpcaoPaciente, type OpcaoProfissional, type OpcaoTratamento } from '@clinica/contracts';
import { Autocomplete } from '@clinica/ui/autocomplete';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';

/*
 * The form's pickers read the agenda's own lookups (DECISIONS.md 21): id and name, searched on
 * the server, at most 20, allowed to whoever may use the agenda.
 */

type Props<T> = {
  label: string;
  value: T | null;
  onChange: (v: T | null) => void;
  error?: string;
  className?: string;
  disabled?: boolean;
  placeholder?: string;
  clearable?: boolean;
};

export function SeletorPaciente(p: Props<OpcaoPaciente>) {
  const trpc = useTRPC();
  const [q, setQ] = useState('');
  const busca = useQuery({
    ...trpc.agenda.pacientes.queryOptions({ q }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
  return (
    <Autocomplete<OpcaoPaciente>
      {...p}
      placeholder={p.placeholder ?? 'Digite o nome do paciente...'}
      options={q.trim() ? (busca.data ?? []) : []}
      loading={busca.isFetching}
      emptyText={
        busca.isError
          ? MSG.agenda.erroBuscarPacientes
          : q.trim()
            ? 'Nenhum paciente encontrado'
            : 'Digite para buscar'
      }
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

export function SeletorProfissional(p: Props<OpcaoProfissional>) {
  const trpc = useTRPC();
  const [q, setQ] = useState('');
  const busca = useQuery({
    ...trpc.agenda.profissionais.queryOptions({ q }),
    placeholderData: keepPreviousData,
  });
  return (
    <Autocomplete<OpcaoProfissional>
      {...p}
      placeholder={p.placeholder ?? 'Selecione o profissional'}
      options={busca.data ?? []}
      loading={busca.isFetching}
      emptyText={busca.isError ? MSG.agenda.erroBuscarProfissionais : 'Nenhum profissional encontrado.'}
      onQueryChange={setQ}
      getKey={(o) => o.id}
      getLabel={(o) => o.nome}
    />
  );
}

export function SeletorTratamento(p: Props<OpcaoTratamento>) {
  const trpc = useTRPC();
  const [q, setQ] = useState('');
  const busca = useQuery({
    ...trpc.agenda.tratamentos.queryOptions({ q }),
    placeholderData: keepPreviousData,
  });
  return (
    <Autocomplete<OpcaoTratamento>
      {...p}
      placeholder={p.placeholder ?? 'Selecione o tratamento'}
      options={busca.data ?? []}
      loading={busca.isFetching}
      emptyText={busca.isError ? MSG.agenda.erroBuscarTratamentos : 'Nenhum tratamento encontrado'}
      onQueryChange={setQ}
      getKey={(o) => o.id}
      getLabel={(o) => o.nome}
      renderOption={(o) => (
        <div className="flex min-w-0 items-center justify-between gap-3">
          <span className="truncate font-medium">{o.nome}</span>
          {o.duracao > 0 && <span className="shrink-0 text-xs text-slate-500">{o.duracao} min</span>}
        </div>
      )}
    />
  );
}
