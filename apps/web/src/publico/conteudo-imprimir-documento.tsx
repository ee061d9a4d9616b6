import { DocumentoConteudo } from './documento-conteudo';
import type { PropsConteudoImprimir } from './registro-publico';

/** A term or contract on the print view: its heading, header, text, city and date. */
export default function ConteudoImprimirDocumento({ dados }: PropsConteudoImprimir<'documento'>) {
  return <DocumentoConteudo doc={dados} />;
}
