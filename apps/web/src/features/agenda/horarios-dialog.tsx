import type { OpcaoProfissional } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { useState } from 'react';
import { AusenciasProfissional } from './ausencias-profissional';
import { HorariosSemanaForm } from './horarios-semana-form';
import { SeletorProfissional } from './seletores';

/**
 * 'Horários' (issue 34): a professional's working hours and absences, on the clinic's clock.
 * A PROFISSIONAL sees only their own (the server refuses the others); the others pick whom.
 */
export function HorariosDialog(p: {
  inicial: OpcaoProfissional | null;
  soOsProprios: boolean;
  onFechar: () => void;
}) {
  const [profissional, setProfissional] = useState<OpcaoProfissional | null>(p.inicial);
  return (
    <Dialog
      open
      onClose={p.onFechar}
      title="Horários de atendimento"
      description="As horas de cada dia da semana e as ausências, no horário da clínica. Fora delas, a agenda fica cinza e o agendamento online não oferece horários."
      maxWidth="2xl"
      footer={
        <Button variant="secondary" onClick={p.onFechar}>
          Fechar
        </Button>
      }
    >
      <div className="space-y-6">
        {!p.soOsProprios && (
          <SeletorProfissional
            label="Profissional"
            value={profissional}
            onChange={setProfissional}
            className="sm:w-80"
          />
        )}
        {profissional ? (
          <>
            <section aria-labelledby="horarios-semana" className="space-y-3">
              <h3 id="horarios-semana" className="text-sm font-semibold text-slate-900">
                Semana de {profissional.nome}
              </h3>
              <HorariosSemanaForm key={profissional.id} idProfissional={profissional.id} />
            </section>
            <section aria-labelledby="horarios-ausencias" className="space-y-3">
              <h3 id="horarios-ausencias" className="text-sm font-semibold text-slate-900">
                Ausências
              </h3>
              <AusenciasProfissional key={profissional.id} idProfissional={profissional.id} />
            </section>
          </>
        ) : (
          <p className="text-sm text-slate-500">Escolha o profissional para ver e editar os horários.</p>
        )}
      </div>
    </Dialog>
  );
}
