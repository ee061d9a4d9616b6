import { forcaSenha } from '@clinica/domain';
import { clsx } from 'clsx';

export interface PasswordStrengthProps {
  senha: string;
  className?: string;
}

const NIVEIS = {
  Fraca: { segmentos: 1, barra: 'bg-rose-500', texto: 'text-rose-700' },
  Média: { segmentos: 2, barra: 'bg-amber-500', texto: 'text-amber-700' },
  Forte: { segmentos: 3, barra: 'bg-emerald-500', texto: 'text-emerald-700' },
} as const;

export function PasswordStrength({ senha, className }: PasswordStrengthProps) {
  if (!senha) return null;
  const forca = forcaSenha(senha);
  const nivel = NIVEIS[forca];
  return (
    <div className={clsx('flex items-center gap-3', className)}>
      <div className="flex flex-1 gap-1" aria-hidden="true">
        {[1, 2, 3].map((i) => (
          <div
            key={i}
            className={clsx(
              'h-1.5 flex-1 rounded-full transition-colors duration-300',
              i <= nivel.segmentos ? nivel.barra : 'bg-slate-200',
            )}
          />
        ))}
      </div>
      <p aria-live="polite" className={clsx('min-w-12 text-right text-xs font-semibold', nivel.texto)}>
        <span className="sr-only">Força da senha: </span>
        <span>{forca}</span>
      </p>
    </div>
  );
}
