import type { AcessoPaciente } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { MaskedInput } from '@clinica/ui/masked-input';
import { Pagination } from '@clinica/ui/pagination';
import { Skeleton } from '@clinica/ui/skeleton';
import { EyeIcon, XMarkIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { brParaDia } from '../../lib/datas-br';
import { formatarDataHora } from '../../lib/formatar';
import { useTRPC } from '../../lib/trpc';

const POR_PAGINA = 20;

const O_QUE: Record<AcessoPaciente['acao'], string> = {
  ficha: 'Abriu a ficha',
  documento: 'Documentos e termos',
  foto: 'Fotos',
  arquivo: 'Arquivos',
  anamnese: 'Anamnese',
  orcamento: 'Orçamentos',
  impressao: 'Impressão',
  exportacao: 'Exportação',
};

/**
 * Who saw this record (issue 19): every read of the patient's data, newest first, by user and
 * period. ADM or PACIENTES_AUDITORIA; the list is the server's, one page at a time.
 */
export function AcessosPaciente({ idPaciente }: { idPaciente: number }) {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  // The fields hold what is typed (dd/mm/aaaa); the filter takes a day only once it is complete.
  const [deBr, setDeBr] = useState('');
  const [ateBr, setAteBr] = useState('');
  const de = brParaDia(deBr);
  const ate = brParaDia(ateBr);
  const erroDia = (br: string, dia: string | null) =>
    br.length === 10 && !dia ? 'Data inválida' : undefined;
  const [usuario, setUsuario] = useState<{ id: number; nome: string } | null>(null);
  const { data, isPending, isError } = useQuery({
    ...trpc.paciente.acessos.queryOptions({
      id: idPaciente,
      page,
      limit: POR_PAGINA,
      ...(usuario ? { id_usuario: usuario.id } : {}),
      ...(de ? { de } : {}),
      ...(ate ? { ate } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const filtrar = (f: () => void) => {
    f();
    setPage(1);
  };

  return (
    <section className="space-y-4" aria-labelledby="titulo-acessos">
      <h2 id="titulo-acessos" className="text-base font-semibold text-slate-900">
        Quem acessou esta ficha
      </h2>
      {/* Top-aligned: a date's error line below its field moves nothing else. */}
      <div className="flex flex-wrap items-start gap-3">
        <MaskedInput
          mask="data"
          label="De"
          value={deBr}
          onValueChange={(v) => filtrar(() => setDeBr(v))}
          error={erroDia(deBr, de)}
          containerClassName="w-full sm:w-44"
        />
        <MaskedInput
          mask="data"
          label="Até"
          value={ateBr}
          onValueChange={(v) => filtrar(() => setAteBr(v))}
          error={erroDia(ateBr, ate)}
          containerClassName="w-full sm:w-44"
        />
        {usuario && (
          <Button
            variant="secondary"
            className="sm:mt-6.5"
            icon={<XMarkIcon />}
            onClick={() => filtrar(() => setUsuario(null))}
            aria-label={`Remover filtro do usuário ${usuario.nome}`}
          >
            Usuário: {usuario.nome}
          </Button>
        )}
      </div>
      {isError ? (
        <p className="text-sm text-rose-700">Não foi possível carregar os acessos.</p>
      ) : isPending ? (
        <div className="space-y-2">
          {[1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-12 w-full rounded-lg" />
          ))}
        </div>
      ) : data.itens.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState icon={EyeIcon} title="Nenhum acesso registrado neste período" />
        </div>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
          {data.itens.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
              <span className="tabular-nums text-slate-600">{formatarDataHora(a.criado_em)}</span>
              <button
                type="button"
                className="min-h-11 font-medium text-teal-800 underline-offset-2 hover:underline md:min-h-0"
                onClick={() =>
                  filtrar(() => setUsuario({ id: a.id_usuario, nome: a.usuario ?? 'Usuário removido' }))
                }
                title="Ver só os acessos deste usuário"
              >
                {a.usuario ?? 'Usuário removido'}
              </button>
              <span className="text-slate-900">{O_QUE[a.acao]}</span>
              {a.ip && <span className="break-all text-slate-500">IP {a.ip}</span>}
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageSize={POR_PAGINA}
        total={data?.total ?? 0}
        onPageChange={setPage}
        sufixo="acessos"
      />
    </section>
  );
}
