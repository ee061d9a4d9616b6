import { type DocumentoPaciente, MSG } from '@clinica/contracts';
import { Badge } from '@clinica/ui/badge';
import { Button } from '@clinica/ui/button';
import { DataTable } from '@clinica/ui/data-table';
import { Dialog } from '@clinica/ui/dialog';
import { EmptyState } from '@clinica/ui/empty-state';
import { SearchBox } from '@clinica/ui/search-box';
import { DocumentTextIcon, PlusIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatarData } from '../../lib/formatar';
import { useTRPC } from '../../lib/trpc';
import { useLista } from '../../lib/use-lista';
import { usePode } from '../../lib/use-pode';
import { HtmlSeguro } from '../../publico/html-seguro';
import { LinkTutorial } from '../ajuda/link-tutorial';
import { AcoesArquivado } from '../arquivamento/acoes-arquivado';
import { DialogoArquivarDocumento } from '../arquivamento/arquivar-documento';
import { FiltroArquivados } from '../arquivamento/filtro-arquivados';
import { StatusAssinatura } from '../notificacao/status-assinatura';
import { useNovosDoPaciente } from '../notificacao/use-notificacoes';
import { AcoesDocumento } from './acoes-documento';
import { DocumentoDialog } from './documento-dialog';

const POR_PAGINA = 10;

/** Record tab 'Documentos e Termos': the patient's terms and contracts and their signing status. */
export function DocumentosPaciente({ idPaciente }: { idPaciente: number }) {
  const trpc = useTRPC();
  const pode = usePode();
  const lista = useLista(POR_PAGINA);
  // 'Arquivados' (issue 19): the documents an ADM archived, restorable by ADM.
  const [arquivados, setArquivados] = useState(false);
  const [arquivando, setArquivando] = useState<DocumentoPaciente | null>(null);
  const { data, isPending } = useQuery({
    ...trpc.documento.list.queryOptions({
      id_paciente: idPaciente,
      ...lista.entrada,
      ...(arquivados ? { arquivados } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const [edicao, setEdicao] = useState<{ doc: DocumentoPaciente | null } | null>(null);
  const [vendo, setVendo] = useState<DocumentoPaciente | null>(null);
  const novos = useNovosDoPaciente(idPaciente, 'documento_assinado');
  const novo = pode('TERMOS_CRIAR') ? (
    <Button icon={<PlusIcon />} onClick={() => setEdicao({ doc: null })}>
      Novo Documento
    </Button>
  ) : null;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Documentos e Termos</h2>
        {novo}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="w-full max-w-sm">
          <SearchBox onSearch={lista.buscar} placeholder="Pesquisar documentos..." />
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
        caption="Documentos do paciente"
        loading={isPending}
        rows={data?.itens ?? []}
        rowKey={(d) => d.id}
        empty={
          <EmptyState
            icon={DocumentTextIcon}
            title={arquivados ? MSG.arquivamento.vazio : MSG.documentos.vazio}
            description={
              lista.q || arquivados ? undefined : (
                <LinkTutorial guia="assinatura-whatsapp">Como enviar um termo para assinar</LinkTutorial>
              )
            }
            action={lista.q || arquivados ? undefined : novo}
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
            render: (d) => <span className="tabular-nums text-slate-500">{d.id}</span>,
          },
          {
            key: 'titulo',
            header: 'Título',
            render: (d) => (
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">{d.titulo}</span>
                <Badge tone={d.tipo === 'CONTRATO' ? 'blue' : 'primary'}>
                  {d.tipo === 'CONTRATO' ? 'Contrato' : 'Termo'}
                </Badge>
                {d.tipo_termo === 'uso_imagem' && <Badge tone="blue">Uso de imagem</Badge>}
              </div>
            ),
          },
          {
            key: 'criado',
            header: 'Criado em',
            hideOnMobile: true,
            render: (d) => formatarData(d.criado_em),
          },
          {
            key: 'status',
            header: 'Status',
            render: (d) => (
              <StatusAssinatura
                status={d.status}
                assinado={d.status === 'Assinado'}
                assinadoEm={d.assinado_em}
                novo={novos.has(d.id)}
              />
            ),
          },
          {
            key: 'acoes',
            header: <span className="sr-only">Ações</span>,
            className: arquivados ? 'w-28 text-right' : 'w-14 text-right',
            render: (d) =>
              arquivados ? (
                <AcoesArquivado recurso="documento" id={d.id} nome={d.titulo} compacto />
              ) : (
                <AcoesDocumento
                  doc={d}
                  podeEditar={pode('TERMOS_EDITAR')}
                  onEditar={() => setEdicao({ doc: d })}
                  onVer={() => setVendo(d)}
                  onArquivar={pode('ADM') ? () => setArquivando(d) : undefined}
                />
              ),
          },
        ]}
      />
      <DialogoArquivarDocumento doc={arquivando} onFechar={() => setArquivando(null)} />
      {edicao && (
        <DocumentoDialog idPaciente={idPaciente} documento={edicao.doc} onFechar={() => setEdicao(null)} />
      )}
      <Dialog open={vendo !== null} onClose={() => setVendo(null)} title={vendo?.titulo ?? ''} maxWidth="4xl">
        {vendo && (
          <div className="space-y-4">
            <HtmlSeguro html={vendo.cabecalho} />
            <HtmlSeguro html={vendo.corpo} />
          </div>
        )}
      </Dialog>
    </div>
  );
}
