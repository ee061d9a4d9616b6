import { MSG, ROTULO_TIPO_TERMO, type Termo } from '@clinica/contracts';
import { AcoesLinha } from '@clinica/ui/acoes-linha';
import { Badge } from '@clinica/ui/badge';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { DocumentTextIcon, PlusIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { formatarDataHora } from '../../lib/formatar';
import { useTRPC } from '../../lib/trpc';
import { useExclusao } from '../../lib/use-exclusao';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { usePode } from '../../lib/use-pode';
import { LinkTutorial } from '../ajuda/link-tutorial';
import { TermoDialog } from './termo-dialog';

const POR_PAGINA = 10;

/** /termos: consent term and contract templates. */
export default function TermosPage() {
  const trpc = useTRPC();
  const pode = usePode();
  const lista = useListaPaginada(POR_PAGINA, (e) => trpc.termo.list.queryOptions(e));
  const [edicao, setEdicao] = useState<{ termo: Termo | null } | null>(null);
  const exclusao = useExclusao({
    mutacao: trpc.termo.remove.mutationOptions(),
    entrada: (t: Termo) => ({ id: t.id }),
    invalidar: trpc.termo.pathFilter(),
    sucesso: (t) => `${MSG.termos.excluido}: ${t.titulo}`,
    erro: MSG.termos.erroSalvar,
  });
  const novo = pode('TERMOS_CRIAR') ? (
    <Button icon={<PlusIcon />} onClick={() => setEdicao({ termo: null })}>
      Novo Termo
    </Button>
  ) : null;

  return (
    <ListPage
      title="Termos"
      description="Modelos de termos de consentimento e contratos."
      actions={novo}
      search={{ onSearch: lista.buscar, valor: lista.q, placeholder: 'Pesquisar termos...' }}
      error={lista.falhou ? MSG.termos.erroCarregar : null}
      table={{
        caption: 'Termos',
        loading: lista.carregando,
        rows: lista.itens,
        rowKey: (t) => t.id,
        empty: (
          <EmptyState
            icon={DocumentTextIcon}
            title={MSG.termos.vazio}
            description={
              lista.q ? undefined : (
                <LinkTutorial guia="assinatura-whatsapp">Como o paciente assina pelo celular</LinkTutorial>
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
            className: 'w-20',
            render: (t) => <span className="tabular-nums text-slate-500">{t.id}</span>,
          },
          {
            key: 'titulo',
            header: 'Título',
            render: (t) => (
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  {t.titulo}
                  {t.tipo === 'uso_imagem' && <Badge tone="blue">{ROTULO_TIPO_TERMO.uso_imagem}</Badge>}
                </p>
                <p className="truncate text-xs text-slate-500">{t.previa}</p>
              </div>
            ),
          },
          {
            key: 'criado',
            header: 'Criado em',
            hideOnMobile: true,
            render: (t) => formatarDataHora(t.criado_em),
          },
          {
            key: 'acoes',
            header: <span className="sr-only">Ações</span>,
            className: 'w-28 text-right',
            render: (t) =>
              pode('TERMOS_EDITAR') && (
                <AcoesLinha
                  nome={t.titulo}
                  onEditar={() => setEdicao({ termo: t })}
                  onExcluir={() => exclusao.pedir(t)}
                />
              ),
          },
        ],
      }}
    >
      {edicao && <TermoDialog termo={edicao.termo} onFechar={() => setEdicao(null)} />}
      {exclusao.dialogo({
        titulo: 'Excluir termo',
        mensagem: (t) => `Excluir o modelo "${t.titulo}"? Documentos já gerados com ele não mudam.`,
      })}
    </ListPage>
  );
}
