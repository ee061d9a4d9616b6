import { type AnamnesePaciente, MSG } from '@clinica/contracts';
import { toast } from '@clinica/ui/toast';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import {
  ArrowTopRightOnSquareIcon,
  EllipsisVerticalIcon,
  EyeIcon,
  LinkIcon,
  TrashIcon,
} from '@heroicons/react/20/solid';
import type { ComponentType, SVGProps } from 'react';

const item =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:bg-slate-100';

type Props = { anamnese: AnamnesePaciente; podeExcluir: boolean; onVer: () => void; onExcluir: () => void };

/** View (only when signed), open in a new tab, copy the link, delete (only when unsigned). */
export function AcoesAnamnese({ anamnese, podeExcluir, onVer, onExcluir }: Props) {
  const link = `${window.location.origin}/assinar/anamnese/${anamnese.codigo}`;
  const assinada = anamnese.status === 'Assinada';
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(MSG.anamneses.linkCopiado);
    } catch {
      toast.error(MSG.anamneses.erroCopiar);
    }
  };
  const opcoes: {
    rotulo: string;
    Icone: ComponentType<SVGProps<SVGSVGElement>>;
    acao: () => void;
    desligado?: boolean;
  }[] = [
    { rotulo: 'Visualizar', Icone: EyeIcon, acao: onVer, desligado: !assinada },
    {
      rotulo: 'Abrir em nova aba',
      Icone: ArrowTopRightOnSquareIcon,
      acao: () => window.open(link, '_blank', 'noopener'),
    },
    { rotulo: 'Copiar link', Icone: LinkIcon, acao: copiar },
    { rotulo: 'Excluir', Icone: TrashIcon, acao: onExcluir, desligado: assinada || !podeExcluir },
  ];
  return (
    <Menu>
      <MenuButton
        aria-label={`Ações da anamnese ${anamnese.id}`}
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
