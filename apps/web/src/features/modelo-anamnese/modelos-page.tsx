import { type ModeloAnamnese, MSG } from '@clinica/contracts';
import { AcoesLinha } from '@clinica/ui/acoes-linha';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { ClipboardDocumentListIcon, PlusIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { formatarDataHora } from '../../lib/formatar';
import { useTRPC } from '../../lib/trpc';
import { useExclusao } from '../../lib/use-exclusao';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { usePode } from '../../lib/use-pode';
import { LinkTutorial } from '../ajuda/link-tutorial';
import { ModeloDialog } from './modelo-dialog';

const POR_PAGINA = 15;

/** /modelos-anamnese: anamnesis models, ordered lists of the clinic's questions. */
export default function ModelosPage() {
  const trpc = useTRPC();
  const pode = usePode();
  const lista = useListaPaginada(POR_PAGINA, (e) => trpc.modeloAnamnese.list.queryOptions(e));
  const [edicao, setEdicao] = useState<{ modelo: ModeloAnamnese | null } | null>(null);
  const exclusao = useExclusao({
    mutacao: trpc.modeloAnamnese.remove.mutationOptions(),
    entrada: (m: ModeloAnamnese) => ({ id: m.id }),
    invalidar: trpc.modeloAnamnese.pathFilter(),
    sucesso: (_m) => MSG.modelosAnamnese.excluido,
    erro: MSG.modelosAnamnese.erroExcluir,
  });
  const novo = pode('FICHAS_ANAMNESE_CRIAR') ? (
    <Button icon={<PlusIcon />} onClick={() => setEdicao({ modelo: null })}>
      Novo Modelo
    </Button>
  ) : null;

  return (
    <ListPage
      title="Modelos de Anamnese"
      description="Conjuntos ordenados de questões para as fichas de anamnese dos pacientes."
      actions={novo}
      search={{ onSearch: lista.buscar, valor: lista.q, placeholder: 'Pesquisar modelos...' }}
      error={lista.falhou ? MSG.modelosAnamnese.erroCarregar : null}
      table={{
        caption: 'Modelos de anamnese',
        loading: lista.carregando,
        rows: lista.itens,
        rowKey: (m) => m.id,
        empty: (
          <EmptyState
            icon={ClipboardDocumentListIcon}
            title={MSG.modelosAnamnese.vazio}
            description={
              lista.q ? undefined : (
                <LinkTutorial guia="anamnese">Como montar e enviar a anamnese</LinkTutorial>
              )
            }
            action={lista.q ? undefined : novo}
          />
        ),
        pagination: lista.paginacao,
        columns: [
          {
            key: 'id',
            header: 'ID',
            className: 'w-16',
            hideOnMobile: true,
            render: (m) => <span className="tabular-nums text-slate-500">{m.id}</span>,
          },
          {
            key: 'nome',
            header: 'Nome',
            render: (m) => <span className="font-medium break-words text-slate-900">{m.nome}</span>,
          },
          {
            key: 'questoes',
            header: 'Questões',
            className: 'w-20 sm:w-28',
            render: (m) => (
              <span className="tabular-nums" data-testid="total-questoes">
                {m.total_questoes}
              </span>
            ),
          },
          {
            key: 'criado',
            header: 'Criado em',
            hideOnMobile: true,
            render: (m) => formatarDataHora(m.criado_em),
          },
          {
            key: 'acoes',
            header: <span className="sr-only">Ações</span>,
            className: 'w-24 text-right',
            render: (m) => (
              <AcoesLinha
                nome={m.nome}
                onEditar={pode('FICHAS_ANAMNESE_EDITAR') ? () => setEdicao({ modelo: m }) : undefined}
                onExcluir={pode('FICHAS_ANAMNESE_DELETAR') ? () => exclusao.pedir(m) : undefined}
              />
            ),
          },
        ],
      }}
    >
      {edicao && <ModeloDialog modelo={edicao.modelo} onFechar={() => setEdicao(null)} />}
      {exclusao.dialogo({
        titulo: 'Excluir modelo',
        mensagem: (m) =>
          `Excluir o modelo "${m.nome}"? Esta ação não pode ser desfeita. Anamneses já criadas com ele não mudam.`,
      })}
    </ListPage>
  );
}
