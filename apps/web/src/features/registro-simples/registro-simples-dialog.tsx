import {
  type RegistroSimples,
  type RegistroSimplesInput,
  registroSimplesInputSchema,
} from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { mensagemDeErro } from '../../lib/erros';
import { zodResolver } from '../../lib/resolver-zod';
import type { DefinicaoTela } from './definicoes';
import { useApiRegistro } from './use-api-registro';

type Props = { def: DefinicaoTela; aberto: boolean; registro: RegistroSimples | null; onFechar: () => void };

/** Add or edit one bank or category. */
export function RegistroSimplesDialog({ def, aberto, registro, onFechar }: Props) {
  const api = useApiRegistro(def);
  const queryClient = useQueryClient();
  const form = useForm<RegistroSimplesInput>({
    resolver: zodResolver(registroSimplesInputSchema),
    values: { nome: registro?.nome ?? '' },
  });
  const aoSalvar = (mensagem: string) => () => {
    toast.success(mensagem);
    queryClient.invalidateQueries(api.pathFilter());
    onFechar();
  };
  const aoFalhar = (e: unknown) => {
    toast.error(mensagemDeErro(e, def.mensagens.erroSalvar));
  };
  const criar = useMutation(
    api.create.mutationOptions({ onSuccess: aoSalvar(def.mensagens.adicionado), onError: aoFalhar }),
  );
  const atualizar = useMutation(
    api.update.mutationOptions({ onSuccess: aoSalvar(def.mensagens.atualizado), onError: aoFalhar }),
  );
  const salvando = criar.isPending || atualizar.isPending;

  return (
    <Dialog
      open={aberto}
      onClose={onFechar}
      title={registro ? `Editar ${def.singular}` : `Adicionar ${def.singular}`}
      maxWidth="md"
      footer={
        <>
          <Button variant="secondary" onClick={onFechar}>
            Cancelar
          </Button>
          <Button type="submit" form="form-registro" loading={salvando}>
            Salvar
          </Button>
        </>
      }
    >
      <form
        id="form-registro"
        noValidate
        onSubmit={form.handleSubmit((v) =>
          registro ? atualizar.mutate({ id: registro.id, ...v }) : criar.mutate(v),
        )}
      >
        <TextField
          label={def.rotuloCampo}
          autoFocus
          error={form.formState.errors.nome?.message}
          {...form.register('nome')}
        />
      </form>
    </Dialog>
  );
}
