import { MSG, type OpcaoPaciente, type OpcaoProfissional, type OpcaoTratamento } from '@clinica/contracts';
import { useTRPC } from '../../lib/trpc';
import * as S from '../seletores/seletores';

/* The appointment form's pickers: the shared ones over the agenda's own lookups. */

type Props<T> = Omit<
  Parameters<typeof S.SeletorPaciente>[0],
  'fonte' | 'erroBusca' | 'value' | 'onChange'
> & {
  value: T | null;
  onChange: (v: T | null) => void;
};

export function SeletorPaciente(p: Props<OpcaoPaciente>) {
  const trpc = useTRPC();
  return (
    <S.SeletorPaciente
      {...p}
      fonte={(q) => trpc.agenda.pacientes.queryOptions({ q })}
      erroBusca={MSG.agenda.erroBuscarPacientes}
    />
  );
}

export function SeletorProfissional(p: Props<OpcaoProfissional>) {
  const trpc = useTRPC();
  return (
    <S.SeletorProfissional
      {...p}
      fonte={(q) => trpc.agenda.profissionais.queryOptions({ q })}
      erroBusca={MSG.agenda.erroBuscarProfissionais}
    />
  );
}

export function SeletorTratamento(p: Props<OpcaoTratamento>) {
  const trpc = useTRPC();
  return (
    <S.SeletorTratamento<OpcaoTratamento>
      {...p}
      fonte={(q) => trpc.agenda.tratamentos.queryOptions({ q })}
      erroBusca={MSG.agenda.erroBuscarTratamentos}
      detalhe={(o) => (o.duracao > 0 ? `${o.duracao} min` : null)}
    />
  );
}
