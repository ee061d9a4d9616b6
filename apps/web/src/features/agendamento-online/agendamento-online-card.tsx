import { type AgendamentoOnlineDados, MSG } from '@clinica/contracts';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { CampoAreaTexto, CampoInterruptor, CampoSelecao, CampoTexto } from '@clinica/ui/campos-form';
import { Card } from '@clinica/ui/card';
import { erroServidor } from '@clinica/ui/form-dialog';
import { Skeleton } from '@clinica/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';
import {
  type AgendamentoOnlineForm,
  agendamentoOnlineFormSchema,
  valoresDoForm,
} from './agendamento-online-form';
import { EscolhaOfertas } from './escolha-ofertas';
import { useSlugLivre } from './use-slug-livre';

/** Before the saved settings arrive (the fields render only after, but the form needs a shape). */
const VAZIO: AgendamentoOnlineForm = {
  ativo: false,
  slug: '',
  tratamentos: [],
  profissionais: [],
  antecedencia_horas: '2',
  horizonte_dias: '60',
  passo_minutos: '',
  confirmacao: 'automatica',
  cancelamento_horas: '24',
  mensagem: '',
  max_por_celular: '2',
};
const so = (t: string) => t.replace(/\D/g, '');
const numero = { inputMode: 'numeric' as const, maxLength: 3, filtro: so };

/** 'Agendamento online' on Minha Conta (ADM): the public page's address, offer and rules. */
export function AgendamentoOnlineCard() {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const atual = useQuery(trpc.agendamentoOnline.get.queryOptions());
  const form = useForm<AgendamentoOnlineForm, unknown, AgendamentoOnlineDados>({
    resolver: zodResolver(agendamentoOnlineFormSchema),
    defaultValues: VAZIO,
    values: atual.data ? valoresDoForm(atual.data) : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const tratamentos = useController({ control: form.control, name: 'tratamentos' });
  const profissionais = useController({ control: form.control, name: 'profissionais' });
  const slug = useSlugLivre(form.watch('slug') ?? '', atual.data?.slug ?? null);
  const salvar = useSalvar({
    form,
    salvar: (d: AgendamentoOnlineDados) => cliente.agendamentoOnline.salvar.mutate(d),
    sucesso: MSG.agendamentoOnline.salvo,
    erro: 'Não foi possível salvar o agendamento online.',
    invalidar: [trpc.agendamentoOnline.pathFilter()],
    conflito: 'slug',
  });
  const url = atual.data?.url;
  return (
    <Card
      title="Agendamento online"
      description="Uma página onde os pacientes marcam, confirmam, cancelam e remarcam consultas pelo celular, sem login."
    >
      {atual.isPending ? (
        <Skeleton className="h-64" />
      ) : atual.isError ? (
        <AlertaFormulario mensagem={atual.error.message} />
      ) : (
        <form
          noValidate
          onSubmit={form.handleSubmit(salvar.enviar)}
          className="grid grid-cols-1 gap-4 sm:grid-cols-6"
        >
          <AlertaFormulario mensagem={erroServidor(form.formState.errors)} className="col-span-full" />
          <div className="col-span-full">
            <CampoInterruptor form={form} nome="ativo" rotulo="Agendamento online ligado" />
          </div>
          <CampoTexto
            form={form}
            nome="slug"
            label="Endereço da página"
            maxLength={60}
            autoComplete="off"
            containerClassName="sm:col-span-3"
            error={slug.erro}
            hint={
              slug.livre
                ? 'Disponível.'
                : `${window.location.origin}/agendar/${form.watch('slug') || 'sua-clinica'}`
            }
          />
          <div className="flex items-end sm:col-span-3">
            {url && atual.data?.ativo && (
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                className="mb-2.5 text-sm font-medium break-all text-teal-700 underline"
              >
                Abrir a página
              </a>
            )}
          </div>
          <div className="sm:col-span-3">
            <EscolhaOfertas
              legenda="Tratamentos oferecidos"
              busca="Buscar tratamento"
              fonte={(q) => trpc.agenda.tratamentos.queryOptions({ q })}
              valor={tratamentos.field.value ?? []}
              conhecidos={atual.data?.nomes.tratamentos ?? []}
              onChange={tratamentos.field.onChange}
            />
          </div>
          <div className="sm:col-span-3">
            <EscolhaOfertas
              legenda="Profissionais oferecidos"
              busca="Buscar profissional"
              fonte={(q) => trpc.agenda.profissionais.queryOptions({ q })}
              valor={profissionais.field.value ?? []}
              conhecidos={atual.data?.nomes.profissionais ?? []}
              onChange={profissionais.field.onChange}
            />
          </div>
          <CampoTexto
            form={form}
            nome="antecedencia_horas"
            label="Antecedência mínima (horas)"
            containerClassName="sm:col-span-2"
            {...numero}
          />
          <CampoTexto
            form={form}
            nome="horizonte_dias"
            label="Agenda aberta por (dias)"
            containerClassName="sm:col-span-2"
            {...numero}
          />
          <CampoTexto
            form={form}
            nome="passo_minutos"
            label="Intervalo entre horários (min)"
            hint="Vazio: a duração de cada tratamento."
            containerClassName="sm:col-span-2"
            {...numero}
          />
          <CampoSelecao
            form={form}
            nome="confirmacao"
            label="Confirmação"
            containerClassName="sm:col-span-2"
            options={[
              { value: 'automatica', label: 'Automática' },
              { value: 'equipe', label: 'Pela equipe (Pré-agendado)' },
            ]}
          />
          <CampoTexto
            form={form}
            nome="cancelamento_horas"
            label="Cancelar ou remarcar até (horas antes)"
            containerClassName="sm:col-span-2"
            {...numero}
          />
          <CampoTexto
            form={form}
            nome="max_por_celular"
            label="Agendamentos abertos por celular"
            containerClassName="sm:col-span-2"
            {...numero}
            maxLength={2}
          />
          <CampoAreaTexto
            form={form}
            nome="mensagem"
            label="Mensagem na página (opcional)"
            rows={2}
            maxLength={500}
            contador
            containerClassName="col-span-full"
          />
          <div className="col-span-full flex justify-end">
            <Button type="submit" loading={salvar.salvando} disabled={Boolean(slug.erro)}>
              Salvar agendamento online
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
