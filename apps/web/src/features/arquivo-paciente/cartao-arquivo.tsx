import { type ArquivoPaciente, MSG } from '@clinica/contracts';
import { formatarTamanho } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { toast } from '@clinica/ui/toast';
import { ArrowDownTrayIcon, EyeIcon, TrashIcon } from '@heroicons/react/24/outline';
import { abrirArquivo, salvarArquivo, urlLocal } from '../../lib/arquivos-rest';
import { formatarData } from '../../lib/formatar';
import { AcoesArquivado } from '../arquivamento/acoes-arquivado';

const TIPO: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
};
const falhar = (e: Error) => toast.error(e.message);

/**
 * One patient file's card: kind, name, file name, size and date, notes; view and download; an
 * archived one has 'Restaurar' (ADM), an active one 'Excluir' when `onExcluir` is given.
 */
export function CartaoArquivo({
  a,
  arquivados,
  onExcluir,
}: {
  a: ArquivoPaciente;
  arquivados: boolean;
  onExcluir?: (a: ArquivoPaciente) => void;
}) {
  return (
    <article
      aria-label={a.nome}
      className="flex flex-wrap items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-xs font-semibold text-teal-700">
        {TIPO[a.tipo_mime] ?? 'ARQ'}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="truncate text-sm font-medium text-slate-900">{a.nome}</h3>
        <p className="truncate text-xs text-slate-500">{a.nome_arquivo}</p>
        <p className="text-xs text-slate-500 tabular-nums">
          {formatarTamanho(a.tamanho)} · {formatarData(a.criado_em)}
        </p>
        {a.observacao && <p className="mt-1 line-clamp-2 text-xs text-slate-600">{a.observacao}</p>}
      </div>
      <div className="-mb-1 flex w-full justify-end gap-0.5">
        <Button
          variant="ghost"
          size="sm"
          icon={<EyeIcon />}
          aria-label={`Ver ${a.nome}`}
          onClick={() => abrirArquivo(urlLocal(a.url), MSG.arquivos.erroBaixar).catch(falhar)}
        />
        <Button
          variant="ghost"
          size="sm"
          icon={<ArrowDownTrayIcon />}
          aria-label={`Baixar ${a.nome}`}
          onClick={() =>
            salvarArquivo(urlLocal(a.url), a.nome_arquivo, MSG.arquivos.erroBaixar).catch(falhar)
          }
        />
        {arquivados && <AcoesArquivado recurso="arquivo" id={a.id} nome={a.nome} compacto />}
        {!arquivados && onExcluir && (
          <Button
            variant="ghost"
            size="sm"
            icon={<TrashIcon />}
            aria-label={`Excluir ${a.nome}`}
            onClick={() => onExcluir?.(a)}
          />
        )}
      </div>
    </article>
  );
}
