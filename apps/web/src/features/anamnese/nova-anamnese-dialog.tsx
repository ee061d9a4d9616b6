import { anamneseCreateSchema, MSG } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { SelectField } from '@clinica/ui/select-field';
import { toast } from '@clinica/ui/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';

/** Create an anamnesis for the patient from one of the clinic's models. */
export function NovaAnamneseDialog({ idPaciente, onFechar }: { idPaciente: number; onFechar: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const modelos = useQuery(trpc.modeloAnamnese.list.queryOptions({ page: 1, limit: 100, q: '' }));
  const form = useForm({
    resolver: zodResolver(anamneseCreateSchema),
    defaultValues: { id_modelo_anamnese: '', id_paciente: idPaciente },
  });
  const criar = useMutation(
    trpc.anamnese.create.mutationOptions({
      onSuccess: () => {
        toast.success(MSG.anamneses.criada);
        queryClient.invalidateQueries(trpc.anamnese.pathFilter());
        onFechar();
      },
      onError: (e) => {
        toast.error(mensagemDeErro(e, MSG.anamneses.erroSalvar));
      },
    }),
  );
  const salvar = form.handleSubmit((dados) => criar.mutate(dados));
  return (
    <Dialog
      open
      onClose={onFechar}
      title="Nova Anamnese"
      maxWidth="md"
      footer={
        <>
          <Button variant="secondary" onClick={onFechar}>
            Cancelar
          </Button>
          <Button onClick={() => void salvar()} loading={criar.isPending}>
            Criar
          </Button>
        </>
      }
    >
      <SelectField
        label="Modelo de anamnese"
        error={form.formState.errors.id_modelo_anamnese?.message}
        placeholder={modelos.isPending ? 'Carregando...' : 'Selecione um modelo'}
        {...form.register('id_modelo_anamnese', {
          onChange: () => form.clearErrors('id_modelo_anamnese'),
        })}
        options={(modelos.data?.itens ?? []).map((m) => ({ value: String(m.id), label: m.nome }))}
      />
    </Dialog>
  );
}
