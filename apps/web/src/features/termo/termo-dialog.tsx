import {
  MENSAGEM_TERMO_OBRIGATORIOS,
  MSG,
  ROTULO_TIPO_TERMO,
  type Termo,
  type TermoInput,
  TIPOS_TERMO,
  termoInputSchema,
} from '@clinica/contracts';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { SelectField } from '@clinica/ui/select-field';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { mensagemDeErro } from '../../lib/erros';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC } from '../../lib/trpc';
import { EditorRico } from '../editor/editor-rico';

type Props = { termo: Termo | null; onFechar: () => void };

const temTexto = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() !== '';

// The editor leaves markup behind when emptied ('<p></p>'): the form also asks for words.
const formSchema = termoInputSchema.extend({
  corpo: termoInputSchema.shape.corpo.refine(temTexto, MENSAGEM_TERMO_OBRIGATORIOS),
});

/** Add or edit a template: title and the rich-text body. Mounted only while open. */
export function TermoDialog({ termo, onFechar }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<TermoInput>({
    resolver: zodResolver(formSchema),
    defaultValues: { titulo: termo?.titulo ?? '', corpo: termo?.corpo ?? '', tipo: termo?.tipo ?? 'geral' },
  });
  const erros = form.formState.errors;
  const opcoes = (mensagem: string) => ({
    onSuccess: () => {
      toast.success(mensagem);
      queryClient.invalidateQueries(trpc.termo.pathFilter());
      onFechar();
    },
    onError: (e: unknown) => {
      toast.error(mensagemDeErro(e, MSG.termos.erroSalvar));
    },
  });
  const criar = useMutation(trpc.termo.create.mutationOptions(opcoes(MSG.termos.criado)));
  const atualizar = useMutation(trpc.termo.update.mutationOptions(opcoes(MSG.termos.atualizado)));

  const salvar = form.handleSubmit((dados) => {
    if (termo) atualizar.mutate({ id: termo.id, ...dados });
    else criar.mutate(dados);
  });

  return (
    <Dialog
      open
      persistent
      onClose={onFechar}
      title={termo ? 'Editar Termo' : 'Novo Termo'}
      maxWidth="4xl"
      footer={
        <>
          <Button variant="secondary" onClick={onFechar}>
            Cancelar
          </Button>
          <Button onClick={() => void salvar()} loading={criar.isPending || atualizar.isPending}>
            Salvar
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
          <TextField
            label="Título"
            invalid={erros.titulo !== undefined}
            autoFocus
            {...form.register('titulo')}
          />
          {/* Issue 19: the image-use consent template lifts 'Uso interno' from a signer's photos. */}
          <SelectField
            label="Tipo"
            options={TIPOS_TERMO.map((t) => ({ value: t, label: ROTULO_TIPO_TERMO[t] }))}
            {...form.register('tipo')}
          />
        </div>
        <div className="space-y-1.5">
          <span className="text-sm font-medium text-slate-700">Texto do termo</span>
          <EditorRico
            rotulo="Texto do termo"
            valorInicial={termo?.corpo ?? ''}
            onChange={(html) => form.setValue('corpo', html, { shouldValidate: form.formState.isSubmitted })}
            invalido={erros.corpo !== undefined}
          />
        </div>
        <AlertaFormulario mensagem={erros.titulo?.message ?? erros.corpo?.message ?? null} />
      </div>
    </Dialog>
  );
}
