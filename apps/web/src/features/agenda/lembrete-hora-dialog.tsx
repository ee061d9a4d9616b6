import { lembreteHoraSchema, MSG } from '@clinica/contracts';
import { CampoMascara } from '@clinica/ui/campos-form';
import { FormDialog } from '@clinica/ui/form-dialog';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';
import { TEXTOS_LEMBRETE as T } from './lembrete-textos';

/** The clinic's reminder hour (ADM): reminders go out the day before at this time. */
export function LembreteHoraDialog({ onFechar }: { onFechar: () => void }) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const atual = useQuery(trpc.agenda.lembreteHora.queryOptions());
  const form = useForm({
    resolver: zodResolver(lembreteHoraSchema),
    defaultValues: { lembrete_hora: '' },
    // The saved hour fills the field when it arrives, unless the user already typed one.
    values: atual.data ? { lembrete_hora: atual.data.lembrete_hora } : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const salvar = useSalvar({
    form,
    salvar: (dados: { lembrete_hora: string }) => cliente.agenda.definirLembreteHora.mutate(dados),
    sucesso: MSG.agenda.lembreteHoraSalva,
    erro: MSG.agenda.erroSalvar,
    invalidar: [trpc.agenda.lembreteHora.pathFilter()],
    onFechar,
  });
  return (
    <FormDialog
      open
      onClose={onFechar}
      title={T.titulo}
      description={`Os pacientes com notificações ligadas recebem um lembrete ${T.quando} do agendamento, neste horário da clínica.`}
      maxWidth="md"
      form={form}
      onSubmit={salvar.enviar}
    >
      <CampoMascara
        form={form}
        nome="lembrete_hora"
        mask="hora"
        label={T.rotulo}
        hint="Vale para os agendamentos criados ou movidos a partir de agora."
      />
    </FormDialog>
  );
}
