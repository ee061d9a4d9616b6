import type { ConsultaPublica, VagaPublica } from '@clinica/contracts';
import { MSG } from '@clinica/contracts/mensagens';
import { Badge, type BadgeTone } from '@clinica/ui/badge';
import { Button } from '@clinica/ui/button';
import { Card } from '@clinica/ui/card';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { Skeleton } from '@clinica/ui/skeleton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'wouter';
import { ehCodigo, mensagemDeErro } from '../lib/erros';
import { formatarDataHora } from '../lib/formatar';
import { consultar, executar } from '../lib/trpc-leve';
import { DetalhesConsulta, telefoneLegivel } from './agendamento-feito';
import type { CadastroCompletado } from './completar-cadastro';
import { EscolhaDeHorario } from './escolha-horario';
import { PaginaPublica, SemDados } from './estados-publicos';

const P = MSG.agendamentoPublico;
// Only a pre-registration sees the form: its zod schema and react-hook-form load with it, not with the page.
const CompletarCadastro = lazy(() => import('./completar-cadastro'));
const TOM: Record<string, BadgeTone> = {
  Agendado: 'blue',
  Confirmado: 'green',
  'Pré-agendado': 'yellow',
  'Cancelado pelo paciente': 'red',
  Reagendada: 'gray',
};
const ATIVOS = ['Agendado', 'Confirmado', 'Pré-agendado'];

type Acao =
  | { tipo: 'confirmar' | 'cancelar' }
  | { tipo: 'reagendar'; vaga: VagaPublica }
  | { tipo: 'cadastro'; dados: CadastroCompletado };

/**
 * /consulta/{codigo}: the patient's own link — see, confirm, cancel or move the appointment, and
 * complete a pre-registration.
 */
