import { type Foto, MSG, type PacienteOpcao } from '@clinica/contracts';
import { FOTOS_POR_PAGINA } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import type { RowKey } from '@clinica/ui/data-table';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { PhotoIcon, PlusIcon, TrashIcon, XMarkIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { usePode } from '../../lib/use-pode';
import { PacienteAutocomplete } from '../seletores/paciente-autocomplete';
import { colunasFoto } from './colunas-foto';
import { ExclusaoFotos } from './exclusao-fotos';
import { FotoEditDialog } from './foto-edit-dialog';
import { FotoUploadDialog } from './foto-upload-dialog';
import { FotoVerDialog } from './foto-ver-dialog';
import { useAcoesFoto } from './use-acoes-foto';

/** /fotos: every photo of the clinic, filtered by patient; add, edit, delete; 10 per page. */
export default function FotosPage() {
  const trpc = useTRPC();
  // The patient filter is an object (id and name for the field): it stays in the page's state.
  const [paciente, setPaciente] = useState<PacienteOpcao | null>(null);
  const lista = useListaPaginada(FOTOS_POR_PAGINA, (e) =>
    trpc.foto.list.queryOptions({ page: e.page, limit: e.limit, id_paciente: paciente?.id }),
  );
  const [selecionadas, setSelecionadas] = useState<Set<RowKey>>(new Set());
  const [adicionando, setAdicionando] = useState(false);
  const [edicao, setEdicao] = useState<Foto | null>(null);
  const [vendo, setVendo] = useState<Foto | null>(null);
  const [exclusao, setExclusao] = useState<Foto[] | null>(null);
  const acoes = useAcoesFoto();
  const pode = usePode();

  const filtrar = (p: PacienteOpcao | null) => {
    setPaciente(p);
    lista.setPage(1);
    setSelecionadas(new Set());
  };
  const adicionar = pode('FOTOS_CRIAR') ? (
    <Button icon={<PlusIcon />} onClick={() => setAdicionando(true)}>
      Adicionar
    </Button>
  ) : null;
  const escolhidas = lista.itens.filter((f) => selecionadas.has(f.id));

  return (
    <ListPage
      title="Fotos"
      description="Todas as fotos dos pacientes da clínica."
      actions={adicionar}
      seletor={
        <>
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
        </>
      }
      {...(pode('FOTOS_DELETAR')
        ? {
            selection: {
              selecionadas,
              onChange: setSelecionadas,
              acoes: (
                <Button variant="danger" icon={<TrashIcon />} onClick={() => setExclusao(escolhidas)}>
                  Excluir selecionadas ({escolhidas.length})
                </Button>
              ),
            },
          }
        : {})}
      error={lista.falhou ? MSG.fotos.erroCarregar : null}
      table={{
        caption: 'Fotos',
        loading: lista.carregando,
        rows: lista.itens,
        rowKey: (f) => f.id,
        empty: (
          <EmptyState icon={PhotoIcon} title={MSG.fotos.vazio} action={paciente ? undefined : adicionar} />
        ),
        pagination: { ...lista.paginacao, sufixo: 'fotos' },
        columns: colunasFoto({
          ver: setVendo,
          baixar: (f) => void acoes.baixar(f),
          ...(pode('FOTOS_CRIAR') ? { editar: setEdicao } : {}),
          ...(pode('FOTOS_DELETAR') ? { excluir: (f: Foto) => setExclusao([f]) } : {}),
        }),
      }}
    >
      <FotoUploadDialog aberto={adicionando} onFechar={() => setAdicionando(false)} />
      <FotoEditDialog foto={edicao} onFechar={() => setEdicao(null)} />
      <FotoVerDialog foto={vendo} onFechar={() => setVendo(null)} onBaixar={(f) => void acoes.baixar(f)} />
      <ExclusaoFotos
        fotos={exclusao}
        onFechar={() => setExclusao(null)}
        onExcluidas={() => setSelecionadas(new Set())}
      />
    </ListPage>
  );
}
