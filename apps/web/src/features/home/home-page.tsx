import { MSG } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { Card } from '@clinica/ui/card';
import { EmptyState } from '@clinica/ui/empty-state';
import { PageHeader } from '@clinica/ui/page-header';
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { clsx } from 'clsx';
import { lazy, Suspense, useRef } from 'react';
import { useUsuario } from '../../lib/sessao';
import { usePertoDaTela } from '../../lib/use-perto-da-tela';
import { AlertasEstoque } from './alertas-estoque';
import { AtalhosRapidos } from './atalhos-rapidos';
import { CartoesDetalhe } from './cartoes-detalhe';
import { CartoesMetricas } from './cartoes-metricas';
import { EsqueletoFinanceiro, EsqueletoGrafico, EsqueletoPacientes } from './esqueletos-dashboard';
import { PrimeirosPassos } from './primeiros-passos';
import { SeletorMes } from './seletor-mes';
import { TabelaPacientes } from './tabela-pacientes';
import { useDashboard } from './use-dashboard';

/**
 * recharts is heavy: the chart is its own chunk, fetched only when its card nears the screen
 * (below the cards on a phone, often below the fold on a laptop), never with the first screen.
 */
const GraficoMensal = lazy(() => import('./grafico-mensal'));

/** The chart's place: its skeleton (same height, no jump) until the card comes near the screen. */
function GraficoQuandoVisivel({ meses }: { meses: Parameters<typeof GraficoMensal>[0]['meses'] }) {
  const lugar = useRef<HTMLDivElement>(null);
  const perto = usePertoDaTela(lugar);
  return (
    <div ref={lugar}>
      {perto ? (
        <Suspense fallback={<EsqueletoGrafico />}>
          <GraficoMensal meses={meses} />
        </Suspense>
      ) : (
        <EsqueletoGrafico />
      )}
    </div>
  );
}

/**
 * /home, the dashboard: the chosen month's money (cards, details and a 12-month chart) and the
 * patients table, each only for users allowed to see it, then the shortcuts. The server
 * computes every figure (docs/decisions.md, "Dashboard").
 */
export default function HomePage() {
  const { data: usuario } = useUsuario();
  const d = useDashboard();
  if (!usuario) return null;
  const primeiroNome = usuario.nome.split(' ')[0];
  const algumaParte = d.partes.financeiro || d.partes.pacientes;
  // Behind the subscription modal, or on the first load: the shapes, not the figures.
  const esperando = d.carregando || d.bloqueado;
  const f = d.dados?.financeiro ?? null;
  const p = d.dados?.pacientes ?? null;

  return (
    <div className="space-y-6">
      <PageHeader
        className="mb-0"
        title="Dashboard"
        description={`Olá, ${primeiroNome}! Bem-vindo(a) à ${usuario.conta.nome}.`}
        actions={
          algumaParte ? (
            <SeletorMes
              mes={d.mes}
              noMesCorrente={d.noMesCorrente}
              anterior={d.anterior}
              proximo={d.proximo}
              irParaCorrente={d.irParaCorrente}
            />
          ) : null
        }
      />

      {d.falhou ? (
        <Card>
          <EmptyState
            icon={ExclamationTriangleIcon}
            title={MSG.dashboard.erroCarregar}
            action={<Button onClick={d.tentarDeNovo}>{MSG.dashboard.tentarNovamente}</Button>}
          />
        </Card>
      ) : (
        <div
          className={clsx('space-y-6 transition-opacity', d.atualizando && 'opacity-60')}
          aria-busy={d.atualizando}
        >
          {d.dados?.estoque ? <AlertasEstoque e={d.dados.estoque} /> : null}
          {d.partes.financeiro && esperando ? <EsqueletoFinanceiro /> : null}
          {f ? (
            <>
              <CartoesMetricas f={f} />
              <CartoesDetalhe f={f} />
            </>
          ) : null}

          <div className="grid gap-6 lg:grid-cols-3">
            {f ? (
              <Card
                title="Receitas e despesas"
                description="Recebido e pago em cada um dos últimos 12 meses"
                className={clsx(d.partes.pacientes ? 'lg:col-span-2' : 'lg:col-span-3')}
              >
                <GraficoQuandoVisivel meses={f.mensal} />
              </Card>
            ) : d.partes.financeiro && esperando ? (
              <div className={clsx(d.partes.pacientes ? 'lg:col-span-2' : 'lg:col-span-3')}>
                <EsqueletoGrafico />
              </div>
            ) : null}
            {p ? (
              <TabelaPacientes p={p} className={f || d.partes.financeiro ? '' : 'lg:col-span-3'} />
            ) : d.partes.pacientes && esperando ? (
              <EsqueletoPacientes />
            ) : null}
          </div>
        </div>
      )}

      {/* Below the figures: drawn above them it pushed what was already on screen down (CLS 0.56 on /home). */}
      <PrimeirosPassos adm={usuario.tipo === 'ADM'} mostrar={!esperando} />

      <AtalhosRapidos usuario={usuario} />
    </div>
  );
}
