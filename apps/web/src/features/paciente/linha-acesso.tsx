import type { AcessoPaciente } from '@clinica/contracts';
import { formatarDataHora } from '../../lib/formatar';

const O_QUE: Record<AcessoPaciente['acao'], string> = {
  ficha: 'Abriu a ficha',
  documento: 'Documentos e termos',
  foto: 'Fotos',
  arquivo: 'Arquivos',
  anamnese: 'Anamnese',
  orcamento: 'Orçamentos',
  impressao: 'Impressão',
  exportacao: 'Exportação',
};

/** One read of the record: when, who (a click keeps only that user's reads), what, from where. */
export function LinhaAcesso({
  a,
  onUsuario,
}: {
  a: AcessoPaciente;
  onUsuario: (u: { id: number; nome: string }) => void;
}) {
  const nome = a.usuario ?? 'Usuário removido';
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
      <span className="tabular-nums text-slate-600">{formatarDataHora(a.criado_em)}</span>
      <button
        type="button"
        className="min-h-11 font-medium text-teal-800 underline-offset-2 hover:underline md:min-h-0"
        onClick={() => onUsuario({ id: a.id_usuario, nome })}
        title="Ver só os acessos deste usuário"
      >
        {nome}
      </button>
      <span className="text-slate-900">{O_QUE[a.acao]}</span>
      {a.ip && <span className="break-all text-slate-500">IP {a.ip}</span>}
    </li>
  );
}
