import { MSG, type PlanoApi } from '@clinica/contracts';
import { botaoPlanoDesabilitado, planoPorPriceId, planosVisiveis, temPlanoAtual } from '@clinica/domain';
import { PageHeader } from '@clinica/ui/page-header';
import { toast } from '@clinica/ui/toast';
import { BeakerIcon, ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { lerFalha } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { Beneficios } from './beneficios';
import { CartaoPlano } from './cartao-plano';
import { ConfirmarPlano } from './confirmar-plano';
import { PlanoAtual } from './plano-atual';
import { usePortal } from './use-portal';

function Aviso({ children, tom }: { children: string; tom: 'amber' | 'sky' }) {
  const cor =
    tom === 'amber' ? 'border-amber-200 bg-amber-50 text-amber-900' : 'border-sky-200 bg-sky-50 text-sky-900';
  const Icone = tom === 'amber' ? ExclamationTriangleIcon : BeakerIcon;
  return (
    <div role="status" className={`flex gap-3 rounded-xl border p-4 text-sm ${cor}`}>
      <Icone className="size-5 shrink-0" aria-hidden="true" />
      {children}
    </div>
  );
}

/** /planos ('Planos e Assinaturas'): current plan, plan cards by account status, checkout. */
export default function PlanosPage() {
  const trpc = useTRPC();
  const cobranca = useQuery(trpc.cobranca.situacao.queryOptions());
  const catalogo = useQuery(trpc.cobranca.planos.queryOptions());
  const portal = usePortal();
  const [escolhido, setEscolhido] = useState<PlanoApi | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const assinar = useMutation(trpc.cobranca.assinar.mutationOptions());

  const sub = cobranca.data?.subscription ?? null;
  const planos = catalogo.data?.planos ?? [];
  const vigente = temPlanoAtual(sub?.status ?? null);
  const precos = Object.fromEntries(planos.map((p) => [p.chave, p.codigo]));
  const chaveAtual = vigente ? planoPorPriceId(precos, sub?.items.data[0]?.price.id) : null;
  const nomeAtual = planos.find((p) => p.chave === chaveAtual)?.nome ?? null;
  const visiveis = planosVisiveis(cobranca.data?.conta.status ?? null)
    .map((c) => planos.find((p) => p.chave === c))
    .filter((p): p is PlanoApi => p !== undefined);
  const carregando = cobranca.isPending || catalogo.isPending || assinar.isPending;

  const escolher = (p: PlanoApi) => {
    // With a current plan, changing it (Premium) happens in the provider's portal.
    if (vigente) return portal.abrir();
    setErro(null);
    setEscolhido(p);
  };
  const confirmar = () => {
    if (!escolhido) return toast.error(MSG.planos.selecionePlano);
    assinar.mutate(
      { codigo: escolhido.codigo, plano: escolhido.nome },
      {
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (e) => {
          const f = lerFalha(e);
          const mensagem = f.tipo === 'resposta' && f.status < 500 ? f.mensagem : MSG.planos.erroAssinar;
          setErro(mensagem);
          toast.error(mensagem);
        },
      },
    );
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Planos e Assinaturas"
        description={nomeAtual ? `Plano atual: ${nomeAtual}` : 'Escolha o plano ideal para a sua clínica.'}
      />
      {sub?.status === 'canceled' && <Aviso tom="amber">{MSG.cobranca.canceladaPlanos}</Aviso>}
      {cobranca.data && !sub && <Aviso tom="amber">{MSG.cobranca.ausente}</Aviso>}
      {catalogo.data?.modo === 'demo' && (
        <Aviso tom="sky">Modo demonstração: o pagamento é simulado e nenhuma cobrança real é feita.</Aviso>
      )}
      {sub && vigente && (
        <PlanoAtual
          nomePlano={nomeAtual}
          subscription={sub}
          gerenciando={portal.carregando}
          onGerenciar={portal.abrir}
        />
      )}
      {cobranca.data && !vigente && <Beneficios />}
      <section aria-label="Planos" className="grid gap-6 pt-3 md:grid-cols-2 xl:max-w-4xl">
        {visiveis.map((p) => (
          <CartaoPlano
            key={p.chave}
            plano={p}
            atual={p.chave === chaveAtual}
            desabilitado={botaoPlanoDesabilitado(p.chave, { carregando, temPlano: vigente })}
            carregando={assinar.isPending && escolhido?.chave === p.chave}
            onEscolher={() => escolher(p)}
          />
        ))}
      </section>
      <ConfirmarPlano
        plano={escolhido}
        enviando={assinar.isPending}
        erro={erro}
        onCancelar={() => setEscolhido(null)}
        onConfirmar={confirmar}
      />
    </div>
  );
}
