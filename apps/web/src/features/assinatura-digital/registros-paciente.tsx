import { MSG } from '@clinica/contracts';
import type { RequisitoAcesso } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import type { DataTableColumn } from '@clinica/ui/data-table';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import type { AcaoMenu } from '@clinica/ui/menu-acoes';
import { PlusIcon } from '@heroicons/react/24/outline';
import { type ComponentType, type ReactNode, type SVGProps, useState } from 'react';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { usePode } from '../../lib/use-pode';
import { AcoesArquivado } from '../arquivamento/acoes-arquivado';
import { FiltroArquivados } from '../arquivamento/filtro-arquivados';
import { StatusAssinatura } from '../notificacao/status-assinatura';
import { useNovosDoPaciente } from '../notificacao/use-notificacoes';
import { AcoesRegistro } from './acoes-registro';
import { ASSINAVEL, opcoesRegistros, type RegistroDe, type TipoRegistro } from './registro';
import { RetirarRegistro } from './retirar-registro';

const POR_PAGINA = 10;

/** What a dialog of the kind's gets: how to close itself. */
type AbrirDialogo = (dialogo: (fechar: () => void) => ReactNode) => void;

/**
 * What a kind brings to the record's tab: its labels, its content columns (between 'ID' and
 * 'Status'), its 'Novo …' dialog and its own menu entries (view, edit, print), which open the
 * kind's dialogs. Listing, the link, resending, archiving and the signing status are the tab's.
 */
export type AbaRegistro<K extends TipoRegistro> = {
  tipo: K;
  titulo: string;
  /** The table's caption (read by screen readers). */
  legenda: string;
  busca: string;
  icone: ComponentType<SVGProps<SVGSVGElement>>;
  vazio: string;
  /** Under the empty state's title while nothing narrows the list. */
  ajudaVazio?: ReactNode;
  /** The row's name: the archived row's buttons and the archiving confirmation say it. */
  nome: (r: RegistroDe[K]) => string;
  /** The menu button's name. */
  rotuloAcoes: (r: RegistroDe[K]) => string;
  colunas: DataTableColumn<RegistroDe[K]>[];
  novo: {
    rotulo: string;
    requisito: RequisitoAcesso;
    dialogo: (idPaciente: number, fechar: () => void) => ReactNode;
  };
  acoes: (r: RegistroDe[K], abrir: AbrirDialogo, pode: (requisito: RequisitoAcesso) => boolean) => AcaoMenu[];
};

/** A record tab of signable records ('Documentos e Termos', 'Anamnese'), for one kind. */
export function RegistrosPaciente<K extends TipoRegistro>({
  aba,
  idPaciente,
}: {
  aba: AbaRegistro<K>;
  idPaciente: number;
}) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const pode = usePode();
  const { tipo } = aba;
  // 'Arquivados' (issue 19): the records archived ('Arquivar', or 'Excluir'), restorable by ADM.
  const [arquivados, setArquivados] = useState(false);
  const lista = useListaPaginada(POR_PAGINA, (e) =>
    opcoesRegistros(trpc, cliente, tipo, {
      id_paciente: idPaciente,
      ...e,
      ...(arquivados ? { arquivados } : {}),
    }),
  );
  const [dialogo, setDialogo] = useState<ReactNode>(null);
  const fechar = () => setDialogo(null);
  const abrir: AbrirDialogo = (d) => setDialogo(d(fechar));
  const [retirando, setRetirando] = useState<{ id: number; nome: string } | null>(null);
  const novos = useNovosDoPaciente(idPaciente, ASSINAVEL[tipo].evento);
  const novo = pode(aba.novo.requisito) ? (
    <Button icon={<PlusIcon />} onClick={() => abrir((f) => aba.novo.dialogo(idPaciente, f))}>
      {aba.novo.rotulo}
    </Button>
  ) : null;
  const narrow = Boolean(lista.q) || arquivados;

  return (
    <ListPage
      variante="aba"
      title={aba.titulo}
      actions={
        <>
          <FiltroArquivados
            ligado={arquivados}
            onChange={(v) => {
              setArquivados(v);
              lista.setPage(1);
            }}
          />
          {novo}
        </>
      }
      search={{ onSearch: lista.buscar, valor: lista.q, placeholder: aba.busca }}
      table={{
        caption: aba.legenda,
        loading: lista.carregando,
        rows: lista.itens,
        rowKey: (r) => r.id,
        empty: (
          <EmptyState
            icon={aba.icone}
            title={arquivados ? MSG.arquivamento.vazio : aba.vazio}
            description={narrow ? undefined : aba.ajudaVazio}
            action={narrow ? undefined : novo}
          />
        ),
        pagination: lista.paginacao,
        columns: [
          {
            key: 'id',
            header: 'ID',
            className: 'w-16',
            render: (r) => <span className="tabular-nums text-slate-500">{r.id}</span>,
          },
          ...aba.colunas,
          {
            key: 'status',
            header: 'Status',
            render: (r) => (
              <StatusAssinatura
                status={r.status}
                assinado={r.status === ASSINAVEL[tipo].assinado}
                assinadoEm={r.assinado_em}
                novo={novos.has(r.id)}
                importado={r.importado}
              />
            ),
          },
          {
            key: 'acoes',
            header: <span className="sr-only">Ações</span>,
            className: arquivados ? 'w-28 text-right' : 'w-14 text-right',
            render: (r) =>
              arquivados ? (
                <AcoesArquivado recurso={tipo} id={r.id} nome={aba.nome(r)} compacto />
              ) : (
                <AcoesRegistro
                  tipo={tipo}
                  registro={r}
                  rotulo={aba.rotuloAcoes(r)}
                  conteudo={aba.acoes(r, abrir, pode)}
                  onRetirar={() => setRetirando({ id: r.id, nome: aba.nome(r) })}
                />
              ),
          },
        ],
      }}
    >
      {dialogo}
      <RetirarRegistro tipo={tipo} registro={retirando} onFechar={() => setRetirando(null)} />
    </ListPage>
  );
}
