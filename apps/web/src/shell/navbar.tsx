import type { UsuarioSessao } from '@clinica/contracts';
import { MSG } from '@clinica/contracts';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { Bars3Icon } from '@heroicons/react/24/outline';
import { type ReactNode, useState } from 'react';
import { criarControleAdiado } from '../lib/controle-adiado';
import { useSair, useSairDeTodos } from '../lib/use-sair';
import { classeBotaoUsuario, RostoUsuario } from './rosto-usuario';

/** Headless UI's Menu (and @floating-ui) load when the button is approached, not on /home's first visit. */
const MenuAdiado = criarControleAdiado(() => import('./menu-usuario').then((m) => m.MenuUsuario));

type Props = {
  usuario: UsuarioSessao;
  /** Left of the user menu: the app's notices, passed in by the composition (app/). */
  avisos?: ReactNode;
  onAbrirMenu: () => void;
};

export function Navbar({ usuario, avisos, onAbrirMenu }: Props) {
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
      {avisos}
      <MenuAdiado
        usuario={usuario}
        onSair={sair}
        onSairDeTodos={() => setConfirmando(true)}
        substituto={(eventos) => (
          <div className="relative">
            <button
              type="button"
              className={classeBotaoUsuario}
              aria-label="Menu do usuário"
              aria-haspopup="menu"
              aria-expanded={false}
              {...eventos}
            >
              <RostoUsuario nome={usuario.nome} />
            </button>
          </div>
        )}
      />
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
