import { MSG } from '@clinica/contracts';
import { Badge } from '@clinica/ui/badge';
import { formatarDataHora } from '../../lib/formatar';

type Props = {
  status: string;
  assinado: boolean;
  assinadoEm: string | null;
  novo: boolean;
  /** Brought from the old system (issue 39): signed there, not here. */
  importado?: boolean;
};

/**
 * A signed record's status on the patient's tabs (issue 19): 'Assinado' with the moment, and
 * 'novo' for its creator while the signature is news to them (see useNovosDoPaciente).
 */
export function StatusAssinatura({ status, assinado, assinadoEm, novo, importado = false }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
      <Badge tone={assinado ? 'green' : 'yellow'}>{status}</Badge>
      {assinado && importado && <Badge tone="gray">{MSG.documentos.assinadoNoSistemaAnterior}</Badge>}
      {novo && (
        <Badge tone="primary" className="uppercase">
          {MSG.notificacoes.novo}
        </Badge>
      )}
      {assinado && assinadoEm && (
        <time dateTime={assinadoEm} className="text-xs text-slate-500 tabular-nums">
          {formatarDataHora(assinadoEm)}
        </time>
      )}
    </div>
  );
}
