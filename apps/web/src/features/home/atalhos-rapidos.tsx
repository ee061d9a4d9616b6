import { ITENS_DO_MENU, itemVisivel } from '@clinica/contracts';
import { type PapelLoja, temPermissao, type UsuarioComPermissoes } from '@clinica/domain';
import { Card } from '@clinica/ui/card';
import { ArrowRightIcon } from '@heroicons/react/20/solid';
import { Link } from 'wouter';
import { ICONES_TELAS } from '../../lib/icones-telas';

type Props = { usuario: UsuarioComPermissoes & { papel_loja?: PapelLoja } };

/**
 * 'Acesso rápido': the side menu's screens the user may open, by the same rule as the menu (the
 * profile's permissions and, for the store's pages, the user's papel_loja: issue 40).
 */
export const atalhosDe = (usuario: Props['usuario']) =>
  ITENS_DO_MENU.filter(
    (i) => i.caminho !== '/home' && itemVisivel(i, (p) => temPermissao(usuario, p), usuario.papel_loja),
  );

export function AtalhosRapidos({ usuario }: Props) {
  const atalhos = atalhosDe(usuario).map((i) => ({ ...i, icone: ICONES_TELAS[i.icone] }));
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
