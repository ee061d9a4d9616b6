import { type Foto, MSG, type PacienteOpcao } from '@clinica/contracts';
import { FOTOS_POR_PAGINA } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { DataTable, type RowKey } from '@clinica/ui/data-table';
import { EmptyState } from '@clinica/ui/empty-state';
import { PageHeader } from '@clinica/ui/page-header';
import { toast } from '@clinica/ui/toast';
import {
  ArrowDownTrayIcon,
  PencilSquareIcon,
  PhotoIcon,
  PlusIcon,
  TrashIcon,
  XMarkIcon,
} from '@heroicons/react/24/outline';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatarData } from '../../lib/formatar';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { usePode } from '../../lib/use-pode';
import { PacienteAutocomplete } from '../seletores/paciente-autocomplete';
import { Miniatura, SeloUsoInterno } from './foto-card';
import { FotoEditDialog } from './foto-edit-dialog';
import { FotoUploadDialog } from './foto-upload-dialog';
import { FotoVerDialog } from './foto-ver-dialog';
import { useAcoesFoto } from './use-acoes-foto';

/** /fotos: every photo of the clinic, filtered by patient; add, edit, delete; 10 per page. */
export default function FotosPage() {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const queryClient = useQueryClient();
  const [paciente, setPaciente] = useState<PacienteOpcao | null>(null);
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useQuery({
    ...trpc.foto.list.queryOptions({ page, limit: FOTOS_POR_PAGINA, id_paciente: paciente?.id }),
    placeholderData: keepPreviousData,
  });
  const [selecionadas, setSelecionadas] = useState<Set<RowKey>>(new Set());
  const [adicionando, setAdicionando] = useState(false);
  const [edicao, setEdicao] = useState<Foto | null>(null);
  const [vendo, setVendo] = useState<Foto | null>(null);
  const [exclusao, setExclusao] = useState<Foto[] | null>(null);
  const [excluindo, setExcluindo] = useState(false);
  const acoes = useAcoesFoto();
  const pode = usePode();

  const filtrar = (p: PacienteOpcao | null) => {
    setPaciente(p);
    setPage(1);
    setSelecionadas(new Set());
  };
  async function excluirEscolhidas(fotos: Foto[]) {
    setExcluindo(true);
    try {
      for (const f of fotos) await cliente.foto.remove.mutate({ id: f.id });
      toast.success(MSG.fotos.deletada);
      setExclusao(null);
      setSelecionadas(new Set());
    } catch {
      toast.error(MSG.fotos.erroDeletar);
    } finally {
      setExcluindo(false);
      queryClient.invalidateQueries(trpc.foto.pathFilter());
    }
  }
  const adicionar = pode('FOTOS_CRIAR') ? (
    <Button icon={<PlusIcon />} onClick={() => setAdicionando(true)}>
      Adicionar
    </Button>
  ) : null;
  const escolhidas = (data?.itens ?? []).filter((f) => selecionadas.has(f.id));

  return (
    <div className="space-y-6">
      <PageHeader title="Fotos" description="Todas as fotos dos pacientes da clínica." actions={adicionar} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <PacienteAutocomplete
          label="Filtrar por paciente"
          value={paciente}
          onChange={filtrar}
          className="w-full sm:max-w-sm"
        />
        {paciente && (
          <Button variant="secondary" icon={<XMarkIcon />} onClick={() => filtrar(null)}>
            Limpar filtro
          </Button>
        )}
        {escolhidas.length > 0 && pode('FOTOS_DELETAR') && (
          <Button
            variant="danger"
            icon={<TrashIcon />}
            className="sm:ml-auto"
            onClick={() => setExclusao(escolhidas)}
          >
            Excluir selecionadas ({escolhidas.length})
          </Button>
        )}
      </div>
      {isError && <p className="text-sm text-rose-700">{MSG.fotos.erroCarregar}</p>}
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <DataTable
          caption="Fotos"
          loading={isPending}
          rows={data?.itens ?? []}
          rowKey={(f) => f.id}
          selectable={pode('FOTOS_DELETAR')}
          selected={selecionadas}
          onSelectedChange={setSelecionadas}
          empty={
            <EmptyState icon={PhotoIcon} title={MSG.fotos.vazio} action={paciente ? undefined : adicionar} />
          }
          pagination={{
            page,
            pageSize: FOTOS_POR_PAGINA,
            total: data?.total ?? 0,
            onPageChange: setPage,
            sufixo: 'fotos',
          }}
          columns={[
            {
              key: 'nome',
              header: 'Nome',
              render: (f) => (
                <div className="flex min-w-0 items-center gap-3">
                  <button
                    type="button"
                    onClick={() => setVendo(f)}
                    aria-label={`Ver ${f.nome}`}
                    className="shrink-0"
                  >
                    <Miniatura foto={f} className="size-12 rounded-lg" />
                  </button>
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-900">{f.nome}</p>
                    {f.uso_interno && <SeloUsoInterno className="my-0.5" />}
                    {f.observacao && <p className="truncate text-xs text-slate-500">{f.observacao}</p>}
                    <p className="truncate text-xs text-slate-500 sm:hidden">{f.paciente.nome}</p>
                  </div>
                </div>
              ),
            },
            { key: 'paciente', header: 'Paciente', hideOnMobile: true, render: (f) => f.paciente.nome },
            {
              key: 'data',
              header: 'Data',
              hideOnMobile: true,
              render: (f) => <span className="tabular-nums">{formatarData(f.criado_em)}</span>,
            },
            {
              key: 'acoes',
              header: <span className="sr-only">Ações</span>,
              // On a phone the download sits in the view dialog (tap the picture).
              className: 'w-24 text-right sm:w-32',
              render: (f) => (
                <div className="flex justify-end gap-1">
                  <Button
                    className="max-sm:hidden"
                    variant="ghost"
                    size="sm"
                    icon={<ArrowDownTrayIcon />}
                    aria-label={`Baixar ${f.nome}`}
                    onClick={() => void acoes.baixar(f)}
                  />
                  {pode('FOTOS_CRIAR') && (
                    <Button
                      variant="ghost"
                      size="sm"
                      icon={<PencilSquareIcon />}
                      aria-label={`Editar ${f.nome}`}
                      onClick={() => setEdicao(f)}
                    />
                  )}
                  {pode('FOTOS_DELETAR') && (
                    <Button
                      variant="ghost"
                      size="sm"
                      icon={<TrashIcon />}
                      aria-label={`Excluir ${f.nome}`}
                      onClick={() => setExclusao([f])}
                    />
                  )}
                </div>
              ),
            },
          ]}
        />
      </div>
      <FotoUploadDialog aberto={adicionando} onFechar={() => setAdicionando(false)} />
      <FotoEditDialog foto={edicao} onFechar={() => setEdicao(null)} />
      <FotoVerDialog foto={vendo} onFechar={() => setVendo(null)} onBaixar={(f) => void acoes.baixar(f)} />
      <ConfirmDialog
        open={exclusao !== null}
        title={exclusao && exclusao.length > 1 ? 'Excluir fotos' : 'Excluir foto'}
        message={
          exclusao && exclusao.length > 1
            ? `Tem certeza que deseja excluir ${exclusao.length} fotos? Esta ação não pode ser desfeita.`
            : `Tem certeza que deseja excluir a foto "${exclusao?.[0]?.nome}"? Esta ação não pode ser desfeita.`
        }
        confirmLabel="Sim, excluir"
        loading={excluindo}
        onConfirm={() => exclusao && void excluirEscolhidas(exclusao)}
        onCancel={() => setExclusao(null)}
      />
    </div>
  );
}
