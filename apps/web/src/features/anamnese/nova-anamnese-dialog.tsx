import { anamneseCreateSchema, MSG, type OpcaoModeloAnamnese } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { mensagemDeErro } from '../../lib/erros';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC } from '../../lib/trpc';
import { SeletorCadastro } from '../seletores/seletores';

/** Create an anamnesis for the patient from one of the clinic's models. */
export function NovaAnamneseDialog({ idPaciente, onFechar }: { idPaciente: number; onFechar: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The chosen model as the picker shows it; the form keeps its id.
  const [modelo, setModelo] = useState<OpcaoModeloAnamnese | null>(null);
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
      <SeletorCadastro<OpcaoModeloAnamnese>
        label="Modelo de anamnese"
        placeholder="Digite para buscar um modelo"
        value={modelo}
        onChange={(m) => {
          setModelo(m);
          form.setValue('id_modelo_anamnese', m ? String(m.id) : '');
          form.clearErrors('id_modelo_anamnese');
        }}
        fonte={(q) => trpc.anamnese.modelos.queryOptions({ q })}
        erroBusca={MSG.modelosAnamnese.erroCarregar}
        vazio={MSG.modelosAnamnese.vazio}
        getLabel={(m) => m.nome}
        error={form.formState.errors.id_modelo_anamnese?.message}
      />
    </Dialog>
  );
}
