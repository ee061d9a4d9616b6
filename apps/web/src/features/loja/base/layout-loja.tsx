import { TELAS_LOJA, type UsuarioSessao } from '@clinica/contracts';
import { papelLojaPermite } from '@clinica/domain';
import { ArrowUturnLeftIcon, BuildingStorefrontIcon } from '@heroicons/react/24/outline';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ICONES_TELAS } from '../../../lib/icones-telas';
import { useTRPC } from '../../../lib/trpc';
import { GavetaMenu } from '../../../shell/menu-lateral';
import { Navbar } from '../../../shell/navbar';

type Props = { usuario: UsuarioSessao; avisos?: ReactNode; children: ReactNode };

/** The store's own menu: a dark column, so the back office never looks like a clinic screen. */
function MenuLoja({ usuario, onNavegar }: { usuario: UsuarioSessao; onNavegar?: () => void }) {
  const [local] = useLocation();
  const trpc = useTRPC();
  const contexto = useQuery({ ...trpc.loja.base.contexto.queryOptions(), staleTime: 60_000 });
  const itens = TELAS_LOJA.filter((t) => papelLojaPermite(usuario.papel_loja, t.papeis));
  const loja = contexto.data?.loja;
  return (
    <div className="flex h-full flex-col bg-slate-900 text-slate-200">
      <div className="flex h-16 shrink-0 items-center gap-2.5 border-b border-white/10 px-4">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-amber-400 text-slate-900">
          <BuildingStorefrontIcon className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-white">Loja</p>
          <p className="truncate text-xs text-slate-400" title={loja?.nome}>
            {contexto.isPending
              ? '…'
              : (loja?.nome ?? (usuario.papel_loja === 'admin' ? 'Operador' : 'Sem loja'))}
          </p>
        </div>
      </div>
      <nav aria-label="Menu da loja" className="flex-1 space-y-1 overflow-y-auto p-3">
        {itens.map((i) => {
          const atual = local === i.caminho || local.startsWith(`${i.caminho}/`);
          const Icone = ICONES_TELAS[i.menu.icone];
          return (
            <Link
              key={i.caminho}
              href={i.caminho}
              onClick={onNavegar}
              aria-current={atual ? 'page' : undefined}
              className={clsx(
                'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-400',
                atual ? 'bg-white/10 text-white' : 'text-slate-300 hover:bg-white/5 hover:text-white',
              )}
            >
              <Icone className={clsx('size-5 shrink-0', atual ? 'text-amber-400' : 'text-slate-500')} />
              <span className="truncate">{i.menu.rotulo}</span>
            </Link>
          );
        })}
      </nav>
      <div className="border-t border-white/10 p-3">
        <Link
          href="/home"
          onClick={onNavegar}
          className="flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-300 hover:bg-white/5 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-400"
        >
          <ArrowUturnLeftIcon className="size-5 shrink-0 text-slate-500" />
          Voltar para a clínica
        </Link>
      </div>
    </div>
  );
}

/**
 * The store back office's layout (spec 03: the store pages have a layout of their own): its own
 * dark menu with only the pages the user's papel_loja opens, the product's navbar, the page.
 */
export default function LayoutLoja({ usuario, avisos, children }: Props) {
  const [gavetaAberta, setGavetaAberta] = useState(false);
  return (
    <div className="min-h-dvh bg-slate-50">
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 md:block">
        <MenuLoja usuario={usuario} />
      </aside>
      <GavetaMenu aberta={gavetaAberta} onFechar={() => setGavetaAberta(false)} escura>
        <MenuLoja usuario={usuario} onNavegar={() => setGavetaAberta(false)} />
      </GavetaMenu>
      <div className="md:pl-64">
        <Navbar usuario={usuario} avisos={avisos} onAbrirMenu={() => setGavetaAberta(true)} />
        <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">{children}</main>
      </div>
    </div>
  );
}
