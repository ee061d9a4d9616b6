import { type HorariosDados, horariosSchema, MSG } from '@clinica/contracts';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { CampoMascara } from '@clinica/ui/campos-form';
import { erroServidor } from '@clinica/ui/form-dialog';
import { Skeleton } from '@clinica/ui/skeleton';
import { PlusIcon, TrashIcon } from '@heroicons/react/24/outline';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';

const DIAS_SEMANA = ['Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado', 'Domingo'] as const;

type Form = { horarios: { dia_semana: number; inicio: string; fim: string }[] };

/** A professional's week: intervals per weekday (Mon 08:00–12:00 and 13:00–18:00 …), saved at once. */
export function HorariosSemanaForm({ idProfissional }: { idProfissional: number }) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const atual = useQuery(trpc.horarioProfissional.get.queryOptions({ id: idProfissional }));
  const form = useForm<Form, unknown, HorariosDados>({
    resolver: zodResolver(horariosSchema),
    defaultValues: { horarios: [] },
    values: atual.data ? { horarios: atual.data.horarios } : undefined,
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'horarios' });
  const salvar = useSalvar({
    form,
    salvar: (d: HorariosDados) => cliente.horarioProfissional.update.mutate({ id: idProfissional, ...d }),
    sucesso: MSG.horarioProfissional.salvos,
    erro: 'Não foi possível salvar os horários.',
    invalidar: [trpc.horarioProfissional.pathFilter()],
  });
  if (atual.isPending) return <Skeleton className="h-80" />;
  if (atual.isError) return <AlertaFormulario mensagem={atual.error.message} />;
  const erros = form.formState.errors.horarios;
  const erroSemana = erros?.message ?? erros?.root?.message ?? null;
  return (
    <form noValidate onSubmit={form.handleSubmit(salvar.enviar)} className="space-y-3">
      <AlertaFormulario mensagem={erroServidor(form.formState.errors) ?? erroSemana} />
      {DIAS_SEMANA.map((nome, k) => {
        const dia = k + 1;
        const doDia = fields.map((f, i) => ({ f, i })).filter(({ f }) => f.dia_semana === dia);
        return (
          <fieldset key={nome} className="rounded-lg border border-slate-200 p-3">
            <div className="flex items-center justify-between gap-2">
              <legend className="text-sm font-semibold text-slate-900">{nome}</legend>
              <Button
                size="sm"
                variant="ghost"
                icon={<PlusIcon />}
                aria-label={`Adicionar intervalo na ${nome.toLowerCase()}`}
                onClick={() =>
                  append({
                    dia_semana: dia,
                    inicio: doDia.length ? '13:00' : '08:00',
                    fim: doDia.length ? '18:00' : '12:00',
                  })
                }
              >
                Intervalo
              </Button>
            </div>
            {doDia.length === 0 ? (
              <p className="text-sm text-slate-500">Sem atendimento</p>
            ) : (
              <div className="mt-2 space-y-2">
                {doDia.map(({ f, i }, n) => (
                  <div key={f.id} className="flex items-end gap-2">
                    <CampoMascara
                      form={form}
                      nome={`horarios.${i}.inicio`}
                      mask="hora"
                      label={
                        <>
                          <span className="sr-only">{`${nome}, intervalo ${n + 1}: `}</span>Início
                        </>
                      }
                      containerClassName="w-28"
                    />
                    <CampoMascara
                      form={form}
                      nome={`horarios.${i}.fim`}
                      mask="hora"
                      label={
                        <>
                          <span className="sr-only">{`${nome}, intervalo ${n + 1}: `}</span>Fim
                        </>
                      }
                      containerClassName="w-28"
                    />
                    <Button
                      variant="ghost"
                      icon={<TrashIcon />}
                      aria-label={`Remover intervalo ${n + 1} de ${nome.toLowerCase()}`}
                      onClick={() => remove(i)}
                    />
                  </div>
                ))}
              </div>
            )}
          </fieldset>
        );
      })}
      <div className="flex justify-end">
        <Button type="submit" loading={salvar.salvando}>
          Salvar horários
        </Button>
      </div>
    </form>
  );
}
