import { Spinner } from '@clinica/ui/spinner';

export function CarregandoPagina() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-8 text-teal-600" label="Carregando" />
    </div>
  );
}
