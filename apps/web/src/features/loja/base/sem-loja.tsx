import { MSG } from '@clinica/contracts';
import { EmptyState } from '@clinica/ui/empty-state';
import { PageHeader } from '@clinica/ui/page-header';
import { BuildingStorefrontIcon } from '@heroicons/react/24/outline';

/** A store page opened by someone with no store linked to them (the server answered 404). */
export function SemLoja({ titulo }: { titulo: string }) {
  return (
    <div className="space-y-6">
      <PageHeader title={titulo} />
      <EmptyState
        icon={BuildingStorefrontIcon}
        title={MSG.loja.semLoja}
        description={MSG.loja.semLojaDescricao}
      />
    </div>
  );
}
