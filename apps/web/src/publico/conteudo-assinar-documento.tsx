import { Card } from '@clinica/ui/card';
import { DocumentoConteudo } from './documento-conteudo';
import type { PropsConteudoAssinar } from './registro-publico';

/** A term or contract on its signing page: the text to read, then the signature. */
export default function ConteudoAssinarDocumento({
  dados,
  cartaoAssinatura,
}: PropsConteudoAssinar<'documento'>) {
  return (
    <>
      <Card>
        <DocumentoConteudo doc={dados} />
      </Card>
      {cartaoAssinatura((assinatura) => ({ assinatura }))}
    </>
  );
}
