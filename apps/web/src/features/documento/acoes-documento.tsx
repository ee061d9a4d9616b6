import { type DocumentoPaciente, MSG } from '@clinica/contracts';
import { type AcaoMenu, MenuAcoes } from '@clinica/ui/menu-acoes';
import { toast } from '@clinica/ui/toast';
import {
  ArchiveBoxIcon,
  ArrowPathIcon,
  ArrowTopRightOnSquareIcon,
  EyeIcon,
  LinkIcon,
  PencilSquareIcon,
  PrinterIcon,
} from '@heroicons/react/20/solid';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';

type Props = {
  doc: DocumentoPaciente;
  podeEditar: boolean;
  onEditar: () => void;
  onVer: () => void;
  /** 'Arquivar' (retention, issue 19): given to ADM only. */
  onArquivar?: (() => void) | undefined;
};

/**
 * The row's actions menu: edit (until signed), view, print, open in a new tab, copy the link, and
 * 'Reenviar link' (until signed): a new code, the old link stops opening, the new one is copied.
 */
export function AcoesDocumento({ doc, podeEditar, onEditar, onVer, onArquivar }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const linkDe = (codigo: string) => `${window.location.origin}/assinar/${codigo}`;
  const link = linkDe(doc.codigo);
  const copiarTexto = async (texto: string, sucesso: string) => {
    try {
      await navigator.clipboard.writeText(texto);
      toast.success(sucesso);
    } catch {
      toast.error(MSG.documentos.erroCopiar);
    }
  };
  const copiar = () => copiarTexto(link, MSG.documentos.linkCopiado);
  const reenviar = useMutation(
    trpc.documento.reenviarLink.mutationOptions({
      onSuccess: async (novo) => {
        await queryClient.invalidateQueries(trpc.documento.pathFilter());
        await copiarTexto(linkDe(novo.codigo), MSG.geral.linkReenviado);
      },
      onError: (e) => toast.error(mensagemDeErro(e, MSG.geral.erroInterno)),
    }),
  );
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
    {
      rotulo: 'Reenviar link',
      Icone: ArrowPathIcon,
      acao: () => reenviar.mutate({ id: doc.id }),
      desligado: !podeEditar || doc.status === 'Assinado' || reenviar.isPending,
    },
    ...(onArquivar ? [{ rotulo: MSG.arquivamento.arquivar, Icone: ArchiveBoxIcon, acao: onArquivar }] : []),
  ];
  return <MenuAcoes rotulo={`Ações de ${doc.titulo}`} acoes={opcoes} />;
}
