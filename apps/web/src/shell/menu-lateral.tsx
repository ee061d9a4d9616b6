import {
  Dialog,
  DialogBackdrop,
  DialogPanel,
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
} from '@headlessui/react';
import { ChevronDownIcon, XMarkIcon } from '@heroicons/react/24/outline';
import { clsx } from 'clsx';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link, useLocation } from 'wouter';
import { Marca } from './marca';

/** A menu link; the composition (app/menu.ts) builds them from the screen catalogue. */
export type ItemMenu = { rotulo: string; caminho: string; icone: ComponentType<SVGProps<SVGSVGElement>> };
export type GrupoMenu = { rotulo: string; icone: ItemMenu['icone']; itens: ItemMenu[] };
export type EntradaMenu = ItemMenu | GrupoMenu;

export const ehGrupo = (e: EntradaMenu): e is GrupoMenu => 'itens' in e;

type Props = {
  /** What this user may open, already filtered (app/menu.ts's menuVisivel). */
  entradas: EntradaMenu[];
  nomeConta: string;
  onNavegar?: () => void;
};

const ativo = (local: string, caminho: string) => local === caminho || local.startsWith(`${caminho}/`);

function LinkMenu({
  item,
  local,
  onNavegar,
  recuado,
}: {
  item: ItemMenu;
  local: string;
  onNavegar?: () => void;
  recuado?: boolean;
}) {
  const atual = ativo(local, item.caminho);
  const Icone = item.icone;
  return (
    <Link
      href={item.caminho}
      onClick={onNavegar}
      aria-current={atual ? 'page' : undefined}
      className={clsx(
        'group flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500',
        recuado && 'pl-6',
        atual ? 'bg-teal-50 text-teal-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      <Icone
        className={clsx(
          'size-5 shrink-0',
          atual ? 'text-teal-600' : 'text-slate-400 group-hover:text-slate-500',
        )}
      />
      <span className="truncate">{item.rotulo}</span>
    </Link>
  );
}

/** The side menu: only what the user may open; the active item follows the path. */
export function MenuLateral({ entradas, nomeConta, onNavegar }: Props) {
  const [local] = useLocation();
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center border-b border-slate-200 px-4">
        <Marca subtitulo={nomeConta} />
      </div>
      <nav aria-label="Menu principal" className="flex-1 space-y-1 overflow-y-auto p-3">
        {entradas.map((e) =>
          ehGrupo(e) ? (
            <Disclosure key={e.rotulo} defaultOpen>
              {({ open }) => (
                <div>
                  <DisclosureButton className="flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500">
                    <e.icone className="size-5 shrink-0 text-slate-400" />
                    <span className="flex-1 text-left">{e.rotulo}</span>
                    <ChevronDownIcon
                      className={clsx('size-4 text-slate-400 transition-transform', open && 'rotate-180')}
                    />
                  </DisclosureButton>
                  <DisclosurePanel className="mt-1 space-y-1">
                    {e.itens.map((i) => (
                      <LinkMenu key={i.caminho} item={i} local={local} onNavegar={onNavegar} recuado />
                    ))}
                  </DisclosurePanel>
                </div>
              )}
            </Disclosure>
          ) : (
            <LinkMenu key={e.caminho} item={e} local={local} onNavegar={onNavegar} />
          ),
        )}
      </nav>
    </div>
  );
}

/** The same menu as a temporary drawer on phones. */
export function GavetaMenu({
  aberta,
  onFechar,
  escura = false,
  children,
}: {
  aberta: boolean;
  onFechar: () => void;
  /** Over a dark menu (the store's): a light close button. */
  escura?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={aberta} onClose={onFechar} className="relative z-50 md:hidden">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/40 transition-opacity data-closed:opacity-0"
      />
      <DialogPanel
        transition
        className="fixed inset-y-0 left-0 w-72 max-w-[85vw] bg-white shadow-xl transition-transform duration-200 data-closed:-translate-x-full"
      >
        <button
          type="button"
          onClick={onFechar}
          className={clsx(
            'absolute top-4 right-3 rounded-lg p-1.5 focus-visible:outline-none focus-visible:ring-2',
            escura
              ? 'text-slate-300 hover:bg-white/10 hover:text-white focus-visible:ring-amber-400'
              : 'text-slate-500 hover:bg-slate-100 focus-visible:ring-teal-500',
          )}
          aria-label="Fechar menu"
        >
          <XMarkIcon className="size-5" />
        </button>
        {children}
      </DialogPanel>
    </Dialog>
  );
}
