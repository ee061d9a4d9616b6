import { MSG, type Usuario } from '@clinica/contracts';
import { FormDialog } from '@clinica/ui/form-dialog';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useReiniciarAoAbrir } from '../../lib/use-reiniciar-ao-abrir';
import { useSalvar } from '../../lib/use-salvar';
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
  const cliente = useTRPCClient();
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
  useReiniciarAoAbrir(reset, aberto, usuario?.id ?? null, () => valoresIniciais(usuario));
  const salvar = useSalvar({
    form,
    salvar: ({ senha, ...dados }: UsuarioDados) =>
      usuario
        ? cliente.usuario.update.mutate({ id: usuario.id, ...dados })
        : cliente.usuario.create.mutate({ ...dados, senha }),
    sucesso: MSG.usuarios.salvo,
    erro: MSG.usuarios.erroSalvar,
    // Editing oneself changes the name in the navbar (and maybe the permissions).
    invalidar: [trpc.usuario.pathFilter(), trpc.sessao.me.queryFilter()],
    onFechar,
    // The server's password refusals go under the field, next to the meter that explains them.
    campoDaRecusa: ({ mensagem }) => (MOTIVOS_SENHA.includes(mensagem) ? 'senha' : undefined),
  });

  return (
    <FormDialog
      open={aberto}
      onClose={onFechar}
      maxWidth="2xl"
      title={criando ? 'Novo Usuário' : 'Editar Usuário'}
      form={form}
      onSubmit={salvar.enviar}
    >
      <UsuarioCampos form={form} criando={criando} aberto={aberto} escolheUnidades={escolheUnidades} />
    </FormDialog>
  );
}
