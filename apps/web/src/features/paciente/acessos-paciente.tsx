import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { MaskedInput } from '@clinica/ui/masked-input';
import { Skeleton } from '@clinica/ui/skeleton';
import { EyeIcon, XMarkIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { brParaDia } from '../../lib/datas-br';
import { useTRPC } from '../../lib/trpc';
import { useListaPaginada } from '../../lib/use-lista-paginada';
import { LinhaAcesso } from './linha-acesso';

const POR_PAGINA = 20;
const erroDia = (br: string, dia: string | null) => (br.length === 10 && !dia ? 'Data inválida' : undefined);

/**
 * Who saw this record (issue 19): every read of the patient's data, newest first, by user and
 * period. ADM or PACIENTES_AUDITORIA; the list is the server's, one page at a time. The period
 * filters as it is typed (a day counts once complete) and a user's name filters by that user:
 * both stay in the tab's state, beside the fields that show them.
 */
export function AcessosPaciente({ idPaciente }: { idPaciente: number }) {
  const trpc = useTRPC();
  const [deBr, setDeBr] = useState('');
  const [ateBr, setAteBr] = useState('');
  const de = brParaDia(deBr);
  const ate = brParaDia(ateBr);
  const [usuario, setUsuario] = useState<{ id: number; nome: string } | null>(null);
  const lista = useListaPaginada(POR_PAGINA, (e) =>
    trpc.paciente.acessos.queryOptions({
      id: idPaciente,
      page: e.page,
      limit: e.limit,
      ...(usuario ? { id_usuario: usuario.id } : {}),
      ...(de ? { de } : {}),
      ...(ate ? { ate } : {}),
    }),
  );
  const filtrar = (f: () => void) => {
    f();
    lista.setPage(1);
  };

  return (
    <ListPage
      variante="aba"
      title="Quem acessou esta ficha"
      toolbar={
        // Top-aligned: a date's error line below its field moves nothing else.
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
      }
      error={lista.falhou ? 'Não foi possível carregar os acessos.' : null}
      corpo={{
        carregando: lista.carregando,
        esqueleto: (
          <div className="space-y-2">
            {[1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-12 w-full rounded-lg" />
            ))}
          </div>
        ),
        vazio:
          lista.itens.length === 0 && !lista.falhou ? (
            <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
              <EmptyState icon={EyeIcon} title="Nenhum acesso registrado neste período" />
            </div>
          ) : undefined,
        // A failure shows its line alone.
        itens: lista.falhou ? null : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
            {lista.itens.map((a) => (
              <LinhaAcesso key={a.id} a={a} onUsuario={(u) => filtrar(() => setUsuario(u))} />
            ))}
          </ul>
        ),
        pagination: { ...lista.paginacao, sufixo: 'acessos' },
      }}
    />
  );
}
