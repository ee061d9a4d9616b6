import {
  CHAVES_CONSENTIMENTO,
  type Consentimento,
  type ConsentimentosForm,
  consentimentosFormSchema,
  MSG,
} from '@clinica/contracts';
import {
  CANAIS_MENSAGEM,
  FINALIDADES_MENSAGEM,
  objetoDe,
  ROTULO_CANAL,
  ROTULO_FINALIDADE,
  ROTULO_ORIGEM,
} from '@clinica/domain';
import { Badge } from '@clinica/ui/badge';
import { Button } from '@clinica/ui/button';
import { CampoInterruptor } from '@clinica/ui/campos-form';
import { Card } from '@clinica/ui/card';
import { FormDialog } from '@clinica/ui/form-dialog';
import { Skeleton } from '@clinica/ui/skeleton';
import { PencilSquareIcon } from '@heroicons/react/24/outline';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatarDataHora } from '../../lib/formatar';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { usePode } from '../../lib/use-pode';
import { useSalvar } from '../../lib/use-salvar';

const T = MSG.consentimentos;
const chave = (c: Pick<Consentimento, 'finalidade' | 'canal'>) => `${c.finalidade}_${c.canal}` as const;

/**
 * Consent to messages on the patient's record (issue 35): what holds for each purpose and channel,
 * and every change with when, how and by whom. The staff record a change the patient asked for.
 */
export function ConsentimentosPaciente({ idPaciente }: { idPaciente: number }) {
  const trpc = useTRPC();
  const pode = usePode();
  const [editando, setEditando] = useState(false);
  const q = useQuery(trpc.consentimento.doPaciente.queryOptions({ id: idPaciente }));
  const atual = (finalidade: string, canal: string) =>
    q.data?.atuais.find((c) => c.finalidade === finalidade && c.canal === canal);

  return (
    <Card
      title={T.titulo}
      description="Lembretes de consultas marcadas valem salvo recusa; retorno, aniversário e novidades só com o sim do paciente."
      actions={
        pode('PACIENTES_EDITAR') && q.data ? (
          <Button variant="secondary" icon={<PencilSquareIcon />} onClick={() => setEditando(true)}>
            Alterar
          </Button>
        ) : null
      }
    >
      {q.isPending ? (
        <Skeleton className="h-32" />
      ) : q.isError ? (
        <p className="text-sm text-red-700">Não foi possível carregar os consentimentos.</p>
      ) : (
        <div className="space-y-6">
          <table className="w-full text-sm">
            <caption className="sr-only">Consentimento por finalidade e canal</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-500">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Finalidade
                </th>
                {CANAIS_MENSAGEM.map((canal) => (
                  <th key={canal} scope="col" className="px-2 py-2 font-medium">
                    {ROTULO_CANAL[canal]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {FINALIDADES_MENSAGEM.map((finalidade) => (
                <tr key={finalidade} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-800">
                    {ROTULO_FINALIDADE[finalidade]}
                  </th>
                  {CANAIS_MENSAGEM.map((canal) => {
                    const c = atual(finalidade, canal);
                    return (
                      <td key={canal} className="px-2 py-2" data-consentimento={`${finalidade}_${canal}`}>
                        <Badge tone={c?.consentido ? 'green' : 'gray'}>{c?.consentido ? 'Sim' : 'Não'}</Badge>
                        {c?.atualizado_em ? null : (
                          <span className="ml-1 text-xs text-slate-400">(padrão)</span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <section aria-labelledby="historico-consentimento">
            <h3 id="historico-consentimento" className="text-sm font-semibold text-slate-800">
              {T.historico}
            </h3>
            {q.data.historico.length === 0 ? (
              <p className="mt-1 text-sm text-slate-500">{T.semHistorico}</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-100 text-sm">
                {q.data.historico.map((h) => (
                  <li key={h.id} className="flex flex-wrap gap-x-2 py-2">
                    <span className="text-slate-500 tabular-nums">{formatarDataHora(h.criado_em)}</span>
                    <span className="text-slate-800">
                      {ROTULO_FINALIDADE[h.finalidade]} por {ROTULO_CANAL[h.canal]}:{' '}
                      <strong className={h.consentido ? 'text-emerald-700' : 'text-red-700'}>
                        {h.consentido ? 'aceitou' : 'recusou'}
                      </strong>
                    </span>
                    <span className="text-slate-500">
                      ({ROTULO_ORIGEM[h.origem]}
                      {h.usuario ? `: ${h.usuario}` : ''})
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
      {editando && q.data && (
        <ConsentimentosDialog
          idPaciente={idPaciente}
          atuais={q.data.atuais}
          onFechar={() => setEditando(false)}
        />
      )}
    </Card>
  );
}

function ConsentimentosDialog({
  idPaciente,
  atuais,
  onFechar,
}: {
  idPaciente: number;
  atuais: Consentimento[];
  onFechar: () => void;
}) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const iniciais: ConsentimentosForm = objetoDe(
    CHAVES_CONSENTIMENTO,
    (k) => atuais.find((c) => chave(c) === k)?.consentido ?? false,
  );
  const form = useForm<ConsentimentosForm>({
    resolver: zodResolver(consentimentosFormSchema),
    defaultValues: iniciais,
  });
  const salvar = useSalvar({
    form,
    // Only the pairs that changed: each is one row of the history.
    salvar: (dados: ConsentimentosForm) =>
      cliente.consentimento.alterar.mutate({
        id: idPaciente,
        alteracoes: atuais
          .filter((c) => dados[chave(c)] !== c.consentido)
          .map((c) => ({ finalidade: c.finalidade, canal: c.canal, consentido: dados[chave(c)] })),
      }),
    sucesso: T.salvo,
    erro: 'Não foi possível salvar o consentimento.',
    invalidar: [trpc.consentimento.doPaciente.pathFilter()],
    onFechar,
  });
  const enviar = (dados: ConsentimentosForm) =>
    atuais.some((c) => dados[chave(c)] !== c.consentido) ? salvar.enviar(dados) : onFechar();
  return (
    <FormDialog
      open
      onClose={onFechar}
      title={T.titulo}
      description="Registre o que o paciente pediu. Cada mudança fica no histórico com data, origem e o seu nome."
      maxWidth="md"
      form={form}
      onSubmit={enviar}
    >
      {FINALIDADES_MENSAGEM.map((finalidade) => (
        <fieldset key={finalidade} className="space-y-2">
          <legend className="text-sm font-semibold text-slate-800">{ROTULO_FINALIDADE[finalidade]}</legend>
          <div className="flex flex-wrap gap-x-8 gap-y-2">
            {CANAIS_MENSAGEM.map((canal) => (
              <CampoInterruptor
                key={canal}
                form={form}
                nome={chave({ finalidade, canal })}
                rotulo={`${ROTULO_CANAL[canal]}`}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </FormDialog>
  );
}
