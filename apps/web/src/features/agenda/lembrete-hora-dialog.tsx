import { MSG } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { MaskedInput } from '@clinica/ui/masked-input';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { horaValida } from './datas';

/** The clinic's reminder hour (ADM): reminders go out the day before at this time. */
export function LembreteHoraDialog({ onFechar }: { onFechar: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const atual = useQuery(trpc.agenda.lembreteHora.queryOptions());
  const [hora, setHora] = useState<string | null>(null);
  const valor = hora ?? atual.data?.lembrete_hora ?? '';
  const [erro, setErro] = useState<string | null>(null);
  const salvar = useMutation(
    trpc.agenda.definirLembreteHora.mutationOptions({
      onSuccess: () => {
        toast.success(MSG.agenda.lembreteHoraSalva);
        void queryClient.invalidateQueries(trpc.agenda.lembreteHora.pathFilter());
        onFechar();
      },
      onError: (e) => toast.error(mensagemDeErro(e, MSG.agenda.erroSalvar)),
    }),
  );
  return (
    <Dialog
      open
      onClose={onFechar}
      title="Lembretes por WhatsApp"
      description="Os pacientes com notificações ligadas recebem um lembrete na véspera do agendamento, neste horário da clínica."
      maxWidth="md"
      footer={
        <>
          <Button variant="secondary" onClick={onFechar}>
            Cancelar
          </Button>
          <Button
            loading={salvar.isPending}
            onClick={() => {
              if (!horaValida(valor)) return setErro(MSG.agenda.lembreteHoraInvalida);
              salvar.mutate({ lembrete_hora: valor });
            }}
          >
            Salvar
          </Button>
        </>
      }
    >
      <MaskedInput
        mask="hora"
        label="Horário do lembrete"
        value={valor}
        onValueChange={(v) => {
          setErro(null);
          setHora(v);
        }}
        error={erro ?? undefined}
        hint="Vale para os agendamentos criados ou movidos a partir de agora."
      />
    </Dialog>
  );
}
