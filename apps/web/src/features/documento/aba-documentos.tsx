import { MSG } from '@clinica/contracts';
import { Badge } from '@clinica/ui/badge';
import { Dialog } from '@clinica/ui/dialog';
import { EyeIcon, PencilSquareIcon, PrinterIcon } from '@heroicons/react/20/solid';
import { DocumentTextIcon } from '@heroicons/react/24/outline';
import { formatarData } from '../../lib/formatar';
import { HtmlSeguro } from '../../publico/html-seguro';
import { LinkTutorial } from '../ajuda/link-tutorial';
import { caminhoImprimir } from '../assinatura-digital/registro';
import type { AbaRegistro } from '../assinatura-digital/registros-paciente';
import { DocumentoDialog } from './documento-dialog';

/**
 * Record tab 'Documentos e Termos': the patient's terms and contracts on the signable records'
 * tab. What only a document has: the title with its kind, editing the text until signed, the
 * text in a dialog and the print view in the menu.
 */
export const ABA_DOCUMENTOS: AbaRegistro<'documento'> = {
  tipo: 'documento',
  titulo: 'Documentos e Termos',
  legenda: 'Documentos do paciente',
  busca: 'Pesquisar documentos...',
  icone: DocumentTextIcon,
  vazio: MSG.documentos.vazio,
  ajudaVazio: <LinkTutorial guia="assinatura-whatsapp">Como enviar um termo para assinar</LinkTutorial>,
  nome: (d) => d.titulo,
  rotuloAcoes: (d) => `Ações de ${d.titulo}`,
  colunas: [
    {
      key: 'titulo',
      header: 'Título',
      render: (d) => (
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{d.titulo}</span>
          <Badge tone={d.tipo === 'CONTRATO' ? 'blue' : 'primary'}>
            {d.tipo === 'CONTRATO' ? 'Contrato' : 'Termo'}
          </Badge>
          {d.tipo_termo === 'uso_imagem' && <Badge tone="blue">Uso de imagem</Badge>}
        </div>
      ),
    },
    { key: 'criado', header: 'Criado em', hideOnMobile: true, render: (d) => formatarData(d.criado_em) },
  ],
  novo: {
    rotulo: 'Novo Documento',
    requisito: 'TERMOS_CRIAR',
    dialogo: (idPaciente, fechar) => (
      <DocumentoDialog idPaciente={idPaciente} documento={null} onFechar={fechar} />
    ),
  },
  acoes: (d, abrir, pode) => [
    {
      rotulo: 'Editar',
      Icone: PencilSquareIcon,
      acao: () =>
        abrir((fechar) => <DocumentoDialog idPaciente={d.id_paciente} documento={d} onFechar={fechar} />),
      desligado: !pode('TERMOS_EDITAR') || d.status === 'Assinado',
    },
    {
      rotulo: 'Visualizar',
      Icone: EyeIcon,
      acao: () =>
        abrir((fechar) => (
          <Dialog open onClose={fechar} title={d.titulo} maxWidth="4xl">
            <div className="space-y-4">
              <HtmlSeguro html={d.cabecalho} />
              <HtmlSeguro html={d.corpo} />
            </div>
          </Dialog>
        )),
    },
    {
      rotulo: 'Imprimir',
      Icone: PrinterIcon,
      acao: () => window.open(caminhoImprimir('documento', d.codigo), '_blank', 'noopener'),
    },
  ],
};
