import { type AnamnesePaciente, MSG } from '@clinica/contracts';
import { type AcaoMenu, MenuAcoes } from '@clinica/ui/menu-acoes';
import { toast } from '@clinica/ui/toast';
import {
  ArrowPathIcon,
  ArrowTopRightOnSquareIcon,
  EyeIcon,
  LinkIcon,
  TrashIcon,
} from '@heroicons/react/20/solid';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';

type Props = {
  anamnese: AnamnesePaciente;
  podeExcluir: boolean;
  podeReenviar: boolean;
  onVer: () => void;
  onExcluir: () => void;
};

/**
 * View (only when signed), open in a new tab, copy the link, 'Reenviar link' (only when unsigned:
 * a new code, the old link stops opening, the new one is copied), delete (only when unsigned).
 */
export function AcoesAnamnese({ anamnese, podeExcluir, podeReenviar, onVer, onExcluir }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const linkDe = (codigo: string) => `${window.location.origin}/assinar/anamnese/${codigo}`;
  const link = linkDe(anamnese.codigo);
  const assinada = anamnese.status === 'Assinada';
  const copiarTexto = async (texto: string, sucesso: string) => {
    try {
      await navigator.clipboard.writeText(texto);
      toast.success(sucesso);
    } catch {
      toast.error(MSG.anamneses.erroCopiar);
    }
  };
  const copiar = () => copiarTexto(link, MSG.anamneses.linkCopiado);
  const reenviar = useMutation(
    trpc.anamnese.reenviarLink.mutationOptions({
      onSuccess: async (nova) => {
        await queryClient.invalidateQueries(trpc.anamnese.pathFilter());
        await copiarTexto(linkDe(nova.codigo), MSG.geral.linkReenviado);
      },
      onError: (e) => toast.error(mensagemDeErro(e, MSG.geral.erroInterno)),
    }),
  );
  const opcoes: AcaoMenu[] = [
    { rotulo: 'Visualizar', Icone: EyeIcon, acao: onVer, desligado: !assinada },
    {
      rotulo: 'Abrir em nova aba',
      Icone: ArrowTopRightOnSquareIcon,
      acao: () => window.open(link, '_blank', 'noopener'),
    },
    { rotulo: 'Copiar link', Icone: LinkIcon, acao: copiar },
    {
      rotulo: 'Reenviar link',
      Icone: ArrowPathIcon,
      acao: () => reenviar.mutate({ id: anamnese.id }),
      desligado: assinada || !podeReenviar || reenviar.isPending,
    },
    { rotulo: 'Excluir', Icone: TrashIcon, acao: onExcluir, desligado: assinada || !podeExcluir },
  ];
  return <MenuAcoes rotulo={`Ações da anamnese ${anamnese.id}`} acoes={opcoes} />;
}
