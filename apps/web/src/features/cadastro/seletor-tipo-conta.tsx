import type { TipoConta } from '@clinica/contracts';
import { EscolhaSegmentada } from '@clinica/ui/escolha-segmentada';
import { BuildingOffice2Icon, UserIcon } from '@heroicons/react/24/outline';

const OPCOES = [
  { valor: 'clinica', rotulo: 'Clínica', icone: BuildingOffice2Icon },
  { valor: 'profissional', rotulo: 'Profissional', icone: UserIcon },
] as const;

/** Clinic or professional, as two large choices that fit a thumb on a phone. */
export function SeletorTipoConta(p: { valor: TipoConta; onChange: (v: TipoConta) => void }) {
  return <EscolhaSegmentada rotulo="Tipo" opcoes={OPCOES} {...p} />;
}
