import { type Foto, fotoUpdateSchema, MSG } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { mensagemDeErro } from '../../lib/erros';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC } from '../../lib/trpc';

type Form = { nome: string; observacao: string };
type Props = { foto: Foto | null; onFechar: () => void };

/** Edit a photo's name and observation. */
export function FotoEditDialog({ foto, onFechar }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<Form, unknown, { nome: string; observacao: string | null }>({
    resolver: zodResolver(fotoUpdateSchema) as never,
    values: { nome: foto?.nome ?? '', observacao: foto?.observacao ?? '' },
  });
  const salvar = useMutation(
    trpc.foto.update.mutationOptions({
      onSuccess: () => {
        toast.success(MSG.fotos.atualizada);
        queryClient.invalidateQueries(trpc.foto.pathFilter());
        onFechar();
      },
      onError: (e) => {
        toast.error(mensagemDeErro(e, MSG.fotos.erroSalvar));
      },
    }),
  );
  return (
    <Dialog
      open={foto !== null}
      onClose={onFechar}
      maxWidth="md"
      title="Editar Foto"
      footer={
        <>
          <Button variant="secondary" onClick={onFechar}>
            Cancelar
          </Button>
          <Button type="submit" form="form-foto" loading={salvar.isPending}>
            Salvar
          </Button>
        </>
      }
    >
      <form
        id="form-foto"
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((v) => foto && salvar.mutate({ id: foto.id, ...v }))}
      >
        <TextField
          label="Nome"
          required
          autoFocus
          error={form.formState.errors.nome?.message}
          {...form.register('nome')}
        />
        <TextField
          label="Observação"
          error={form.formState.errors.observacao?.message}
          {...form.register('observacao')}
        />
      </form>
    </Dialog>
  );
}
