import type { UsuarioSessao } from '@clinica/contracts';
import { MSG } from '@clinica/contracts';
import { temPermissao } from '@clinica/domain';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import {
  ArrowRightStartOnRectangleIcon,
  Bars3Icon,
  DevicePhoneMobileIcon,
  UserCircleIcon,
} from '@heroicons/react/24/outline';
import { useState } from 'react';
import { Link } from 'wouter';
import { AvisosDoApp } from '../features/instalacao/avisos-do-app';
import { useSair, useSairDeTodos } from '../lib/use-sair';

const iniciais = (nome: string) =>
  nome
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join('');

const itemClasse =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900';

export function Navbar({ usuario, onAbrirMenu }: { usuario: UsuarioSessao; onAbrirMenu: () => void }) {
  const sair = useSair();
  const sairDeTodos = useSairDeTodos();
  const [confirmando, setConfirmando] = useState(false);
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-1 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
      <button
        type="button"
        onClick={onAbrirMenu}
        className="-ml-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 md:hidden"
        aria-label="Abrir menu"
      >
        <Bars3Icon className="size-6" />
      </button>
      <div className="flex-1" />
      <AvisosDoApp pode={(p) => temPermissao(usuario, p)} />
      <Menu as="div" className="relative">
        <MenuButton
          className="flex min-h-11 items-center gap-2 rounded-full p-1.5 hover:bg-slate-100 sm:pr-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
          aria-label="Menu do usuário"
        >
          <span className="flex size-8 items-center justify-center rounded-full bg-teal-700 text-xs font-semibold text-white">
            {iniciais(usuario.nome)}
          </span>
          <span className="hidden max-w-40 truncate text-sm font-medium text-slate-700 sm:block">
            {usuario.nome}
          </span>
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          transition
          className="z-40 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg transition data-closed:scale-95 data-closed:opacity-0 focus:outline-none"
        >
          <div className="border-b border-slate-100 px-3 pt-1.5 pb-2.5">
            <p className="truncate text-sm font-medium text-slate-900">{usuario.nome}</p>
            <p className="truncate text-xs text-slate-500">{usuario.email}</p>
          </div>
          <div className="pt-1.5">
            {temPermissao(usuario, 'ADM') && (
              <MenuItem>
                <Link href="/conta" className={itemClasse}>
                  <UserCircleIcon className="size-5 text-slate-400" /> Minha conta
                </Link>
              </MenuItem>
            )}
            <MenuItem>
              <button type="button" onClick={sair} className={itemClasse}>
                <ArrowRightStartOnRectangleIcon className="size-5 text-slate-400" /> Sair
              </button>
            </MenuItem>
            <MenuItem>
              <button type="button" onClick={() => setConfirmando(true)} className={itemClasse}>
                <DevicePhoneMobileIcon className="size-5 text-slate-400" /> {MSG.sessao.sairDeTodos}
              </button>
            </MenuItem>
          </div>
        </MenuItems>
      </Menu>
      <ConfirmDialog
        open={confirmando}
        title={MSG.sessao.sairDeTodos}
        message={MSG.sessao.confirmarSairDeTodos}
        confirmLabel="Sair de todos"
        tone="danger"
        loading={sairDeTodos.pendente}
        onConfirm={() => void sairDeTodos.executar()}
        onCancel={() => setConfirmando(false)}
      />
    </header>
  );
}
