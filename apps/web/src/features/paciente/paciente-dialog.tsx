import { caminhoFicha, MSG, type Paciente } from '@clinica/contracts';
import { FormDialog } from '@clinica/ui/form-dialog';
import { useRef } from 'react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useReiniciarAoAbrir } from '../../lib/use-reiniciar-ao-abrir';
import { useSalvar } from '../../lib/use-salvar';
import { PacienteCampos } from './paciente-campos';
import { type PacienteForm, type PacienteSaida, pacienteFormSchema, valoresIniciais } from './paciente-form';

const semConsentimento = ({ aceita_marketing: _a, ...dados }: PacienteSaida) => dados;

/** The unticked box (issue 35, LGPD art. 8): a yes to birthday and clinic news, by WhatsApp and e-mail. */
function AceitaMarketing({ form }: { form: UseFormReturn<PacienteForm, unknown, PacienteSaida> }) {
  return (
    <label className="mt-4 flex min-h-11 cursor-pointer items-start gap-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
      <input
        type="checkbox"
        {...form.register('aceita_marketing')}
        className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-teal-700 focus-visible:ring-2 focus-visible:ring-teal-500"
      />
      <span>{MSG.consentimentos.caixaMarketing}</span>
    </label>
  );
}

type Props = { aberto: boolean; paciente: Paciente | null; onFechar: () => void };

/** 'Novo Paciente' / 'Editar Paciente'. Saving is enabled once name, mobile and sex are filled. */
export function PacienteDialog({ aberto, paciente, onFechar }: Props) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const [, navegar] = useLocation();
  const alvo = useRef(paciente);
  if (aberto) alvo.current = paciente;
  const form = useForm<PacienteForm, unknown, PacienteSaida>({
    resolver: zodResolver(pacienteFormSchema),
    mode: 'onTouched',
    defaultValues: valoresIniciais(paciente),
  });
  const { reset } = form;
  useReiniciarAoAbrir(reset, aberto, paciente?.id ?? null, () => valoresIniciais(paciente));
  const [nome, celular, sexo] = useWatch({ control: form.control, name: ['nome', 'celular', 'sexo'] });
  const preenchido = Boolean(nome?.trim() && celular?.replace(/\D/g, '') && sexo);
  const salvar = useSalvar({
    form,
    salvar: (dados: PacienteSaida) =>
      alvo.current
        ? // Consent is changed on the record's 'Mensagens' tab, not by the edit.
          cliente.paciente.update.mutate({ id: alvo.current.id, ...semConsentimento(dados) })
        : cliente.paciente.create.mutate(dados),
    sucesso: MSG.pacientes.salvo,
    erro: MSG.pacientes.erroSalvar,
    invalidar: [trpc.paciente.pathFilter()],
    onFechar,
    // A new patient opens on their record.
    aoSalvar: (p) => {
      if (!alvo.current) navegar(caminhoFicha(p.id));
    },
  });

  return (
    <FormDialog
      open={aberto}
      onClose={onFechar}
      maxWidth="2xl"
      title={alvo.current ? 'Editar Paciente' : 'Novo Paciente'}
      form={form}
      onSubmit={salvar.enviar}
      salvarDesabilitado={!preenchido}
    >
      <PacienteCampos form={form} />
      {!alvo.current && <AceitaMarketing form={form} />}
    </FormDialog>
  );
}
