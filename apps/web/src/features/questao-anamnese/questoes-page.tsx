import { MSG, type QuestaoAnamnese } from '@clinica/contracts';
import { ROTULO_TIPO_PERGUNTA } from '@clinica/domain';
import { AcoesLinha } from '@clinica/ui/acoes-linha';
import { Badge } from '@clinica/ui/badge';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { PlusIcon, QuestionMarkCircleIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useExclusao } from '../../lib/use-exclusao';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { usePode } from '../../lib/use-pode';
import { QuestaoDialog } from './questao-dialog';

const POR_PAGINA = 10;

/** /questoes-anamnese: the clinic's anamnesis questions, the building blocks of the models. */
export default function QuestoesPage() {
  const trpc = useTRPC();
  const pode = usePode();
  const lista = useListaPaginada(POR_PAGINA, (e) => trpc.questaoAnamnese.list.queryOptions(e));
  const [edicao, setEdicao] = useState<{ questao: QuestaoAnamnese | null } | null>(null);
  const exclusao = useExclusao({
    mutacao: trpc.questaoAnamnese.remove.mutationOptions(),
    entrada: (q: QuestaoAnamnese) => ({ id: q.id }),
    invalidar: trpc.questaoAnamnese.pathFilter(),
    sucesso: (_q) => MSG.questoesAnamnese.excluida,
    erro: MSG.questoesAnamnese.erroExcluir,
    fecharNoErro: true,
  });
  const novo = pode('QUESTOES_ANAMNESE_CRIAR') ? (
    <Button icon={<PlusIcon />} onClick={() => setEdicao({ questao: null })}>
      Nova Questão
    </Button>
  ) : null;

  return (
    <ListPage
      title="Questões de Anamnese"
      description="Perguntas usadas para montar os modelos de anamnese."
      actions={novo}
      search={{ onSearch: lista.buscar, valor: lista.q, placeholder: 'Pesquisar questões...' }}
      error={lista.falhou ? MSG.questoesAnamnese.erroCarregar : null}
      table={{
        caption: 'Questões de anamnese',
        loading: lista.carregando,
        rows: lista.itens,
        rowKey: (q) => q.id,
        empty: (
          <EmptyState
            icon={QuestionMarkCircleIcon}
            title={MSG.questoesAnamnese.vazio}
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
            render: (q) => <span className="tabular-nums text-slate-500">{q.id}</span>,
          },
          {
            key: 'pergunta',
            header: 'Pergunta',
            render: (q) => (
              <div className="min-w-0 space-y-1">
                <p className="font-medium break-words text-slate-900">{q.pergunta}</p>
                {/* On phones the type travels under the question (its column is hidden). */}
                <Badge tone="primary" className="md:hidden">
                  {ROTULO_TIPO_PERGUNTA[q.tipo_pergunta]}
                </Badge>
              </div>
            ),
          },
          {
            key: 'tipo',
            header: 'Tipo',
            hideOnMobile: true,
            render: (q) => <Badge tone="primary">{ROTULO_TIPO_PERGUNTA[q.tipo_pergunta]}</Badge>,
          },
          {
            key: 'auxiliar',
            header: 'Texto auxiliar',
            hideOnMobile: true,
            render: (q) => q.texto_auxiliar ?? <span className="text-slate-400">—</span>,
          },
          {
            key: 'acoes',
            header: <span className="sr-only">Ações</span>,
            className: 'w-24 text-right',
            render: (q) => (
              <AcoesLinha
                nome={q.pergunta}
                onEditar={pode('QUESTOES_ANAMNESE_EDITAR') ? () => setEdicao({ questao: q }) : undefined}
                onExcluir={pode('QUESTOES_ANAMNESE_DELETAR') ? () => exclusao.pedir(q) : undefined}
              />
            ),
          },
        ],
      }}
    >
      {edicao && <QuestaoDialog questao={edicao.questao} onFechar={() => setEdicao(null)} />}
      {exclusao.dialogo({
        titulo: 'Excluir questão',
        mensagem: (_q) => MSG.questoesAnamnese.confirmarExclusao,
      })}
    </ListPage>
  );
}
