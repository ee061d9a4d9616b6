import { MSG, type Tratamento } from '@clinica/contracts';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { lerFalha } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';

type Props = {
  status: Tratamento | null;
  exclusao: Tratamento | null;
  onFechar: () => void;
};

const mensagemFalha = (e: unknown, padrao: string) => {
  const f = lerFalha(e);
  return f.tipo === 'resposta' && f.status < 500 ? f.mensagem : padrao;
};

/** The last row asked about, so the text does not change while the dialog fades out. */
function useUltimo<T>(atual: T | null): T | null {
  const ultimo = useRef(atual);
  if (atual !== null) ultimo.current = atual;
  return ultimo.current;
}

/** The two confirmations of the treatments table: flip the saved active switch, delete for real. */
export function ConfirmacoesTratamento({ status, exclusao, onFechar }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const recarregar = () => queryClient.invalidateQueries(trpc.tratamento.pathFilter());
  const alterar = useMutation(
    trpc.tratamento.setStatus.mutationOptions({
      onSuccess: (t) => {
        toast.success(t.status ? MSG.tratamentos.ativado : MSG.tratamentos.desativado);
        recarregar();
        onFechar();
      },
      onError: (e) => toast.error(mensagemFalha(e, MSG.tratamentos.erroStatus)),
    }),
  );
  const excluir = useMutation(
    trpc.tratamento.remove.mutationOptions({
      onSuccess: () => {
        toast.success(MSG.tratamentos.excluido);
        recarregar();
        onFechar();
      },
      onError: (e) => toast.error(mensagemFalha(e, MSG.tratamentos.erroExcluir)),
    }),
  );
  const alvoStatus = useUltimo(status);
  const alvoExclusao = useUltimo(exclusao);
  const desativar = alvoStatus?.status === true;

  return (
    <>
      <ConfirmDialog
        open={status !== null}
        title={desativar ? 'Desativar tratamento' : 'Ativar tratamento'}
        message={`Tem certeza que deseja ${desativar ? 'desativar' : 'ativar'} o tratamento "${alvoStatus?.nome}"?`}
        confirmLabel={desativar ? 'Sim, desativar' : 'Sim, ativar'}
        tone={desativar ? 'danger' : 'primary'}
        loading={alterar.isPending}
        onConfirm={() => status && alterar.mutate({ id: status.id, status: !status.status })}
        onCancel={onFechar}
      />
      <ConfirmDialog
        open={exclusao !== null}
        title="Excluir tratamento"
        message={`Tem certeza que deseja excluir "${alvoExclusao?.nome}"? Esta ação não pode ser desfeita.`}
        confirmLabel="Sim, excluir"
        loading={excluir.isPending}
        onConfirm={() => exclusao && excluir.mutate({ id: exclusao.id })}
        onCancel={onFechar}
      />
    </>
  );
}
