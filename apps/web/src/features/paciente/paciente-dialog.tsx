import { caminhoFicha, MSG, type Paciente } from '@clinica/contracts';
import { FormDialog } from '@clinica/ui/form-dialog';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useReiniciarAoAbrir } from '../../lib/use-reiniciar-ao-abrir';
import { useSalvar } from '../../lib/use-salvar';
import { PacienteCampos } from './paciente-campos';
import { type PacienteForm, type PacienteSaida, pacienteFormSchema, valoresIniciais } from './paciente-form';

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
        ? cliente.paciente.update.mutate({ id: alvo.current.id, ...dados })
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
    </FormDialog>
  );
}
