import { type AnamnesePaciente, MSG } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { DataTable } from '@clinica/ui/data-table';
import { EmptyState } from '@clinica/ui/empty-state';
import { SearchBox } from '@clinica/ui/search-box';
import { toast } from '@clinica/ui/toast';
import { ClipboardDocumentListIcon, PlusIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mensagemDeErro } from '../../lib/erros';
import { formatarData } from '../../lib/formatar';
import { useTRPC } from '../../lib/trpc';
import { useLista } from '../../lib/use-lista';
import { usePode } from '../../lib/use-pode';
import { AcoesArquivado } from '../arquivamento/acoes-arquivado';
import { FiltroArquivados } from '../arquivamento/filtro-arquivados';
import { StatusAssinatura } from '../notificacao/status-assinatura';
import { useNovosDoPaciente } from '../notificacao/use-notificacoes';
import { AcoesAnamnese } from './acoes-anamnese';
import { NovaAnamneseDialog } from './nova-anamnese-dialog';
import { VerAnamneseDialog } from './ver-anamnese-dialog';

const POR_PAGINA = 10;

/** Record tab 'Anamnese': the patient's forms, answered and signed through a link. */
export function AnamnesesPaciente({ idPaciente }: { idPaciente: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pode = usePode();
  const lista = useLista(POR_PAGINA);
  // 'Arquivados' (issue 19): the anamneses 'Excluir' archived, restorable by ADM.
  const [arquivados, setArquivados] = useState(false);
  const { data, isPending } = useQuery({
    ...trpc.anamnese.list.queryOptions({
      id_paciente: idPaciente,
      ...lista.entrada,
      ...(arquivados ? { arquivados } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const [criando, setCriando] = useState(false);
  const [vendo, setVendo] = useState<AnamnesePaciente | null>(null);
  const [excluindo, setExcluindo] = useState<AnamnesePaciente | null>(null);
  const novos = useNovosDoPaciente(idPaciente, 'anamnese_assinada');
  const excluir = useMutation(
    trpc.anamnese.remove.mutationOptions({
      onSuccess: () => {
        toast.success(MSG.anamneses.excluida);
        queryClient.invalidateQueries(trpc.anamnese.pathFilter());
        setExcluindo(null);
      },
      onError: (e) => {
        toast.error(mensagemDeErro(e, MSG.anamneses.erroExcluir));
      },
    }),
  );
  const nova = pode('FICHAS_ANAMNESE_CRIAR') ? (
    <Button icon={<PlusIcon />} onClick={() => setCriando(true)}>
      Nova Anamnese
    </Button>
  ) : null;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Anamnese</h2>
        {nova}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="w-full max-w-sm">
          <SearchBox onSearch={lista.buscar} placeholder="Pesquisar por modelo..." />
        </div>
        <FiltroArquivados
          ligado={arquivados}
          onChange={(v) => {
            setArquivados(v);
            lista.setPage(1);
          }}
        />
      </div>
      <DataTable
        caption="Anamneses do paciente"
        loading={isPending}
        rows={data?.itens ?? []}
        rowKey={(a) => a.id}
        empty={
          <EmptyState
            icon={ClipboardDocumentListIcon}
            title={arquivados ? MSG.arquivamento.vazio : MSG.anamneses.vazio}
            action={lista.q || arquivados ? undefined : nova}
          />
        }
        pagination={{
          page: lista.page,
          pageSize: POR_PAGINA,
          total: data?.total ?? 0,
          onPageChange: lista.setPage,
        }}
        columns={[
          {
            key: 'id',
            header: 'ID',
            className: 'w-16',
            render: (a) => <span className="tabular-nums text-slate-500">{a.id}</span>,
          },
          {
            key: 'modelo',
            header: 'Modelo',
            render: (a) => <span className="font-medium text-slate-900">{a.modelo_anamnese.nome}</span>,
          },
          {
            key: 'criado',
            header: 'Criada em',
            hideOnMobile: true,
            render: (a) => formatarData(a.criado_em),
          },
          {
            key: 'status',
            header: 'Status',
            render: (a) => (
              <StatusAssinatura
                status={a.status}
                assinado={a.status === 'Assinada'}
                assinadoEm={a.assinado_em}
                novo={novos.has(a.id)}
              />
            ),
          },
          {
            key: 'acoes',
            header: <span className="sr-only">Ações</span>,
            className: arquivados ? 'w-28 text-right' : 'w-14 text-right',
            render: (a) =>
              arquivados ? (
                <AcoesArquivado recurso="anamnese" id={a.id} nome={a.modelo_anamnese.nome} compacto />
              ) : (
                <AcoesAnamnese
                  anamnese={a}
                  podeExcluir={pode('FICHAS_ANAMNESE_DELETAR')}
                  podeReenviar={pode('FICHAS_ANAMNESE_EDITAR')}
                  onVer={() => setVendo(a)}
                  onExcluir={() => setExcluindo(a)}
                />
              ),
          },
        ]}
      />
      {criando && <NovaAnamneseDialog idPaciente={idPaciente} onFechar={() => setCriando(false)} />}
      {vendo && <VerAnamneseDialog anamnese={vendo} onFechar={() => setVendo(null)} />}
      <ConfirmDialog
        open={excluindo !== null}
        title="Excluir anamnese"
        message={`Tem certeza? ${MSG.arquivamento.avisoExcluir}`}
        confirmLabel="Sim, excluir"
        loading={excluir.isPending}
        onConfirm={() => excluindo && excluir.mutate({ id: excluindo.id })}
        onCancel={() => setExcluindo(null)}
      />
    </div>
  );
}
