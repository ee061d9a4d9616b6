import { MSG, type Unidade, unidadeInputSchema } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { mensagemDeErro } from '../../lib/erros';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC } from '../../lib/trpc';
import { SecaoEndereco } from './secao-endereco';
import { SecaoContato, SecaoDados } from './secoes-unidade';
import { type UnidadeDados, type UnidadeForm, valoresIniciais } from './unidade-form';

type Props = { aberto: boolean; unidade: Unidade | null; onFechar: () => void };

/** 'Nova Unidade' / 'Editar Unidade': Dados, Contato and Endereço sections. */
export function UnidadeDialog({ aberto, unidade, onFechar }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The unit being edited stays put while the dialog fades out.
  const alvo = useRef(unidade);
  if (aberto) alvo.current = unidade;
  const editando = alvo.current !== null;
  const form = useForm<UnidadeForm, unknown, UnidadeDados>({
    resolver: zodResolver(unidadeInputSchema),
    defaultValues: valoresIniciais(unidade),
  });
  const { reset } = form;
  useEffect(() => {
    if (aberto) reset(valoresIniciais(unidade));
  }, [aberto, unidade, reset]);

  const aoSalvar = () => {
    toast.success(MSG.unidades.salva);
    queryClient.invalidateQueries(trpc.unidade.pathFilter());
    // A user's units show the unit's name and CNPJ.
    queryClient.invalidateQueries(trpc.usuario.pathFilter());
    onFechar();
  };
  const aoFalhar = (e: unknown) => {
    toast.error(mensagemDeErro(e, MSG.unidades.erroSalvar));
  };
  const criar = useMutation(trpc.unidade.create.mutationOptions({ onSuccess: aoSalvar, onError: aoFalhar }));
  const atualizar = useMutation(
    trpc.unidade.update.mutationOptions({ onSuccess: aoSalvar, onError: aoFalhar }),
  );
  const salvando = criar.isPending || atualizar.isPending;

  return (
    <Dialog
      open={aberto}
      onClose={onFechar}
      persistent
      maxWidth="4xl"
      title={editando ? 'Editar Unidade' : 'Nova Unidade'}
      footer={
        <>
          <Button variant="secondary" onClick={onFechar} disabled={salvando}>
            Cancelar
          </Button>
          <Button type="submit" form="form-unidade" loading={salvando}>
            Salvar
          </Button>
        </>
      }
    >
      <form
        id="form-unidade"
        noValidate
        className="divide-y divide-slate-100"
        onSubmit={form.handleSubmit((v) =>
          unidade ? atualizar.mutate({ id: unidade.id, ...v }) : criar.mutate(v),
        )}
      >
        <SecaoDados form={form} />
        <SecaoContato form={form} />
        <SecaoEndereco form={form} />
      </form>
    </Dialog>
  );
}
