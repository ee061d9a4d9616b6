import { MSG, telaClinicaDoCaminho } from '@clinica/contracts';
import type { RequisitoAcesso } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { ArrowRightIcon } from '@heroicons/react/20/solid';
import { Link } from 'wouter';
import { VERSAO } from '../../lib/versao';
import { NOVIDADES } from './novidades';

/** Built once: an Intl formatter per call cost ~1 ms each on a slow phone (twelve per render). */
const FORMATO_DATA_LONGA = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dataLonga = (iso: string) => FORMATO_DATA_LONGA.format(new Date(`${iso}T12:00:00Z`));

type Props = { aberto: boolean; onFechar: () => void; pode: (p: RequisitoAcesso) => boolean };

/**
 * The what's-new dialog. It sits closed in every page's shell, so the list is its own component:
 * built only when the dialog opens, not on each render of the shell.
 */
export function DialogoNovidades({ aberto, onFechar, pode }: Props) {
  return (
    <Dialog
      open={aberto}
      onClose={onFechar}
      title={MSG.app.novidadesTitulo}
      description={`O que mudou no Clínica até a versão ${VERSAO}.`}
      maxWidth="xl"
      fullScreenOnMobile
      footer={<Button onClick={onFechar}>Entendi</Button>}
    >
      <ListaNovidades onFechar={onFechar} pode={pode} />
    </Dialog>
  );
}

/** The what's-new list: twelve entries, newest first, each with a link to its screen. */
function ListaNovidades({ onFechar, pode }: Omit<Props, 'aberto'>) {
  return (
    <ol className="-my-3 divide-y divide-slate-100">
      {NOVIDADES.map((n) => {
        const tela = telaClinicaDoCaminho(n.rota);
        const permitido = !tela || pode(tela.menu?.permissao ?? tela.permissao);
        return (
          <li key={n.titulo} className="py-3.5">
            <time dateTime={n.data} className="text-xs font-medium text-teal-700">
              {dataLonga(n.data)}
            </time>
            <h3 className="mt-0.5 font-semibold text-slate-900">{n.titulo}</h3>
            <p className="mt-1 leading-6 text-slate-600">{n.descricao}</p>
            {permitido ? (
              <Link
                href={n.rota}
                onClick={onFechar}
                className="mt-1 -ml-1 inline-flex min-h-11 items-center gap-1 rounded-md px-1 font-medium text-teal-700 hover:text-teal-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
              >
                Abrir {tela?.menu?.rotulo ?? 'a tela'}
                <ArrowRightIcon className="size-4" aria-hidden="true" />
              </Link>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
