import { forcaSenha, type RecusaSenha, recusaSenha } from '@clinica/domain';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';

export interface PasswordStrengthProps {
  senha: string;
  /** The account's e-mail: a password equal to it (or to its part before '@') is refused. */
  email?: string;
  /**
   * The pt-BR reason for each refusal (contracts' MSG.senha; this kit doesn't import the
   * catalogue). Without it only the strength shows. Short passwords keep the plain 'Fraca':
   * the form's own message already says how long a password must be.
   */
  motivos?: Partial<Record<RecusaSenha, string>>;
  className?: string;
}

const NIVEIS = {
  Fraca: { segmentos: 1, barra: 'bg-rose-500', texto: 'text-rose-700' },
  Média: { segmentos: 2, barra: 'bg-amber-500', texto: 'text-amber-700' },
  Forte: { segmentos: 3, barra: 'bg-emerald-500', texto: 'text-emerald-700' },
} as const;

type EhComum = (senha: string) => boolean;
let listaComuns: Promise<EhComum> | null = null;

/**
 * The 10,000 common passwords (~80 kB) arrive only once someone types a new password: a
 * dynamic import keeps them out of the login page and every other initial chunk. If the chunk
 * can't load (offline), the meter just doesn't say 'muito comum'; the server still refuses.
 */
function useSenhasComuns(ativo: boolean): EhComum | undefined {
  const [ehComum, setEhComum] = useState<EhComum>();
  useEffect(() => {
    if (!ativo || ehComum) return;
    let vivo = true;
    listaComuns ??= import('@clinica/domain/senhas-comuns').then((m) => m.ehSenhaComum);
    listaComuns.then(
      (f) => vivo && setEhComum(() => f),
      () => {
        listaComuns = null;
      },
    );
    return () => {
      vivo = false;
    };
  }, [ativo, ehComum]);
  return ehComum;
}

export function PasswordStrength({ senha, email, motivos, className }: PasswordStrengthProps) {
  const ehComum = useSenhasComuns(Boolean(senha && motivos));
  if (!senha) return null;
  const recusa = recusaSenha(senha, { email, ehComum });
  const motivo = recusa && recusa !== 'curta' ? motivos?.[recusa] : undefined;
  const forca = motivo ? 'Fraca' : forcaSenha(senha);
  const nivel = NIVEIS[forca];
  return (
    <div className={clsx('space-y-1', className)}>
      <div className="flex items-center gap-3">
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
      {/* Always in the page: a live region added later is often not announced. */}
      <p aria-live="polite" className={clsx('text-xs text-rose-700', !motivo && 'sr-only')}>
        {motivo}
      </p>
    </div>
  );
}
