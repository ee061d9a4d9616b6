import { type ReactNode, useId } from 'react';
import type { FieldErrors, FieldValues, SubmitErrorHandler, UseFormReturn } from 'react-hook-form';
import { AlertaFormulario } from './alerta-formulario';
import { Button } from './button';
import { Dialog, type DialogMaxWidth } from './dialog';

/**
 * Where a form keeps the server's refusal: react-hook-form's root errors are dropped by the next
 * submit, so the line goes away when the user tries again (useSalvar sets it).
 */
export const ERRO_SERVIDOR = 'root.servidor' as const;

/** The refusal the form shows above its fields, if any. */
export const erroServidor = (erros: FieldErrors): string | null => erros.root?.servidor?.message ?? null;

export interface FormDialogProps<F extends FieldValues, S> {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  maxWidth?: DialogMaxWidth;
  // biome-ignore lint/suspicious/noExplicitAny: the form's context type is the caller's.
  form: UseFormReturn<F, any, S>;
  /** Called with the valid values; a returned promise keeps the footer saving until it settles. */
  onSubmit: (dados: S) => unknown;
  /** After a submit the schema refused (a form-level toast, for instance). */
  onInvalid?: SubmitErrorHandler<F>;
  /** 'Salvar' unless the screen names its action ('Registrar pagamentos'). */
  rotuloSalvar?: string;
  /** The save button waits for something (the required fields, a live check). */
  salvarDesabilitado?: boolean;
  /** Saving started elsewhere (a confirmation the form opened). */
  salvando?: boolean;
  /** The form's own layout (a grid, a stack). */
  className?: string;
  children: ReactNode;
}

/**
 * Every form dialog's frame: persistent (a click outside or Esc never loses what was typed), full
 * screen on a phone, the title, `<form noValidate>` with the server's refusal on top, and the
 * Cancelar/Salvar footer wired to the form.
 */
export function FormDialog<F extends FieldValues, S>({
  open,
  onClose,
  title,
  description,
  maxWidth,
  form,
  onSubmit,
  onInvalid,
  rotuloSalvar = 'Salvar',
  salvarDesabilitado = false,
  salvando = false,
  className,
  children,
}: FormDialogProps<F, S>) {
  const id = useId();
  const ocupado = salvando || form.formState.isSubmitting;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      persistent
      fullScreenOnMobile
      title={title}
      description={description}
      maxWidth={maxWidth}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={ocupado}>
            Cancelar
          </Button>
          <Button type="submit" form={id} loading={ocupado} disabled={salvarDesabilitado}>
            {rotuloSalvar}
          </Button>
        </>
      }
    >
      <form id={id} noValidate className={className} onSubmit={form.handleSubmit(onSubmit, onInvalid)}>
        <AlertaFormulario mensagem={erroServidor(form.formState.errors)} className="col-span-full" />
        {children}
      </form>
    </Dialog>
  );
}
