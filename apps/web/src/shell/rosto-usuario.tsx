const iniciais = (nome: string) =>
  nome
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join('');

export const classeBotaoUsuario =
  'flex min-h-11 items-center gap-2 rounded-full p-1.5 hover:bg-slate-100 sm:pr-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500';

/** The initials' disc and, from `sm`, the name: the user menu's button. */
export function RostoUsuario({ nome }: { nome: string }) {
  return (
    <>
      <span className="flex size-8 items-center justify-center rounded-full bg-teal-700 text-xs font-semibold text-white">
        {iniciais(nome)}
      </span>
      <span className="hidden max-w-40 truncate text-sm font-medium text-slate-700 sm:block">{nome}</span>
    </>
  );
}