export default function ConsultaPage() {
  const { codigo = '' } = useParams<{ codigo: string }>();
  const qc = useQueryClient();
  const chave = ['consultaPublica.get', codigo];
  const consulta = useQuery({
    queryKey: chave,
    queryFn: ({ signal }) => consultar('consultaPublica', 'get', { codigo }, signal),
  });
  const [aviso, setAviso] = useState<string | null>(null);
  const [cancelando, setCancelando] = useState(false);
  const [remarcando, setRemarcando] = useState(false);
  const [vaga, setVaga] = useState<VagaPublica | null>(null);
  const acao = useMutation({
    mutationFn: (a: Acao) => {
      if (a.tipo === 'reagendar')
        return executar('consultaPublica', 'reagendar', { codigo, data_hora: a.vaga.data_hora });
      if (a.tipo === 'cadastro')
        return executar('consultaPublica', 'completarCadastro', { codigo, ...a.dados });
      return executar('consultaPublica', a.tipo, { codigo });
    },
    onSuccess: (r) => {
      qc.setQueryData<ConsultaPublica>(chave, r.consulta);
      setAviso(r.message);
      setCancelando(false);
      setRemarcando(false);
      setVaga(null);
      window.scrollTo({ top: 0 });
    },
    onError: (e) => {
      setCancelando(false);
      if (ehCodigo(e, 'CONFLITO')) {
        setVaga(null);
        void qc.invalidateQueries({ queryKey: ['agendamentoPublico.vagas'] });
        void qc.invalidateQueries({ queryKey: ['agendamentoPublico.dias'] });
      }
    },
  });

  if (consulta.isPending)
    return (
      <PaginaPublica>
        <Skeleton className="mx-auto h-8 w-48" />
        <Skeleton className="h-64" />
      </PaginaPublica>
    );
  if (!consulta.data)
    return (
      <PaginaPublica>
        <SemDados
          erro={consulta.error}
          naoEncontrado={P.consultaNaoEncontrada}
          erroBuscar="Não foi possível buscar a sua consulta."
          onTentar={() => void consulta.refetch()}
          tentando={consulta.isFetching}
        />
      </PaginaPublica>
    );
  const c = consulta.data;
  const ativa = ATIVOS.includes(c.status);
  const erroDe = (cadastro: boolean) =>
    acao.error && (acao.variables?.tipo === 'cadastro') === cadastro
      ? mensagemDeErro(acao.error, 'Não foi possível concluir. Tente novamente.')
      : null;
  // The completion form says its own errors beside its fields; the page's alert says the actions'.
  const erro = erroDe(false);
  return (
    <PaginaPublica>
      <header className="space-y-1 text-center">
        <p className="text-sm font-medium text-slate-600">{c.clinica.nome}</p>
        <h1 className="text-2xl font-semibold text-slate-900">Sua consulta</h1>
        <Badge tone={TOM[c.status] ?? 'gray'}>{c.status}</Badge>
      </header>
      {aviso && (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-center text-sm font-medium text-emerald-900"
        >
          {aviso}
        </p>
      )}
      {erro && (
        <p
          role="alert"
          className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm font-medium text-amber-900"
        >
          {erro}
        </p>
      )}
      <DetalhesConsulta
        dataHora={c.data_hora}
        profissional={c.profissional}
        tratamento={c.tratamento}
        clinica={c.clinica}
      />
      {ativa && !remarcando && (
        <div className="flex flex-col gap-2 sm:flex-row">
          {c.pode_confirmar && c.status !== 'Confirmado' && (
            <Button
              loading={acao.isPending && acao.variables?.tipo === 'confirmar'}
              onClick={() => acao.mutate({ tipo: 'confirmar' })}
            >
              Confirmar presença
            </Button>
          )}
          {c.pode_remarcar && (
            <Button variant="secondary" onClick={() => setRemarcando(true)}>
              Escolher outro horário
            </Button>
          )}
          {c.pode_alterar && (
            <Button variant="danger" onClick={() => setCancelando(true)}>
              Cancelar
            </Button>
          )}
        </div>
      )}
      {ativa && c.pode_alterar && (
        <p className="text-center text-xs text-slate-500">
          Você pode {c.pode_remarcar ? 'cancelar ou remarcar' : 'cancelar'} por aqui até{' '}
          {formatarDataHora(c.alterar_ate)}.
        </p>
      )}
      {ativa && !c.pode_alterar && (
        <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
          {P.foraDoPrazo('')}{' '}
          {c.clinica.telefone && (
            <a
              href={`tel:${c.clinica.telefone.replace(/\D/g, '')}`}
              className="font-semibold text-teal-800 underline"
            >
              {telefoneLegivel(c.clinica.telefone)}
            </a>
          )}
        </p>
      )}
      {remarcando && c.clinica.slug && (
        <Card
          title="Escolha outro horário"
          description={`${c.tratamento} com ${c.profissional}`}
          bodyClassName="p-4 space-y-4"
        >
          <EscolhaDeHorario
            slug={c.clinica.slug}
            idTratamento={c.id_tratamento}
            idProfissional={c.id_profissional}
            vaga={vaga}
            onVaga={setVaga}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setRemarcando(false)}>
              Voltar
            </Button>
            <Button
              disabled={!vaga}
              loading={acao.isPending && acao.variables?.tipo === 'reagendar'}
              onClick={() => vaga && acao.mutate({ tipo: 'reagendar', vaga })}
            >
              {vaga ? `Remarcar para ${vaga.hora}` : 'Escolha um horário'}
            </Button>
          </div>
        </Card>
      )}
      {c.completar_cadastro && !remarcando && (
        <Suspense fallback={<Skeleton className="h-96" />}>
          <CompletarCadastro
            enviando={acao.isPending && acao.variables?.tipo === 'cadastro'}
            erro={erroDe(true)}
            onEnviar={(dados) => acao.mutate({ tipo: 'cadastro', dados })}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={cancelando}
        title="Cancelar a consulta?"
        message="O horário fica livre para outra pessoa. Para voltar, será preciso agendar de novo."
        confirmLabel="Cancelar consulta"
        cancelLabel="Voltar"
        tone="danger"
        loading={acao.isPending}
        onConfirm={() => acao.mutate({ tipo: 'cancelar' })}
        onCancel={() => setCancelando(false)}
      />
    </PaginaPublica>
  );
}
