import { temPermissao, type UsuarioComPermissoes } from '@clinica/domain';
import { Card } from '@clinica/ui/card';
import { ArrowRightIcon } from '@heroicons/react/20/solid';
import { Link } from 'wouter';
import { TODOS_OS_ITENS } from '../../layout/menu';

/** 'Acesso rápido': the modules the user's profile may open. */
export function AtalhosRapidos({ usuario }: { usuario: UsuarioComPermissoes }) {
  const atalhos = TODOS_OS_ITENS.filter((i) => i.caminho !== '/home' && temPermissao(usuario, i.permissao));
  return (
    <Card title="Acesso rápido" description="Os módulos que o seu perfil permite usar.">
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {atalhos.map((a) => (
          <li key={a.caminho}>
            <Link
              href={a.caminho}
              className="group flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-3 text-sm font-medium text-slate-700 transition-colors hover:border-teal-300 hover:bg-teal-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
            >
              <a.icone className="size-5 text-teal-600" />
              <span className="flex-1">{a.rotulo}</span>
              <ArrowRightIcon className="size-4 text-slate-300 group-hover:text-teal-600" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
