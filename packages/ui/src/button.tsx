import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  /** Ícone exibido à esquerda do texto (ex.: `<PlusIcon />`). */
  icon?: ReactNode;
}

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-teal-700 text-white shadow-sm hover:bg-teal-800 active:bg-teal-900',
  secondary:
    'border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 hover:text-slate-900',
  danger: 'bg-rose-600 text-white shadow-sm hover:bg-rose-700 active:bg-rose-800 focus-visible:ring-rose-500',
  ghost: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
};

/** Below md every button is at least 44 px square, the size of a fingertip. */
const sizes: Record<ButtonSize, { base: string; text: string; iconOnly: string; icon: string }> = {
  md: { base: 'h-11 gap-2 rounded-lg md:h-10', text: 'px-4', iconOnly: 'w-11 md:w-10', icon: '*:size-5' },
  sm: { base: 'h-11 gap-1.5 rounded-lg md:h-8', text: 'px-3', iconOnly: 'w-11 md:w-8', icon: '*:size-4' },
};

export const buttonClasses = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md') =>
  clsx(
    'inline-flex shrink-0 items-center justify-center whitespace-nowrap text-sm font-medium transition-colors select-none',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 focus-visible:ring-offset-2',
    'disabled:pointer-events-none disabled:opacity-60',
    sizes[size].base,
    variants[variant],
  );

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  type = 'button',
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  const s = sizes[size];
  const hasText = children !== undefined && children !== null && children !== false;
  const leading = loading ? (
    <Spinner className={size === 'sm' ? 'size-4' : 'size-5'} />
  ) : icon ? (
    <span aria-hidden="true" className={clsx('inline-flex shrink-0', s.icon)}>
      {icon}
    </span>
  ) : null;
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={clsx(buttonClasses(variant, size), hasText ? s.text : s.iconOnly, className)}
      {...props}
    >
      {leading}
      {children}
    </button>
  );
}
