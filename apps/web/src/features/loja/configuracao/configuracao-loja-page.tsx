import { PageHeader } from '@clinica/ui/page-header';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lerFalha } from '../../../lib/erros';
import { useTRPC } from '../../../lib/trpc';
import { EsqueletoConteudo } from '../../../shell/esqueletos';
import { SemLoja } from '../base/sem-loja';
import { FormularioLoja } from './formulario-loja';

/** /store: the settings of the caller's own store (spec 03 §2 'Store settings'). */
export default function ConfiguracaoLojaPage() {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const loja = useQuery(trpc.loja.configuracao.get.queryOptions());
  const falha = loja.isError ? lerFalha(loja.error) : null;
  if (falha?.tipo === 'resposta' && falha.status === 404) return <SemLoja titulo="Configurações da loja" />;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Configurações da loja"
        description="Nome, link, redes sociais, endereço, logo e banners da sua loja."
      />
      {loja.isError && <p className="text-sm text-rose-700">Erro ao carregar a loja.</p>}
      {loja.data ? (
        <FormularioLoja
          key={loja.data.id}
          loja={loja.data}
          onSalva={(l) => {
            qc.setQueryData(trpc.loja.configuracao.get.queryKey(), l);
            qc.invalidateQueries(trpc.loja.base.pathFilter());
          }}
        />
      ) : (
        !loja.isError && <EsqueletoConteudo />
      )}
    </div>
  );
}
