import type { UsuarioSessao } from '@clinica/contracts';
import { type ReactNode, useState } from 'react';
import { useTelaLarga } from '../lib/use-tela-larga';
import { type EntradaMenu, GavetaMenu, MenuLateral } from './menu-lateral';
import { Navbar } from './navbar';

type Props = {
  usuario: UsuarioSessao;
  /** The side menu's entries this user may open (the composition builds them). */
  menu: EntradaMenu[];
  /** The navbar's notices (install offer, news, bell): features the composition passes in. */
  avisos?: ReactNode;
  children: ReactNode;
};

/** Permanent side menu on desktop, a drawer under 768 px, the navbar, and the page. */
export function AppShell({ usuario, menu, avisos, children }: Props) {
  const [gavetaAberta, setGavetaAberta] = useState(false);
  // On a phone the permanent menu (some forty links and icons) is not drawn at all, not only
  // hidden: building it was a good part of /home's first render (issue 22).
  const telaLarga = useTelaLarga();
  return (
    <div className="min-h-dvh">
      {telaLarga ? (
        <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-slate-200 bg-white md:block">
          <MenuLateral entradas={menu} nomeConta={usuario.conta.nome} />
        </aside>
      ) : null}
      <GavetaMenu aberta={gavetaAberta} onFechar={() => setGavetaAberta(false)}>
        <MenuLateral
          entradas={menu}
          nomeConta={usuario.conta.nome}
          onNavegar={() => setGavetaAberta(false)}
        />
      </GavetaMenu>
      <div className="md:pl-64">
        <Navbar usuario={usuario} avisos={avisos} onAbrirMenu={() => setGavetaAberta(true)} />
        <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">{children}</main>
      </div>
    </div>
  );
}
