import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { EllipsisVerticalIcon } from '@heroicons/react/20/solid';
import type { ComponentType, SVGProps } from 'react';

export type AcaoMenu = {
  rotulo: string;
  Icone: ComponentType<SVGProps<SVGSVGElement>>;
  acao: () => void;
  desligado?: boolean;
};

const item =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:bg-slate-100';

/** A row's '⋮' menu: keyboard navigable, disabled actions shown but not clickable. */
export function MenuAcoes({ rotulo, acoes }: { rotulo: string; acoes: AcaoMenu[] }) {
  return (
    <Menu>
      <MenuButton
        aria-label={rotulo}
        className="inline-flex size-11 items-center md:size-8 justify-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
      >
        <EllipsisVerticalIcon className="size-5" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-1 w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg focus:outline-none"
      >
        {acoes.map((o) => (
          <MenuItem key={o.rotulo} disabled={o.desligado}>
            <button type="button" className={item} onClick={o.acao}>
              <o.Icone className="size-4 text-slate-400" /> {o.rotulo}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
