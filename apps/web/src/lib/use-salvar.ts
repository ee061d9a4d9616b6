import type { CodigoErro } from '@clinica/contracts';
import { ERRO_SERVIDOR } from '@clinica/ui/form-dialog';
import { toast } from '@clinica/ui/toast';
import { type QueryFilters, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { lerFalha, mensagemDeErro } from './erros';

/** A refusal as a form reads it. */
type Recusa = { codigo: CodigoErro | null; mensagem: string };

export type OpcoesSalvar<F extends FieldValues, E, R> = {
  /** The form the refusal goes on (its field, or the line above the fields). */
  form: { setError: UseFormSetError<F> };
  /** The call: a tRPC mutation through useTRPCClient, or an upload through lib/arquivos-rest. */
  salvar: (dados: E) => Promise<R>;
  /** The success toast. */
  sucesso: string | ((r: R) => string);
  /** What the toast says when the server gives no message (no answer, a 5xx). */
  erro: string;
  /** The queries the save changes (`trpc.x.pathFilter()`). */
  invalidar?: QueryFilters[];
  /** Closes the dialog after a save. */
  onFechar?: () => void;
  /** Anything else a save does (opening the new record, keeping the answer). */
  aoSalvar?: (r: R) => void;
  /** The field a CONFLITO is about (a duplicate code or name). */
  conflito?: FieldPath<F>;
  /** The field a refusal names (a password rule, a file type): its message goes under it. */
  campoDaRecusa?: (recusa: Recusa) => FieldPath<F> | undefined;
  /** Anything else a failure does (an upload lets the refused file go). */
  aoFalhar?: (e: unknown) => void;
};

/**
 * Where a failed save's message goes: under the field the refusal names (or the field a CONFLITO
 * is about), else the line above the fields; `campo: null` when there was no refusal (no answer,
 * a 5xx: nothing the user typed is wrong), which only a toast says.
 */
export function destinoDaFalha<F extends FieldValues>(
  e: unknown,
  opcoes: Pick<OpcoesSalvar<F, never, never>, 'erro' | 'conflito' | 'campoDaRecusa'>,
): { mensagem: string; campo: FieldPath<F> | typeof ERRO_SERVIDOR | null } {
  const mensagem = mensagemDeErro(e, opcoes.erro);
  const f = lerFalha(e);
  if (f.tipo !== 'resposta' || f.status >= 500) return { mensagem, campo: null };
  const campo =
    opcoes.campoDaRecusa?.({ codigo: f.codigo, mensagem }) ??
    (f.codigo === 'CONFLITO' ? opcoes.conflito : undefined);
  return { mensagem, campo: campo ?? ERRO_SERVIDOR };
}

/**
 * Every form's save: the call, the success toast, the refresh of what it changed, and the dialog
 * closed. A refusal goes on the form, once: under the field it names (or the field a CONFLITO is
 * about), else on the line above the fields, which the next submit clears. Only a failure with no
 * refusal (no answer, a 5xx) is a toast: nothing on the form is wrong.
 * `enviar` returns when the call settles, so FormDialog's footer shows the save in progress.
 */
export function useSalvar<F extends FieldValues, E, R>(opcoes: OpcoesSalvar<F, E, R>) {
  const queryClient = useQueryClient();
  const mutacao = useMutation({
    mutationFn: opcoes.salvar,
    onSuccess: (r) => {
      toast.success(typeof opcoes.sucesso === 'function' ? opcoes.sucesso(r) : opcoes.sucesso);
      for (const filtro of opcoes.invalidar ?? []) void queryClient.invalidateQueries(filtro);
      opcoes.onFechar?.();
      opcoes.aoSalvar?.(r);
    },
    onError: (e) => {
      const { mensagem, campo } = destinoDaFalha(e, opcoes);
      // A refusal shows once (issue 40): on the form when it has a place there, else in a toast.
      if (campo) opcoes.form.setError(campo, { type: 'servidor', message: mensagem });
      else toast.error(mensagem);
      opcoes.aoFalhar?.(e);
    },
  });
  return {
    enviar: (dados: E): Promise<void> =>
      mutacao.mutateAsync(dados).then(
        () => undefined,
        () => undefined,
      ),
    salvando: mutacao.isPending,
  };
}
