import { MSG, type Usuario } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { mensagemDeErro } from '../../lib/erros';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC } from '../../lib/trpc';
import { UsuarioCampos } from './usuario-campos';
import { esquemaFormulario, type UsuarioDados, type UsuarioForm, valoresIniciais } from './usuario-form';

const MOTIVOS_SENHA: readonly string[] = Object.values(MSG.senha);

type Props = {
  aberto: boolean;
  usuario: Usuario | null;
  /** Units are the ADM's: only an ADM sees (and can change) the user's units. */
  escolheUnidades: boolean;
  onFechar: () => void;
};

/** 'Novo Usuário' / 'Editar Usuário'. The password is asked only when creating. */
export function UsuarioDialog({ aberto, usuario, escolheUnidades, onFechar }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The row being edited stays put while the dialog fades out after a save or a cancel.
  const alvo = useRef(usuario);
  if (aberto) alvo.current = usuario;
  const criando = alvo.current === null;
  const form = useForm<UsuarioForm, unknown, UsuarioDados>({
    resolver: zodResolver(esquemaFormulario(criando)),
    defaultValues: valoresIniciais(usuario),
  });
  // Each opening starts from the row (or from blank): nothing typed before survives a cancel.
  const { reset } = form;
  useEffect(() => {
    if (aberto) reset(valoresIniciais(usuario));
  }, [aberto, usuario, reset]);
  const aoSalvar = () => {
    toast.success(MSG.usuarios.salvo);
    queryClient.invalidateQueries(trpc.usuario.pathFilter());
    // Editing oneself changes the name in the navbar (and maybe the permissions).
    queryClient.invalidateQueries(trpc.sessao.me.queryFilter());
    onFechar();
  };
  const aoFalhar = (e: unknown) => {
    const mensagem = mensagemDeErro(e, MSG.usuarios.erroSalvar);
    // The server's password refusals go under the field, next to the meter that explains them.
    if (MOTIVOS_SENHA.includes(mensagem)) form.setError('senha', { message: mensagem });
    else toast.error(mensagem);
  };
  const criar = useMutation(trpc.usuario.create.mutationOptions({ onSuccess: aoSalvar, onError: aoFalhar }));
  const atualizar = useMutation(
    trpc.usuario.update.mutationOptions({ onSuccess: aoSalvar, onError: aoFalhar }),
  );
  const salvando = criar.isPending || atualizar.isPending;

  function enviar({ senha, ...dados }: UsuarioDados) {
    if (usuario) atualizar.mutate({ id: usuario.id, ...dados });
    else criar.mutate({ ...dados, senha });
  }

  return (
    <Dialog
      open={aberto}
      onClose={onFechar}
      persistent
      maxWidth="2xl"
      title={criando ? 'Novo Usuário' : 'Editar Usuário'}
      footer={
        <>
          <Button variant="secondary" onClick={onFechar} disabled={salvando}>
            Cancelar
          </Button>
          <Button type="submit" form="form-usuario" loading={salvando}>
            Salvar
          </Button>
        </>
      }
    >
      <form id="form-usuario" noValidate onSubmit={form.handleSubmit(enviar)}>
        <UsuarioCampos form={form} criando={criando} aberto={aberto} escolheUnidades={escolheUnidades} />
      </form>
    </Dialog>
  );
}
