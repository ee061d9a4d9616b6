import { MSG, TODAS_AS_TELAS } from '@clinica/contracts';
import { buttonClasses } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { LockClosedIcon, MapIcon, WrenchScrewdriverIcon } from '@heroicons/react/24/outline';
import { Link } from 'wouter';

const voltar = (
  <Link href="/home" className={buttonClasses('secondary')}>
    Voltar ao Dashboard
  </Link>
);

export function SemPermissao() {
  return (
    <EmptyState
      icon={LockClosedIcon}
      title="Acesso negado"
      description={MSG.geral.semPermissao}
      action={voltar}
    />
  );
}

/** A catalogued screen whose page is not built yet, or a path that does not exist. */
export function PaginaIndisponivel({ caminho }: { caminho: string }) {
  const item = TODAS_AS_TELAS.find((t) => t.caminho === caminho)?.menu;
  if (item) {
    return (
      <EmptyState
        icon={WrenchScrewdriverIcon}
        title={`${item.rotulo}: módulo em preparação`}
        description="Esta área ainda não está disponível nesta versão."
        action={voltar}
      />
    );
  }
  return (
    <EmptyState
      icon={MapIcon}
      title="Página não encontrada"
      description="O endereço acessado não existe."
      action={voltar}
    />
  );
}
