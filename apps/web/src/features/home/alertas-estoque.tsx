import type { DashboardEstoque } from '@clinica/contracts';
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { Link } from 'wouter';

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/**
 * The stock that calls for action, above the figures: products low or out of stock, lots
 * expiring within 30 days or expired. Nothing at all when the stock is fine — an empty
 * warning would teach people to ignore it.
 */
export function AlertasEstoque({ e }: { e: DashboardEstoque }) {
  const itens = [
    e.lotes_vencidos > 0 && plural(e.lotes_vencidos, 'lote vencido em estoque', 'lotes vencidos em estoque'),
    e.lotes_a_vencer > 0 &&
      plural(e.lotes_a_vencer, 'lote vence em até 30 dias', 'lotes vencem em até 30 dias'),
    e.sem_estoque > 0 && plural(e.sem_estoque, 'produto sem estoque', 'produtos sem estoque'),
    e.abaixo_minimo > 0 && plural(e.abaixo_minimo, 'produto abaixo do mínimo', 'produtos abaixo do mínimo'),
  ].filter((x): x is string => Boolean(x));
  if (itens.length === 0) return null;
  return (
    <section
      aria-label="Alertas de estoque"
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:items-center"
    >
      <ExclamationTriangleIcon className="size-6 shrink-0 text-amber-600" aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-center">
        <ul className="flex flex-1 flex-wrap gap-x-4 gap-y-1 text-sm text-amber-900">
          {itens.map((t) => (
            <li key={t} className="font-medium">
              {t}
            </li>
          ))}
        </ul>
        <Link
          href="/produtos"
          className="-mx-3 shrink-0 self-start rounded-lg px-3 py-1.5 text-sm font-semibold text-amber-800 hover:bg-amber-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-500 sm:mx-0 sm:self-auto"
        >
          Ver produtos
        </Link>
      </div>
    </section>
  );
}
