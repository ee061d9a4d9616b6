import type { Descadastro } from '@clinica/contracts';
import { MSG } from '@clinica/contracts/mensagens';
import { ROTULO_FINALIDADE } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Skeleton } from '@clinica/ui/skeleton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { mensagemDeErro } from '../lib/erros';
import { executar } from '../lib/trpc-leve';
import { Concluido, PaginaPublica, SemDados } from './estados-publicos';

const D = MSG.descadastro;

/**
 * /descadastrar/{codigo} (issue 35): the link at the end of every message that is not about a
 * booked appointment. Opening it revokes that purpose at once, no login (calling it again changes
 * nothing); the page confirms and offers the clinic's other purposes still on. It shows the
 * clinic's name and the purposes, nothing of the patient.
 */
export default function DescadastrarPage() {
  const { codigo = '' } = useParams<{ codigo: string }>();
  const qc = useQueryClient();
  const chave = ['descadastroPublico.descadastrar', codigo];
  const pedido = useQuery({
    queryKey: chave,
    queryFn: () => executar('descadastroPublico', 'descadastrar', { codigo }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const outra = useMutation({
    mutationFn: (finalidade: Descadastro['finalidade']) =>
      executar('descadastroPublico', 'descadastrar', { codigo, finalidades: [finalidade] }),
    onSuccess: (r) => qc.setQueryData<Descadastro>(chave, r),
  });

  if (pedido.isPending)
    return (
      <PaginaPublica>
        <Skeleton className="mx-auto h-8 w-64" />
        <Skeleton className="h-48" />
      </PaginaPublica>
    );
  if (!pedido.data)
    return (
      <PaginaPublica>
        <SemDados
          erro={pedido.error}
          naoEncontrado={D.linkInvalido}
          erroBuscar={D.erro}
          onTentar={() => void pedido.refetch()}
          tentando={pedido.isFetching}
        />
      </PaginaPublica>
    );
  const d = pedido.data;
  const ativas = d.finalidades.filter((f) => f.ativa);
  return (
    <PaginaPublica>
      <h1 className="text-center text-xl font-semibold text-slate-900">{d.clinica}</h1>
      <Concluido mensagem={D.registrado}>
        <p role="status" className="max-w-prose text-base text-emerald-900">
          {d.mensagem}
        </p>
      </Concluido>
      <section
        aria-labelledby="outras-finalidades"
        className="space-y-3 rounded-2xl border border-slate-200 bg-white px-6 py-6 shadow-sm"
      >
        <h2 id="outras-finalidades" className="text-base font-semibold text-slate-900">
          {ativas.length ? D.outras : D.nenhumaOutra}
        </h2>
        {ativas.length > 0 && (
          <ul className="space-y-2">
            {ativas.map((f) => (
              <li key={f.finalidade} className="flex flex-wrap items-center justify-between gap-3">
                <span className="text-sm text-slate-700">{ROTULO_FINALIDADE[f.finalidade]}</span>
                <Button
                  variant="secondary"
                  loading={outra.isPending && outra.variables === f.finalidade}
                  onClick={() => outra.mutate(f.finalidade)}
                >
                  Não quero receber
                  <span className="sr-only"> {ROTULO_FINALIDADE[f.finalidade]}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        {outra.isError && (
          <p role="alert" className="text-sm text-red-700">
            {mensagemDeErro(outra.error, D.erro)}
          </p>
        )}
      </section>
    </PaginaPublica>
  );
}
