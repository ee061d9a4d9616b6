import type { Lembrete } from '@clinica/contracts';
import { Skeleton } from '@clinica/ui/skeleton';
import { CheckCircleIcon, ClockIcon, ExclamationCircleIcon, NoSymbolIcon } from '@heroicons/react/20/solid';
import { formatarDataHora } from '../../lib/formatar';

/**
 * The reminder's delivery log in the form: when it will go, when it went ('Lembrete enviado em
 * …'), and every failed attempt ('Falhou: …'), so the front desk knows whether the patient was told.
 */
export function LogLembrete({ lembrete: l, carregando }: { lembrete: Lembrete | null; carregando: boolean }) {
  if (carregando) return <Skeleton className="h-12 w-full" />;
  const linhas: { icone: typeof ClockIcon; cor: string; texto: string }[] = [];
  for (const e of l?.entregas ?? []) {
    linhas.push(
      e.sucesso
        ? {
            icone: CheckCircleIcon,
            cor: 'text-green-600',
            texto: `Lembrete enviado em ${formatarDataHora(e.criado_em)}`,
          }
        : {
            icone: ExclamationCircleIcon,
            cor: 'text-rose-600',
            texto: `Falhou: ${e.detalhe ?? 'erro desconhecido'} (${formatarDataHora(e.criado_em)})`,
          },
    );
  }
  if (l?.status === 'pendente') {
    linhas.push({
      icone: ClockIcon,
      cor: 'text-blue-600',
      texto: `Lembrete agendado para ${formatarDataHora(l.enviar_em)}`,
    });
  }
  if (l?.status === 'cancelado') {
    linhas.push({ icone: NoSymbolIcon, cor: 'text-slate-400', texto: 'Lembrete cancelado' });
  }
  return (
    <section
      aria-label="Lembrete por WhatsApp"
      className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3"
    >
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Lembrete por WhatsApp</h3>
      {linhas.length === 0 ? (
        <p className="mt-1.5 text-sm text-slate-500">Nenhum lembrete para este agendamento.</p>
      ) : (
        <ul className="mt-1.5 space-y-1">
          {linhas.map((x) => (
            <li key={x.texto} className="flex items-start gap-2 text-sm text-slate-700">
              <x.icone className={`mt-0.5 size-4 shrink-0 ${x.cor}`} aria-hidden="true" />
              {x.texto}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
