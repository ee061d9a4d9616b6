import { type AnamnesePaciente, MSG } from '@clinica/contracts';
import { type AcaoMenu, MenuAcoes } from '@clinica/ui/menu-acoes';
import { toast } from '@clinica/ui/toast';
import { ArrowTopRightOnSquareIcon, EyeIcon, LinkIcon, TrashIcon } from '@heroicons/react/20/solid';

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
  const opcoes: AcaoMenu[] = [
    { rotulo: 'Visualizar', Icone: EyeIcon, acao: onVer, desligado: !assinada },
    {
      rotulo: 'Abrir em nova aba',
      Icone: ArrowTopRightOnSquareIcon,
      acao: () => window.open(link, '_blank', 'noopener'),
    },
    { rotulo: 'Copiar link', Icone: LinkIcon, acao: copiar },
    { rotulo: 'Excluir', Icone: TrashIcon, acao: onExcluir, desligado: assinada || !podeExcluir },
  ];
  return <MenuAcoes rotulo={`Ações da anamnese ${anamnese.id}`} acoes={opcoes} />;
}
