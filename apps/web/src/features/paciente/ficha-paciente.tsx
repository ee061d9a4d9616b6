import { caminhoFicha, type Paciente, type PacienteOpcao } from '@clinica/contracts';
import { formatarCpf, formatarDataBr, formatarTelefone } from '@clinica/domain';
import { Autocomplete } from '@clinica/ui/autocomplete';
import { Badge } from '@clinica/ui/badge';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { Skeleton } from '@clinica/ui/skeleton';
import { Tabs } from '@clinica/ui/tabs';
import { PencilSquareIcon, PlusIcon, UserCircleIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useUsuario } from '../../lib/sessao';
import { useTRPC } from '../../lib/trpc';
import { usePode } from '../../lib/use-pode';
import { AgendamentosPaciente } from '../agenda/agendamentos-paciente';
import { ABA_ANAMNESES } from '../anamnese/aba-anamneses';
import { ArquivarPaciente } from '../arquivamento/arquivar-paciente';
import { ArquivosPaciente } from '../arquivo-paciente/arquivos-paciente';
import { RegistrosPaciente } from '../assinatura-digital/registros-paciente';
import { ConsentimentosPaciente } from '../consentimento/consentimentos-paciente';
import { ABA_DOCUMENTOS } from '../documento/aba-documentos';
import { FotosPaciente } from '../foto/fotos-paciente';
import { MensagensPaciente } from '../mensagem/mensagens-paciente';
import { OrcamentosPaciente } from '../orcamento/orcamentos-paciente';
import { PacotesPaciente } from '../pacote/pacotes-paciente';
import { AcessosPaciente } from './acessos-paciente';
import { ExportarDados } from './exportar-dados';
import { abasPermitidas } from './rotas';

type Props = {
  id: number | null;
  aba: string | null;
  onEditar: (p: Paciente) => void;
  onNovo: () => void;
};

/** 'Ficha': find a patient, see their data, and the record's sub-tabs the user may open. */
export function FichaPaciente({ id, aba, onEditar, onNovo }: Props) {
  const trpc = useTRPC();
  const [, navegar] = useLocation();
  const { data: usuario } = useUsuario();
  const [q, setQ] = useState('');
  const opcoes = useQuery({
    ...trpc.paciente.buscar.queryOptions({ q }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
  const paciente = useQuery({ ...trpc.paciente.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const abas = abasPermitidas(usuario);
  const pode = usePode();

  // /pacientes/{id} (or a tab the user may not open) lands on the first tab they may open.
  const abaAtual = abas.find((a) => a.key === aba) ?? null;
  if (id !== null && abas.length > 0 && !abaAtual)
    return <Redirect to={caminhoFicha(id, abas[0]?.key)} replace />;

  const selecionado: PacienteOpcao | null = paciente.data
    ? { id: paciente.data.id, nome: paciente.data.nome, email: paciente.data.email }
    : null;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Autocomplete<PacienteOpcao>
          label="Buscar paciente"
          className="min-w-0 flex-1"
          placeholder="Digite o nome do paciente..."
          options={q.trim() ? (opcoes.data ?? []) : []}
          value={selecionado}
          loading={opcoes.isFetching}
          emptyText={q.trim() ? 'Nenhum paciente encontrado' : 'Digite para buscar'}
          onQueryChange={setQ}
          onChange={(p) => p && navegar(caminhoFicha(p.id, abaAtual?.key ?? abas[0]?.key))}
          getKey={(p) => p.id}
          getLabel={(p) => p.nome}
          renderOption={(p) => (
            <div className="min-w-0">
              <p className="truncate font-medium">{p.nome}</p>
              <p className="truncate text-xs text-slate-500">{p.email ?? 'Sem e-mail'}</p>
            </div>
          )}
        />
        <div className="flex gap-2">
          {paciente.data && pode('PACIENTES_EDITAR') && (
            <Button variant="secondary" icon={<PencilSquareIcon />} onClick={() => onEditar(paciente.data)}>
              Editar Paciente
            </Button>
          )}
          {pode('PACIENTES_CRIAR') && (
            <Button icon={<PlusIcon />} onClick={onNovo}>
              Novo Paciente
            </Button>
          )}
        </div>
      </div>

      {id === null ? (
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState
            icon={UserCircleIcon}
            title="Nenhum paciente selecionado"
            description="Busque um paciente pelo nome para abrir a ficha."
          />
        </div>
      ) : paciente.isError ? (
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState icon={UserCircleIcon} title="Paciente não encontrado" />
        </div>
      ) : (
        <>
          <PainelPaciente paciente={paciente.data} />
          {abas.length > 0 && abaAtual && (
            <div className="space-y-4">
              <Tabs
                label="Ficha do paciente"
                tabs={abas}
                selected={abaAtual.key}
                onChange={(k) => navegar(caminhoFicha(id, k))}
              />
              {abaAtual.key === 'sobre' && (
                <AgendamentosPaciente
                  idPaciente={id}
                  paciente={
                    paciente.data
                      ? { id: paciente.data.id, nome: paciente.data.nome, email: paciente.data.email }
                      : undefined
                  }
                />
              )}
              {abaAtual.key === 'documentos' && <RegistrosPaciente aba={ABA_DOCUMENTOS} idPaciente={id} />}
              {abaAtual.key === 'anamnese' && <RegistrosPaciente aba={ABA_ANAMNESES} idPaciente={id} />}
              {abaAtual.key === 'fotos' && <FotosPaciente idPaciente={id} />}
              {abaAtual.key === 'arquivos' && <ArquivosPaciente idPaciente={id} />}
              {abaAtual.key === 'acessos' && <AcessosPaciente idPaciente={id} />}
              {abaAtual.key === 'pacotes' && <PacotesPaciente idPaciente={id} />}
              {abaAtual.key === 'mensagens' && (
                <div className="space-y-6">
                  <ConsentimentosPaciente idPaciente={id} />
                  <MensagensPaciente idPaciente={id} />
                </div>
              )}
              {abaAtual.key === 'orcamentos' && paciente.data && (
                <OrcamentosPaciente
                  paciente={{ id: paciente.data.id, nome: paciente.data.nome, email: paciente.data.email }}
                />
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}

function PainelPaciente({ paciente: p }: { paciente: Paciente | undefined }) {
  const campos: [string, string][] = p
    ? [
        ['Celular', `${p.ddi === '1' ? '+1 ' : ''}${formatarTelefone(p.celular, p.ddi)}`],
        ['E-mail', p.email ?? '—'],
        ['Nascimento', p.nascimento ? formatarDataBr(p.nascimento) : '—'],
        ['CPF', p.cpf ? formatarCpf(p.cpf) : '—'],
      ]
    : [];
  return (
    <section
      aria-label="Dados do paciente"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {p ? (
        <>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <h2 className="min-w-0 text-lg font-semibold text-slate-900">{p.nome}</h2>
              {/* A pre-registration from the online booking page (issue 34): name and mobile only. */}
              {p.cadastro_incompleto && <Badge tone="yellow">Cadastro incompleto</Badge>}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <ArquivarPaciente paciente={p} />
              <ExportarDados idPaciente={p.id} />
            </div>
          </div>
          <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
            {campos.map(([rotulo, valor]) => (
              <div key={rotulo} className="min-w-0">
                <dt className="text-xs font-medium text-slate-500">{rotulo}</dt>
                <dd className="truncate text-slate-800 tabular-nums">{valor}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <div className="space-y-3">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      )}
    </section>
  );
}
