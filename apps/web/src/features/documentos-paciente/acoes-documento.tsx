import { type DocumentoPaciente, MSG } from '@clinica/contracts';
import { toast } from '@clinica/ui/toast';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import {
  ArrowTopRightOnSquareIcon,
  EllipsisVerticalIcon,
  EyeIcon,
  LinkIcon,
  PencilSquareIcon,
  PrinterIcon,
} from '@heroicons/react/20/solid';
import type { ComponentType, SVGProps } from 'react';

const item =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:bg-slate-100';

type Props = { doc: DocumentoPaciente; podeEditar: boolean; onEditar: () => void; onVer: () => void };

/** The row's actions menu: edit (until signed), view, print, open in a new tab, copy the link. */
export function AcoesDocumento({ doc, podeEditar, onEditar, onVer }: Props) {
  const link = `${window.location.origin}/assinar/${doc.codigo}`;
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(MSG.documentos.linkCopiado);
    } catch {
      toast.error(MSG.documentos.erroCopiar);
    }
  };
  const opcoes: {
    rotulo: string;
    Icone: ComponentType<SVGProps<SVGSVGElement>>;
    acao: () => void;
    desligado?: boolean;
  }[] = [
    {
      rotulo: 'Editar',
      Icone: PencilSquareIcon,
      acao: onEditar,
      desligado: !podeEditar || doc.status === 'Assinado',
    },
    { rotulo: 'Visualizar', Icone: EyeIcon, acao: onVer },
    {
      rotulo: 'Imprimir',
      Icone: PrinterIcon,
      acao: () => window.open(`/imprimir/${doc.codigo}`, '_blank', 'noopener'),
    },
    {
      rotulo: 'Abrir em nova aba',
      Icone: ArrowTopRightOnSquareIcon,
      acao: () => window.open(link, '_blank', 'noopener'),
    },
    { rotulo: 'Copiar link', Icone: LinkIcon, acao: copiar },
  ];
  return (
    <Menu>
      <MenuButton
        aria-label={`Ações de ${doc.titulo}`}
        className="inline-flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
      >
        <EllipsisVerticalIcon className="size-5" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-1 w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg focus:outline-none"
      >
        {opcoes.map((o) => (
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
