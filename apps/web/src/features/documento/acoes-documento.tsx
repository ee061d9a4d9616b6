import { type DocumentoPaciente, MSG } from '@clinica/contracts';
import { type AcaoMenu, MenuAcoes } from '@clinica/ui/menu-acoes';
import { toast } from '@clinica/ui/toast';
import {
  ArrowTopRightOnSquareIcon,
  EyeIcon,
  LinkIcon,
  PencilSquareIcon,
  PrinterIcon,
} from '@heroicons/react/20/solid';

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
  const opcoes: AcaoMenu[] = [
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
  return <MenuAcoes rotulo={`Ações de ${doc.titulo}`} acoes={opcoes} />;
}
