import { type ArquivoPaciente, MSG } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { Skeleton } from '@clinica/ui/skeleton';
import { DocumentTextIcon, PlusIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useExclusao } from '../../lib/use-exclusao';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { usePode } from '../../lib/use-pode';
import { FiltroArquivados } from '../arquivamento/filtro-arquivados';
import { ArquivoUploadDialog } from './arquivo-upload-dialog';
import { CartaoArquivo } from './cartao-arquivo';

const POR_PAGINA = 12;
const GRADE = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** The patient's files: cards with view, download and delete; upload modal. */
export function ArquivosPaciente({ idPaciente }: { idPaciente: number }) {
  const trpc = useTRPC();
  // 'Arquivados' (issue 19): the files 'Excluir' archived, restorable by ADM.
  const [arquivados, setArquivados] = useState(false);
  const lista = useListaPaginada(POR_PAGINA, (e) =>
    trpc.arquivo.list.queryOptions({
      id_paciente: idPaciente,
      page: e.page,
      limit: e.limit,
      ...(arquivados ? { arquivados } : {}),
    }),
  );
  const [enviando, setEnviando] = useState(false);
  const exclusao = useExclusao({
    mutacao: trpc.arquivo.remove.mutationOptions(),
    entrada: (a: ArquivoPaciente) => ({ id: a.id }),
    invalidar: trpc.arquivo.pathFilter(),
    sucesso: () => MSG.arquivos.deletado,
    erro: MSG.arquivos.erroDeletar,
  });
  const pode = usePode();
  const adicionar = pode('ARQUIVOS_CRIAR') ? (
    <Button icon={<PlusIcon />} onClick={() => setEnviando(true)}>
      Adicionar Arquivo
    </Button>
  ) : null;

  return (
    <ListPage
      variante="aba"
      title="Arquivos do Paciente"
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
      error={lista.falhou ? MSG.arquivos.erroCarregar : null}
      corpo={{
        carregando: lista.carregando,
        esqueleto: (
          <div className={GRADE}>
            {[1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-24 w-full rounded-xl" />
            ))}
          </div>
        ),
        vazio:
          lista.itens.length === 0 && !lista.falhou ? (
            <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
              <EmptyState
                icon={DocumentTextIcon}
                title={arquivados ? MSG.arquivamento.vazio : MSG.arquivos.vazio}
                action={arquivados ? undefined : adicionar}
              />
            </div>
          ) : undefined,
        itens: (
          <div className={GRADE}>
            {lista.itens.map((a) => (
              <CartaoArquivo
                key={a.id}
                a={a}
                arquivados={arquivados}
                {...(pode('ARQUIVOS_DELETAR') ? { onExcluir: exclusao.pedir } : {})}
              />
            ))}
          </div>
        ),
        pagination: { ...lista.paginacao, sufixo: 'arquivos' },
      }}
    >
      <ArquivoUploadDialog aberto={enviando} idPaciente={idPaciente} onFechar={() => setEnviando(false)} />
      {exclusao.dialogo({
        titulo: 'Excluir arquivo',
        mensagem: (a) =>
          `Tem certeza que deseja excluir o arquivo "${a.nome}"? ${MSG.arquivamento.avisoExcluir}`,
      })}
    </ListPage>
  );
}
