import { type Foto, MSG } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { EmptyState } from '@clinica/ui/empty-state';
import { Pagination } from '@clinica/ui/pagination';
import { Skeleton } from '@clinica/ui/skeleton';
import { PhotoIcon, PlusIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { usePode } from '../../lib/use-pode';
import { AcoesArquivado } from '../arquivamento/acoes-arquivado';
import { FiltroArquivados } from '../arquivamento/filtro-arquivados';
import { AvisoConsentimento } from './aviso-consentimento';
import { FotoCard } from './foto-card';
import { FotoUploadDialog } from './foto-upload-dialog';
import { FotoVerDialog } from './foto-ver-dialog';
import { useAcoesFoto } from './use-acoes-foto';

const POR_PAGINA = 12;

/** 'Fotos do Paciente': a grid of cards with view, download and delete; upload dialog. */
export function FotosPaciente({ idPaciente }: { idPaciente: number }) {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  // 'Arquivados' (issue 19): the photos 'Excluir' archived, restorable by ADM.
  const [arquivados, setArquivados] = useState(false);
  const { data, isPending, isError } = useQuery({
    ...trpc.foto.list.queryOptions({
      id_paciente: idPaciente,
      page,
      limit: POR_PAGINA,
      ...(arquivados ? { arquivados } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const [enviando, setEnviando] = useState(false);
  const [vendo, setVendo] = useState<Foto | null>(null);
  const [exclusao, setExclusao] = useState<Foto | null>(null);
  const acoes = useAcoesFoto(() => setExclusao(null));
  const pode = usePode();
  const adicionar = pode('FOTOS_CRIAR') ? (
    <Button icon={<PlusIcon />} onClick={() => setEnviando(true)}>
      Adicionar Foto
    </Button>
  ) : null;

  return (
    <section className="space-y-4" aria-labelledby="titulo-fotos">
      <div className="flex items-center justify-between gap-3">
        <h2 id="titulo-fotos" className="text-base font-semibold text-slate-900">
          Fotos do Paciente
        </h2>
        <div className="flex flex-wrap items-center justify-end gap-3">
          <FiltroArquivados
            ligado={arquivados}
            onChange={(v) => {
              setArquivados(v);
              setPage(1);
            }}
          />
          {!arquivados && adicionar}
        </div>
      </div>
      <AvisoConsentimento idPaciente={idPaciente} />
      {isError ? (
        <p className="text-sm text-rose-700">{MSG.fotos.erroCarregar}</p>
      ) : isPending ? (
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {[1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="aspect-square w-full rounded-xl" />
          ))}
        </div>
      ) : data.itens.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState
            icon={PhotoIcon}
            title={arquivados ? MSG.arquivamento.vazio : MSG.fotos.vazio}
            action={arquivados ? undefined : adicionar}
          />
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {data.itens.map((f) => (
            <FotoCard
              key={f.id}
              foto={f}
              onVer={() => setVendo(f)}
              onBaixar={() => void acoes.baixar(f)}
              onExcluir={!arquivados && pode('FOTOS_DELETAR') ? () => setExclusao(f) : undefined}
              extra={
                arquivados ? <AcoesArquivado recurso="foto" id={f.id} nome={f.nome} compacto /> : undefined
              }
            />
          ))}
        </div>
      )}
      <Pagination
        page={page}
        pageSize={POR_PAGINA}
        total={data?.total ?? 0}
        onPageChange={setPage}
        sufixo="fotos"
      />
      <FotoUploadDialog aberto={enviando} idPaciente={idPaciente} onFechar={() => setEnviando(false)} />
      <FotoVerDialog foto={vendo} onFechar={() => setVendo(null)} onBaixar={(f) => void acoes.baixar(f)} />
      <ConfirmDialog
        open={exclusao !== null}
        title="Excluir foto"
        message={`Tem certeza que deseja excluir a foto "${exclusao?.nome}"? ${MSG.arquivamento.avisoExcluir}`}
        confirmLabel="Sim, excluir"
        loading={acoes.excluir.isPending}
        onConfirm={() => exclusao && acoes.excluir.mutate({ id: exclusao.id })}
        onCancel={() => setExclusao(null)}
      />
    </section>
  );
}
