import { type AusenciaDados, campoData, diaSchema, MSG } from '@clinica/contracts';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { CampoData, CampoTexto } from '@clinica/ui/campos-form';
import { erroServidor } from '@clinica/ui/form-dialog';
import { Skeleton } from '@clinica/ui/skeleton';
import { toast } from '@clinica/ui/toast';
import { PlusIcon, TrashIcon } from '@heroicons/react/24/outline';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { diaParaBr } from '../../lib/datas-br';
import { mensagemDeErro } from '../../lib/erros';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';

const M = MSG.horarioProfissional;
/** An absence with its dates typed as DD/MM/AAAA (the server checks the rest of the contract). */
const ausenciaForm = z
  .object({
    inicio: campoData(diaSchema, 'Data inválida'),
    fim: campoData(diaSchema, 'Data inválida'),
    motivo: z.string().max(200),
  })
  .refine((v) => v.fim >= v.inicio, { path: ['fim'], message: M.ausenciaInvertida })
  .transform((v): AusenciaDados => ({ ...v, motivo: v.motivo.trim() || null }));
type Form = { inicio: string; fim: string; motivo: string };

/** Absences (holidays, vacation): whole clinic days, both ends included; the list shows those ahead. */
export function AusenciasProfissional({ idProfissional }: { idProfissional: number }) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const qc = useQueryClient();
  const lista = useQuery(trpc.horarioProfissional.ausencias.queryOptions({ id: idProfissional }));
  const form = useForm<Form, unknown, AusenciaDados>({
    resolver: zodResolver(ausenciaForm),
    defaultValues: { inicio: '', fim: '', motivo: '' },
  });
  const salvar = useSalvar({
    form,
    salvar: (d: AusenciaDados) =>
      cliente.horarioProfissional.criarAusencia.mutate({ id: idProfissional, ...d }),
    sucesso: M.ausenciaCriada,
    erro: 'Não foi possível registrar a ausência.',
    invalidar: [trpc.horarioProfissional.pathFilter()],
    aoSalvar: () => form.reset(),
  });
  const remover = useMutation({
    mutationFn: (idAusencia: number) =>
      cliente.horarioProfissional.removerAusencia.mutate({ id: idProfissional, id_ausencia: idAusencia }),
    onSuccess: (r) => {
      toast.success(r.message);
      void qc.invalidateQueries(trpc.horarioProfissional.pathFilter());
    },
    onError: (e) => toast.error(mensagemDeErro(e, 'Não foi possível excluir a ausência.')),
  });
  return (
    <div className="space-y-4">
      {lista.isPending ? (
        <Skeleton className="h-16" />
      ) : lista.isError ? (
        <AlertaFormulario mensagem={lista.error.message} />
      ) : lista.data.length === 0 ? (
        <p className="text-sm text-slate-500">Nenhuma ausência registrada.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Ausências">
          {lista.data.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="text-sm text-slate-800">
                {a.inicio === a.fim ? diaParaBr(a.inicio) : `${diaParaBr(a.inicio)} a ${diaParaBr(a.fim)}`}
                {a.motivo && <span className="text-slate-500"> · {a.motivo}</span>}
              </span>
              <Button
                variant="ghost"
                size="sm"
                icon={<TrashIcon />}
                aria-label={`Excluir ausência de ${diaParaBr(a.inicio)}`}
                loading={remover.isPending && remover.variables === a.id}
                onClick={() => remover.mutate(a.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        onSubmit={form.handleSubmit(salvar.enviar)}
        className="grid grid-cols-1 gap-3 sm:grid-cols-6"
      >
        <AlertaFormulario mensagem={erroServidor(form.formState.errors)} className="col-span-full" />
        <CampoData form={form} nome="inicio" label="De" containerClassName="sm:col-span-2" />
        <CampoData form={form} nome="fim" label="Até" containerClassName="sm:col-span-2" />
        <CampoTexto
          form={form}
          nome="motivo"
          label="Motivo (opcional)"
          maxLength={200}
          containerClassName="sm:col-span-2"
        />
        <div className="col-span-full flex justify-end">
          <Button type="submit" variant="secondary" icon={<PlusIcon />} loading={salvar.salvando}>
            Adicionar ausência
          </Button>
        </div>
      </form>
    </div>
  );
}
