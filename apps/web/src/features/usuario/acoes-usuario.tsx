import type { Usuario } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import {
  BuildingOfficeIcon,
  CheckCircleIcon,
  EllipsisVerticalIcon,
  NoSymbolIcon,
  PencilSquareIcon,
  TrashIcon,
} from '@heroicons/react/24/outline';
import { clsx } from 'clsx';
import type { ComponentType, SVGProps } from 'react';

export type AcoesUsuarioProps = {
  usuario: Usuario;
  podeEditar: boolean;
  onEditar: (u: Usuario) => void;
  onAlternarStatus: (u: Usuario) => void;
  onUnidades: (u: Usuario) => void;
  onExcluir: (u: Usuario) => void;
};

type Acao = {
  rotulo: string;
  icone: ComponentType<SVGProps<SVGSVGElement>>;
  perigo?: boolean;
  fazer: () => void;
};

const itemClasse =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900';

/** A row's actions: icon buttons from `md` up; on phones one '⋯' menu, so the name keeps its width. */
export function AcoesUsuario({ usuario: u, podeEditar, ...on }: AcoesUsuarioProps) {
  const acoes: Acao[] = [
    ...(podeEditar ? [{ rotulo: 'Editar', icone: PencilSquareIcon, fazer: () => on.onEditar(u) }] : []),
    ...(podeEditar
      ? [
          {
            rotulo: u.ativo ? 'Desativar' : 'Ativar',
            icone: u.ativo ? NoSymbolIcon : CheckCircleIcon,
            fazer: () => on.onAlternarStatus(u),
          },
        ]
      : []),
    { rotulo: 'Unidades', icone: BuildingOfficeIcon, fazer: () => on.onUnidades(u) },
    ...(podeEditar
      ? [{ rotulo: 'Excluir', icone: TrashIcon, perigo: true, fazer: () => on.onExcluir(u) }]
      : []),
  ];
  const rotuloCompleto = (a: Acao) =>
    a.rotulo === 'Unidades' ? `Unidades de ${u.nome}` : `${a.rotulo} ${u.nome}`;

  return (
    <>
      <div className="hidden justify-end gap-1 md:flex">
        {acoes.map((a) => (
          <Button
            key={a.rotulo}
            variant="ghost"
            size="sm"
            aria-label={rotuloCompleto(a)}
            title={a.rotulo}
            icon={<a.icone />}
            onClick={a.fazer}
          />
        ))}
      </div>
      <Menu as="div" className="flex justify-end md:hidden">
        <MenuButton
          aria-label={`Ações de ${u.nome}`}
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
        >
          <EllipsisVerticalIcon className="size-5" aria-hidden="true" />
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          transition
          className="z-40 mt-1 w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg transition data-closed:scale-95 data-closed:opacity-0 focus:outline-none"
        >
          {acoes.map((a) => (
            <MenuItem key={a.rotulo}>
              <button
                type="button"
                onClick={a.fazer}
                className={clsx(itemClasse, a.perigo && 'text-rose-700 data-focus:text-rose-800')}
              >
                <a.icone className={clsx('size-5', a.perigo ? 'text-rose-500' : 'text-slate-400')} />
                {a.rotulo}
              </button>
            </MenuItem>
          ))}
        </MenuItems>
      </Menu>
    </>
  );
}
