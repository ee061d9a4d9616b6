import { MSG, type Usuario } from '@clinica/contracts';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { lerFalha } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';

/** One user (the row's trash button) or the selected ones (bulk delete). */
export type Exclusao = { ids: number[]; nome: string | null };

type Props = {
  status: Usuario | null;
  exclusao: Exclusao | null;
  onExcluidos: (ids: number[]) => void;
  onFechar: () => void;
};

/** The server's own message on a 4xx (last ADM, oneself, not found...), else the generic one. */
const mensagemFalha = (e: unknown, padrao: string) => {
  const f = lerFalha(e);
  return f.tipo === 'resposta' && f.status < 500 ? f.mensagem : padrao;
};

/** The last value asked about, so the text does not change while the dialog fades out. */
function useUltimo<T>(atual: T | null): T | null {
  const ultimo = useRef(atual);
  if (atual !== null) ultimo.current = atual;
  return ultimo.current;
}

/** The users table's confirmations: activate/deactivate, delete one, delete the selected. */
export function ConfirmacoesUsuario({ status, exclusao, onExcluidos, onFechar }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const recarregar = () => queryClient.invalidateQueries(trpc.usuario.pathFilter());
  const alterar = useMutation(
    trpc.usuario.setAtivo.mutationOptions({
      onSuccess: (u) => {
        toast.success(u.ativo ? MSG.usuarios.ativado : MSG.usuarios.desativado);
        recarregar();
        onFechar();
      },
      onError: (e) => {
        toast.error(mensagemFalha(e, MSG.usuarios.erroStatus));
        onFechar();
      },
    }),
  );
  const excluir = useMutation(
    trpc.usuario.removeMany.mutationOptions({
      onSuccess: (_r, { ids }) => {
        toast.success(MSG.usuarios.excluido);
        onExcluidos(ids);
        recarregar();
        onFechar();
      },
      onError: (e) => {
        toast.error(mensagemFalha(e, MSG.usuarios.erroExcluir));
        onFechar();
      },
    }),
  );
  const alvoStatus = useUltimo(status);
  const alvoExclusao = useUltimo(exclusao);
  const desativar = alvoStatus?.ativo === true;
  const varios = alvoExclusao?.nome === null;
  const qtd = alvoExclusao?.ids.length ?? 0;

  return (
    <>
      <ConfirmDialog
        open={status !== null}
        title={desativar ? 'Desativar usuário' : 'Ativar usuário'}
        message={
          desativar
            ? `Tem certeza que deseja desativar o usuário "${alvoStatus?.nome}"? Ele não conseguirá mais entrar no sistema.`
            : `Tem certeza que deseja ativar o usuário "${alvoStatus?.nome}"?`
        }
        confirmLabel={desativar ? 'Sim, desativar' : 'Sim, ativar'}
        tone={desativar ? 'danger' : 'primary'}
        loading={alterar.isPending}
        onConfirm={() => status && alterar.mutate({ id: status.id, ativo: !status.ativo })}
        onCancel={onFechar}
      />
      <ConfirmDialog
        open={exclusao !== null}
        title={varios ? 'Excluir usuários selecionados' : 'Excluir usuário'}
        message={
          varios
            ? `Tem certeza que deseja excluir ${qtd} ${qtd === 1 ? 'usuário selecionado' : 'usuários selecionados'}? Esta ação não pode ser desfeita.`
            : `Tem certeza que deseja excluir o usuário "${alvoExclusao?.nome}"? Esta ação não pode ser desfeita.`
        }
        confirmLabel="Sim, excluir"
        loading={excluir.isPending}
        onConfirm={() => exclusao && excluir.mutate({ ids: exclusao.ids })}
        onCancel={onFechar}
      />
    </>
  );
}
