import { type Importacao, MSG } from '@clinica/contracts';
import { NOMES_TIPO_DADO, TIPOS_DADO_IMPORTACAO, type TipoDadoImportacao } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { toast } from '@clinica/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mensagemDeErro } from '../../lib/erros';
import { formatarDataHora } from '../../lib/formatar';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { Numeros } from './numeros';

/** 'Agendamentos: 2 · Pacientes: 1', in the stages' order. */
const porTipo = (contagem: Partial<Record<TipoDadoImportacao, number>>) =>
  TIPOS_DADO_IMPORTACAO.flatMap((t) => (contagem[t] ? [`${NOMES_TIPO_DADO[t]}: ${contagem[t]}`] : [])).join(
    ' · ',
  );

/** Progress while it runs (polled by the page), then the summary, the undo and what undo kept. */
export function ResumoImportacao({ importacao: i }: { importacao: Importacao }) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const qc = useQueryClient();
  const [perguntando, setPerguntando] = useState(false);
  const [desfazendo, setDesfazendo] = useState(false);
  const c = i.contagens[i.tipo] ?? { total: 0, importados: 0, ignorados: 0, duplicados: 0, erros: 0 };
  const pct = i.progresso.total ? Math.round((i.progresso.feitos / i.progresso.total) * 100) : 0;

  const desfazer = async () => {
    setDesfazendo(true);
    try {
      const r = await cliente.importacao.desfazer.mutate({ id: i.id });
      qc.setQueryData(trpc.importacao.get.queryKey({ id: i.id }), r);
      await qc.invalidateQueries(trpc.importacao.list.pathFilter());
      toast.success(MSG.importacao.desfeita);
    } catch (e) {
      toast.error(mensagemDeErro(e, MSG.importacao.falhou));
    } finally {
      setDesfazendo(false);
      setPerguntando(false);
    }
  };

  return (
    <div className="space-y-5">
      <div>
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="font-medium text-slate-800" aria-live="polite">
            {i.progresso.texto}
          </span>
          <span className="tabular-nums text-slate-500">{pct}%</span>
        </div>
        <div
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
          aria-label="Progresso da importação"
        >
          <div className="h-full rounded-full bg-teal-600 transition-all" style={{ width: `${pct}%` }} />
        </div>
        {i.status === 'importando' && i.arquivados && (
          <p className="mt-2 text-sm text-slate-600">{MSG.importacao.lendoArquivados}</p>
        )}
        {i.status === 'importando' && (
          <p className="mt-2 text-xs text-slate-500">
            A importação continua mesmo que você saia desta página.
          </p>
        )}
      </div>
      {i.origem === 'planilha' && (
        <Numeros
          itens={[
            { rotulo: 'Importados', valor: c.importados, tom: 'verde' },
            { rotulo: 'Já cadastrados ou repetidos', valor: c.duplicados },
            { rotulo: 'Ignorados', valor: c.ignorados, tom: c.ignorados ? 'vermelho' : undefined },
            { rotulo: 'Erros', valor: c.erros, tom: c.erros ? 'vermelho' : undefined },
          ]}
        />
      )}
      {i.erro && (
        <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
          {i.erro}
        </p>
      )}
      {i.desfazer && (
        <div className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
          <p className="font-medium">
            Desfeita{i.desfeita_em ? ` em ${formatarDataHora(i.desfeita_em)}` : ''}: {i.desfazer.removidos}{' '}
            {i.origem === 'api'
              ? 'registros removidos.'
              : i.tipo === 'agendas'
                ? 'registros removidos (agendamentos e pacientes criados por ela).'
                : 'pacientes removidos.'}
          </p>
          {i.desfazer.removidos_por_tipo && <p className="mt-1">{porTipo(i.desfazer.removidos_por_tipo)}</p>}
          {i.desfazer.mantidos.length > 0 && (
            <>
              <p className="mt-2">
                Mantidos
                {i.desfazer.mantidos_por_tipo
                  ? ` (${porTipo(i.desfazer.mantidos_por_tipo)})`
                  : ` (${i.desfazer.mantidos.length})`}
                :
              </p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {i.desfazer.mantidos.map((m) => (
                  <li key={`${m.tipo_dado ?? 'pacientes'}-${m.id ?? m.id_paciente}`}>
                    <span className="font-medium">{m.nome}</span> — {m.motivo}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {i.pode_desfazer && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-slate-500">
            {i.desfazer_ate ? `Pode ser desfeita até ${formatarDataHora(i.desfazer_ate)}.` : null}
          </p>
          <Button variant="danger" onClick={() => setPerguntando(true)}>
            Desfazer importação
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={perguntando}
        title="Desfazer importação"
        message={
          i.origem === 'api'
            ? 'Os registros criados por esta importação serão removidos. O que a clínica alterou, pagou ou usou depois fica, e a lista diz o quê e por quê.'
            : i.tipo === 'agendas'
              ? 'Os agendamentos e os pacientes criados por esta importação serão removidos. Paciente com agendamentos, documentos ou outros registros feitos depois fica, e a lista diz quem.'
              : 'Os pacientes criados por esta importação serão removidos. Quem já tem agendamentos, documentos ou outros registros feitos depois fica, e a lista diz quem.'
        }
        confirmLabel="Sim, desfazer"
        tone="danger"
        loading={desfazendo}
        onConfirm={desfazer}
        onCancel={() => setPerguntando(false)}
      />
    </div>
  );
}
