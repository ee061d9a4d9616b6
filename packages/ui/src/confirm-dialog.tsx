import { ExclamationTriangleIcon, QuestionMarkCircleIcon } from '@heroicons/react/24/outline';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  tone = 'danger',
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const Icon = tone === 'danger' ? ExclamationTriangleIcon : QuestionMarkCircleIcon;
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      maxWidth="md"
      persistent={loading}
      hideCloseButton
      fullScreenOnMobile={false}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={onCancel}
            disabled={loading}
            data-autofocus={tone === 'danger' || undefined}
          >
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="flex items-start gap-4">
        <div
          className={clsx(
            'flex size-10 shrink-0 items-center justify-center rounded-full',
            tone === 'danger' ? 'bg-rose-100 text-rose-600' : 'bg-teal-50 text-teal-600',
          )}
        >
          <Icon className="size-6" aria-hidden="true" />
        </div>
        <div className="pt-2 text-sm leading-6 text-slate-600">{message}</div>
      </div>
    </Dialog>
  );
}
