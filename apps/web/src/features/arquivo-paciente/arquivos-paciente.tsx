import { type ArquivoPaciente, MSG } from '@clinica/contracts';
import { formatarTamanho } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { EmptyState } from '@clinica/ui/empty-state';
import { Pagination } from '@clinica/ui/pagination';
import { Skeleton } from '@clinica/ui/skeleton';
import { toast } from '@clinica/ui/toast';
import {
  ArrowDownTrayIcon,
  DocumentTextIcon,
  EyeIcon,
  PlusIcon,
  TrashIcon,
} from '@heroicons/react/24/outline';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { abrirArquivo, salvarArquivo, urlLocal } from '../../lib/arquivos-rest';
import { mensagemDeErro } from '../../lib/erros';
import { formatarData } from '../../lib/formatar';
import { useTRPC } from '../../lib/trpc';
import { usePode } from '../../lib/use-pode';
import { AcoesArquivado } from '../arquivamento/acoes-arquivado';
import { FiltroArquivados } from '../arquivamento/filtro-arquivados';
import { ArquivoUploadDialog } from './arquivo-upload-dialog';

const POR_PAGINA = 12;
const TIPO: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
};

/** The patient's files: cards with view, download and delete; upload modal. */
export function ArquivosPaciente({ idPaciente }: { idPaciente: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  // 'Arquivados' (issue 19): the files 'Excluir' archived, restorable by ADM.
  const [arquivados, setArquivados] = useState(false);
  const { data, isPending, isError } = useQuery({
    ...trpc.arquivo.list.queryOptions({
      id_paciente: idPaciente,
      page,
      limit: POR_PAGINA,
      ...(arquivados ? { arquivados } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const [enviando, setEnviando] = useState(false);
  const [exclusao, setExclusao] = useState<ArquivoPaciente | null>(null);
  const excluir = useMutation(
    trpc.arquivo.remove.mutationOptions({
      onSuccess: () => {
        toast.success(MSG.arquivos.deletado);
        queryClient.invalidateQueries(trpc.arquivo.pathFilter());
        setExclusao(null);
      },
      onError: (e) => {
        toast.error(mensagemDeErro(e, MSG.arquivos.erroDeletar));
      },
    }),
  );
  const pode = usePode();
  const falhar = (e: Error) => toast.error(e.message);
  const adicionar = pode('ARQUIVOS_CRIAR') ? (
    <Button icon={<PlusIcon />} onClick={() => setEnviando(true)}>
      Adicionar Arquivo
    </Button>
  ) : null;

  return (
    <section className="space-y-4" aria-labelledby="titulo-arquivos">
      <div className="flex items-center justify-between gap-3">
        <h2 id="titulo-arquivos" className="text-base font-semibold text-slate-900">
          Arquivos do Paciente
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
      {isError ? (
        <p className="text-sm text-rose-700">{MSG.arquivos.erroCarregar}</p>
      ) : isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-24 w-full rounded-xl" />
          ))}
        </div>
      ) : data.itens.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState
            icon={DocumentTextIcon}
            title={arquivados ? MSG.arquivamento.vazio : MSG.arquivos.vazio}
            action={arquivados ? undefined : adicionar}
          />
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.itens.map((a) => (
            <article
              key={a.id}
              aria-label={a.nome}
              className="flex flex-wrap items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-xs font-semibold text-teal-700">
                {TIPO[a.tipo_mime] ?? 'ARQ'}
              </div>
              <div className="min-w-0 flex-1">
                <h3 className="truncate text-sm font-medium text-slate-900">{a.nome}</h3>
                <p className="truncate text-xs text-slate-500">{a.nome_arquivo}</p>
                <p className="text-xs text-slate-500 tabular-nums">
                  {formatarTamanho(a.tamanho)} · {formatarData(a.criado_em)}
                </p>
                {a.observacao && <p className="mt-1 line-clamp-2 text-xs text-slate-600">{a.observacao}</p>}
              </div>
              <div className="-mb-1 flex w-full justify-end gap-0.5">
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<EyeIcon />}
                  aria-label={`Ver ${a.nome}`}
                  onClick={() => abrirArquivo(urlLocal(a.url), MSG.arquivos.erroBaixar).catch(falhar)}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<ArrowDownTrayIcon />}
                  aria-label={`Baixar ${a.nome}`}
                  onClick={() =>
                    salvarArquivo(urlLocal(a.url), a.nome_arquivo, MSG.arquivos.erroBaixar).catch(falhar)
                  }
                />
                {arquivados && <AcoesArquivado recurso="arquivo" id={a.id} nome={a.nome} compacto />}
                {!arquivados && pode('ARQUIVOS_DELETAR') && (
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<TrashIcon />}
                    aria-label={`Excluir ${a.nome}`}
                    onClick={() => setExclusao(a)}
                  />
                )}
              </div>
            </article>
          ))}
        </div>
      )}
      <Pagination
        page={page}
        pageSize={POR_PAGINA}
        total={data?.total ?? 0}
        onPageChange={setPage}
        sufixo="arquivos"
      />
      <ArquivoUploadDialog aberto={enviando} idPaciente={idPaciente} onFechar={() => setEnviando(false)} />
      <ConfirmDialog
        open={exclusao !== null}
        title="Excluir arquivo"
        message={`Tem certeza que deseja excluir o arquivo "${exclusao?.nome}"? ${MSG.arquivamento.avisoExcluir}`}
        confirmLabel="Sim, excluir"
        loading={excluir.isPending}
        onConfirm={() => exclusao && excluir.mutate({ id: exclusao.id })}
        onCancel={() => setExclusao(null)}
      />
    </section>
  );
}
