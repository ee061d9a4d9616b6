import { MSG, type Paciente, type PacienteDados } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { PacienteCampos } from './paciente-campos';
import { type PacienteForm, resolverPaciente, valoresIniciais } from './paciente-form';
import { caminhoFicha } from './rotas';

type Props = { aberto: boolean; paciente: Paciente | null; onFechar: () => void };

/** 'Novo Paciente' / 'Editar Paciente'. Saving is enabled once name, mobile and sex are filled. */
export function PacienteDialog({ aberto, paciente, onFechar }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navegar] = useLocation();
  const alvo = useRef(paciente);
  if (aberto) alvo.current = paciente;
  const form = useForm<PacienteForm, unknown, PacienteDados>({
    resolver: resolverPaciente,
    mode: 'onTouched',
    defaultValues: valoresIniciais(paciente),
  });
  const { reset } = form;
  useEffect(() => {
    if (aberto) reset(valoresIniciais(paciente));
  }, [aberto, paciente, reset]);
  const [nome, celular, sexo] = useWatch({ control: form.control, name: ['nome', 'celular', 'sexo'] });
  const preenchido = Boolean(nome?.trim() && celular?.replace(/\D/g, '') && sexo);

  const aoSalvar = (p: Paciente) => {
    toast.success(MSG.pacientes.salvo);
    queryClient.invalidateQueries(trpc.paciente.pathFilter());
    onFechar();
    if (!alvo.current) navegar(caminhoFicha(p.id));
  };
  const aoFalhar = (e: unknown) => {
    toast.error(mensagemDeErro(e, MSG.pacientes.erroSalvar));
  };
  const criar = useMutation(trpc.paciente.create.mutationOptions({ onSuccess: aoSalvar, onError: aoFalhar }));
  const atualizar = useMutation(
    trpc.paciente.update.mutationOptions({ onSuccess: aoSalvar, onError: aoFalhar }),
  );
  const salvando = criar.isPending || atualizar.isPending;

  return (
    <Dialog
      open={aberto}
      onClose={onFechar}
      persistent={salvando}
      maxWidth="2xl"
      title={alvo.current ? 'Editar Paciente' : 'Novo Paciente'}
      footer={
        <>
          <Button variant="secondary" onClick={onFechar} disabled={salvando}>
            Cancelar
          </Button>
          <Button type="submit" form="form-paciente" loading={salvando} disabled={!preenchido}>
            Salvar
          </Button>
        </>
      }
    >
      <form
        id="form-paciente"
        noValidate
        onSubmit={form.handleSubmit((dados) =>
          alvo.current ? atualizar.mutate({ id: alvo.current.id, ...dados }) : criar.mutate(dados),
        )}
      >
        <PacienteCampos form={form} />
      </form>
    </Dialog>
  );
}
