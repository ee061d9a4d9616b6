import { type Foto, MSG } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { Skeleton } from '@clinica/ui/skeleton';
import { PhotoIcon, PlusIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { usePode } from '../../lib/use-pode';
import { AcoesArquivado } from '../arquivamento/acoes-arquivado';
import { FiltroArquivados } from '../arquivamento/filtro-arquivados';
import { AvisoConsentimento } from './aviso-consentimento';
import { FotoCard } from './foto-card';
import { FotoUploadDialog } from './foto-upload-dialog';
import { FotoVerDialog } from './foto-ver-dialog';
import { useAcoesFoto } from './use-acoes-foto';

const POR_PAGINA = 12;
const GRADE = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4';

/** 'Fotos do Paciente': a grid of cards with view, download and delete; upload dialog. */
export function FotosPaciente({ idPaciente }: { idPaciente: number }) {
  const trpc = useTRPC();
  // 'Arquivados' (issue 19): the photos 'Excluir' archived, restorable by ADM.
  const [arquivados, setArquivados] = useState(false);
  const lista = useListaPaginada(POR_PAGINA, (e) =>
    trpc.foto.list.queryOptions({
      id_paciente: idPaciente,
      page: e.page,
      limit: e.limit,
      ...(arquivados ? { arquivados } : {}),
    }),
  );
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
    <ListPage
      variante="aba"
      title="Fotos do Paciente"
      actions={
        <>
          <FiltroArquivados
            ligado={arquivados}
            onChange={(v) => {
              setArquivados(v);
              lista.setPage(1);
            }}
          />
          {!arquivados && adicionar}
        </>
      }
      toolbar={<AvisoConsentimento idPaciente={idPaciente} />}
      error={lista.falhou ? MSG.fotos.erroCarregar : null}
      corpo={{
        carregando: lista.carregando,
        esqueleto: (
          <div className={GRADE}>
            {[1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="aspect-square w-full rounded-xl" />
            ))}
          </div>
        ),
        vazio:
          lista.itens.length === 0 && !lista.falhou ? (
            <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
              <EmptyState
                icon={PhotoIcon}
                title={arquivados ? MSG.arquivamento.vazio : MSG.fotos.vazio}
                action={arquivados ? undefined : adicionar}
              />
            </div>
          ) : undefined,
        itens: (
          <div className={GRADE}>
            {lista.itens.map((f) => (
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
        ),
        pagination: { ...lista.paginacao, sufixo: 'fotos' },
      }}
    >
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
    </ListPage>
  );
}
