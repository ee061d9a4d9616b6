import type { TipoMovimentacao } from '@clinica/contracts';
import { EscolhaSegmentada } from '@clinica/ui/escolha-segmentada';
import { ArrowDownTrayIcon, ArrowUpTrayIcon } from '@heroicons/react/24/outline';

const OPCOES = [
  { valor: 'ENTRADA', rotulo: 'Entrada', icone: ArrowDownTrayIcon },
  { valor: 'SAIDA', rotulo: 'Saída', icone: ArrowUpTrayIcon },
] as const;

/** ENTRADA or SAIDA as two large choices. */
export function SeletorTipoMovimentacao(p: {
  valor: TipoMovimentacao;
  onChange: (t: TipoMovimentacao) => void;
}) {
  return <EscolhaSegmentada rotulo="Tipo" opcoes={OPCOES} className="sm:col-span-2" {...p} />;
}
