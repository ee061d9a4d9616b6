import { type ConfiguracaoMensagens, configuracaoMensagensSchema, MSG } from '@clinica/contracts';
import { CANAIS_MENSAGEM, previaDoTexto, ROTULO_CANAL } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { CampoAreaTexto, CampoInterruptor } from '@clinica/ui/campos-form';
import { Card } from '@clinica/ui/card';
import { Skeleton } from '@clinica/ui/skeleton';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';

const M = MSG.mensagensClinica;

/** What the patient reads, with the placeholders filled for an example patient. */
function Previa({ titulo, texto, clinica }: { titulo: string; texto: string; clinica: string }) {
  return (
    <figure className="rounded-lg bg-emerald-50 p-3 text-sm text-slate-800 ring-1 ring-emerald-600/15">
      <figcaption className="mb-1 text-xs font-medium text-emerald-800">{titulo}</figcaption>
      <p className="whitespace-pre-line break-words">{texto.trim() ? previaDoTexto(texto, clinica) : '—'}</p>
    </figure>
  );
}

/**
 * The clinic's messages to patients (issue 35): birthday on or off, the birthday and return texts
 * with {nome} and {clinica} and a preview of each, and the channels in order of preference.
 * Every message still needs the patient's consent for its purpose and channel.
 */
export function ConfiguracaoMensagensCard({ clinica }: { clinica: string }) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const qc = useQueryClient();
  const atual = useQuery(trpc.mensagem.configuracao.queryOptions());
  const form = useForm<ConfiguracaoMensagens>({
    resolver: zodResolver(configuracaoMensagensSchema),
    defaultValues: {
      aniversario_ativo: false,
      aniversario_texto: '',
      retorno_texto: '',
      canais: ['whatsapp'],
    },
    values: atual.data,
    resetOptions: { keepDirtyValues: true },
  });
  const [aniversario, retorno, canais] = useWatch({
    control: form.control,
    name: ['aniversario_texto', 'retorno_texto', 'canais'],
  });
  const salvar = useSalvar({
    form,
    salvar: (dados: ConfiguracaoMensagens) => cliente.mensagem.salvarConfiguracao.mutate(dados),
    sucesso: M.salvo,
    erro: 'Erro ao salvar as mensagens. Tente novamente.',
    aoSalvar: (r) => {
      qc.setQueryData(trpc.mensagem.configuracao.queryKey(), r);
      form.reset(r);
    },
  });
  const alternarCanal = (canal: (typeof CANAIS_MENSAGEM)[number], ligado: boolean) => {
    const lista = ligado ? [...canais, canal] : canais.filter((c) => c !== canal);
    form.setValue('canais', lista, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <Card
      title={M.titulo}
      description="Aniversário e retorno vão só a quem consentiu, e cada mensagem leva o link para deixar de receber."
    >
      {atual.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <form onSubmit={form.handleSubmit(salvar.enviar)} noValidate className="flex flex-col gap-5">
          <CampoInterruptor form={form} nome="aniversario_ativo" rotulo="Enviar mensagem de aniversário" />
          <div className="grid gap-4 lg:grid-cols-2">
            <CampoAreaTexto
              form={form}
              nome="aniversario_texto"
              label="Texto de aniversário"
              rows={3}
              maxLength={1000}
              hint="Use {nome} e {clinica}."
            />
            <Previa titulo="Prévia do aniversário" texto={aniversario} clinica={clinica} />
            <CampoAreaTexto
              form={form}
              nome="retorno_texto"
              label="Texto de retorno"
              rows={3}
              maxLength={1000}
              hint="Use {nome} e {clinica}; o link de agendamento vai junto quando estiver ligado."
            />
            <Previa titulo="Prévia do retorno" texto={retorno} clinica={clinica} />
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">Canais, na ordem de preferência</legend>
            <div className="mt-2 flex flex-wrap gap-3">
              {CANAIS_MENSAGEM.map((canal) => (
                <label
                  key={canal}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg bg-slate-50 px-3 text-sm text-slate-700"
                >
                  <input
                    type="checkbox"
                    checked={canais.includes(canal)}
                    onChange={(e) => alternarCanal(canal, e.target.checked)}
                    className="size-5 rounded border-slate-300 accent-teal-700 focus-visible:ring-2 focus-visible:ring-teal-500"
                  />
                  {ROTULO_CANAL[canal]}
                  {canais.indexOf(canal) >= 0 && canais.length > 1 ? (
                    <span className="text-xs text-slate-500">({canais.indexOf(canal) + 1}º)</span>
                  ) : null}
                </label>
              ))}
            </div>
            {form.formState.errors.canais ? (
              <p role="alert" className="mt-1 text-sm text-rose-600">
                {form.formState.errors.canais.message ?? M.canalObrigatorio}
              </p>
            ) : null}
          </fieldset>
          <div>
            <Button type="submit" loading={salvar.salvando} disabled={!form.formState.isDirty}>
              Salvar mensagens
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
