import type { UsuarioSessao } from '@clinica/contracts';
import { MSG } from '@clinica/contracts';
import { temPermissao } from '@clinica/domain';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import {
  ArrowRightStartOnRectangleIcon,
  DevicePhoneMobileIcon,
  UserCircleIcon,
} from '@heroicons/react/24/outline';
import { useRef } from 'react';
import { Link } from 'wouter';
import { type PropsAdiadas, useAoMontar } from '../lib/controle-adiado';
import { classeBotaoUsuario, RostoUsuario } from './rosto-usuario';

const itemClasse =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900';

type Props = { usuario: UsuarioSessao; onSair: () => void; onSairDeTodos: () => void } & PropsAdiadas;

/** The user's menu in the navbar (loaded on approach, lib/controle-adiado.tsx). */
export function MenuUsuario({ usuario, onSair, onSairDeTodos, ...adiado }: Props) {
  const botao = useRef<HTMLButtonElement>(null);
  useAoMontar(botao, adiado);
  return (
    <Menu as="div" className="relative">
      <MenuButton ref={botao} className={classeBotaoUsuario} aria-label="Menu do usuário">
        <RostoUsuario nome={usuario.nome} />
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
            <button type="button" onClick={onSair} className={itemClasse}>
              <ArrowRightStartOnRectangleIcon className="size-5 text-slate-400" /> Sair
            </button>
          </MenuItem>
          <MenuItem>
            <button type="button" onClick={onSairDeTodos} className={itemClasse}>
              <DevicePhoneMobileIcon className="size-5 text-slate-400" /> {MSG.sessao.sairDeTodos}
            </button>
          </MenuItem>
        </div>
      </MenuItems>
    </Menu>
  );
}
