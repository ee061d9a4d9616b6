import { MSG } from '@clinica/contracts';
import { type AcaoMenu, MenuAcoes } from '@clinica/ui/menu-acoes';
import { toast } from '@clinica/ui/toast';
import {
  ArchiveBoxIcon,
  ArrowPathIcon,
  ArrowTopRightOnSquareIcon,
  LinkIcon,
  TrashIcon,
} from '@heroicons/react/20/solid';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { usePode } from '../../lib/use-pode';
import { ASSINAVEL, filtroRegistros, linkAssinar, type TipoRegistro } from './registro';

type Props = {
  tipo: TipoRegistro;
  registro: { id: number; codigo: string; status: string };
  /** The menu button's name ('Ações de …'). */
  rotulo: string;
  /** The kind's own entries, first in the menu (view, edit, print). */
  conteudo: AcaoMenu[];
  /** 'Arquivar' (a document, ADM) or 'Excluir' (an anamnesis, archived too): opens its confirmation. */
  onRetirar: () => void;
};

/**
 * A record's '⋮' menu: the kind's own entries, then the link's ('Abrir em nova aba', 'Copiar
 * link', 'Reenviar link' until signed: a new code, the old link stops opening, the new one is
 * copied) and the way out of the list ('Arquivar' for ADM, or 'Excluir' until signed).
 */
export function AcoesRegistro({ tipo, registro, rotulo, conteudo, onRetirar }: Props) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const queryClient = useQueryClient();
  const pode = usePode();
  const { msg, retirar } = ASSINAVEL[tipo];
  const assinado = registro.status === ASSINAVEL[tipo].assinado;
  const link = linkAssinar(tipo, registro.codigo);
  const copiarTexto = async (texto: string, sucesso: string) => {
    try {
      await navigator.clipboard.writeText(texto);
      toast.success(sucesso);
    } catch {
      toast.error(msg.erroCopiar);
    }
  };
  const reenviar = useMutation({
    // Either kind's router: what the menu needs of the answer is the new code.
    mutationFn: async (id: number): Promise<{ codigo: string }> => cliente[tipo].reenviarLink.mutate({ id }),
    onSuccess: async (novo) => {
      await queryClient.invalidateQueries(filtroRegistros(trpc, tipo));
      await copiarTexto(linkAssinar(tipo, novo.codigo), MSG.geral.linkReenviado);
    },
    onError: (e) => toast.error(mensagemDeErro(e, MSG.geral.erroInterno)),
  });
  const saida: AcaoMenu[] =
    retirar.modo === 'arquivar'
      ? pode(retirar.requisito)
        ? [{ rotulo: MSG.arquivamento.arquivar, Icone: ArchiveBoxIcon, acao: onRetirar }]
        : []
      : [
          {
            rotulo: 'Excluir',
            Icone: TrashIcon,
            acao: onRetirar,
            desligado: assinado || !pode(retirar.requisito),
          },
        ];
  const opcoes: AcaoMenu[] = [
    ...conteudo,
    {
      rotulo: 'Abrir em nova aba',
      Icone: ArrowTopRightOnSquareIcon,
      acao: () => window.open(link, '_blank', 'noopener'),
    },
    { rotulo: 'Copiar link', Icone: LinkIcon, acao: () => copiarTexto(link, msg.linkCopiado) },
    {
      rotulo: 'Reenviar link',
      Icone: ArrowPathIcon,
      acao: () => reenviar.mutate(registro.id),
      desligado: !pode(ASSINAVEL[tipo].reenviar) || assinado || reenviar.isPending,
    },
    ...saida,
  ];
  return <MenuAcoes rotulo={rotulo} acoes={opcoes} />;
}
