import type { PacienteOpcao } from '@clinica/contracts';
import { Autocomplete } from '@clinica/ui/autocomplete';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';

type Props = {
  label: string;
  value: PacienteOpcao | null;
  onChange: (p: PacienteOpcao | null) => void;
  placeholder?: string;
  error?: string;
  className?: string;
};

/** A patient picked by name (server search, 300 ms), showing name and e-mail. */
export function PacienteAutocomplete({ label, value, onChange, placeholder, error, className }: Props) {
  const trpc = useTRPC();
  const [q, setQ] = useState('');
  const opcoes = useQuery({
    ...trpc.paciente.buscar.queryOptions({ q }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
  return (
    <Autocomplete<PacienteOpcao>
      label={label}
      className={className}
      placeholder={placeholder ?? 'Digite o nome do paciente...'}
      options={q.trim() ? (opcoes.data ?? []) : []}
      value={value}
      error={error}
      loading={opcoes.isFetching}
      emptyText={q.trim() ? 'Nenhum paciente encontrado' : 'Digite para buscar'}
      onQueryChange={setQ}
      onChange={onChange}
      getKey={(p) => p.id}
      getLabel={(p) => p.nome}
      renderOption={(p) => (
        <div className="min-w-0">
          <p className="truncate font-medium">{p.nome}</p>
          <p className="truncate text-xs text-slate-500">{p.email ?? 'Sem e-mail'}</p>
        </div>
      )}
    />
  );
}
