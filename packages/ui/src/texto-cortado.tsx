import { clsx } from 'clsx';

export interface TextoCortadoProps {
  texto: string;
  /** The width past which the text is cut (e.g. 'max-w-40 lg:max-w-xs'). */
  className?: string;
}

/**
 * A name cut with an ellipsis where the column ends, whole on hover (DECISIONS.md 12: one
 * consistent cut in every table instead of a fixed number of characters).
 */
export function TextoCortado({ texto, className }: TextoCortadoProps) {
  return (
    <span className={clsx('block truncate', className)} title={texto}>
      {texto}
    </span>
  );
}
