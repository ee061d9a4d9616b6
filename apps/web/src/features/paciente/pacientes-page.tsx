import type { Paciente } from '@clinica/contracts';
import { PageHeader } from '@clinica/ui/page-header';
import { Tabs } from '@clinica/ui/tabs';
import { IdentificationIcon, ListBulletIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { FichaPaciente } from './ficha-paciente';
import { ListaPacientes } from './lista-pacientes';
import { PacienteDialog } from './paciente-dialog';
import { CAMINHO_LISTA, lerLocal } from './rotas';

const TOPO = [
  { key: 'ficha', label: 'Ficha', icon: IdentificationIcon },
  { key: 'lista', label: 'Lista', icon: ListBulletIcon },
];

/** /pacientes: 'Ficha' (one patient's record) and 'Lista' (the whole registry, paginated by the server). */
export default function PacientesPage() {
  const [local, navegar] = useLocation();
  const onde = lerLocal(local);
  // The last record seen: 'Ficha' goes back to it after a look at the list.
  const [ultimo, setUltimo] = useState<string | null>(null);
  const [edicao, setEdicao] = useState<{ paciente: Paciente | null } | null>(null);
  if (onde.tela === 'ficha' && onde.id !== null && ultimo !== local) setUltimo(local);

  return (
    <div className="space-y-6">
      <PageHeader title="Pacientes" description="Encontre pacientes e mantenha a ficha de cada um." />
      <Tabs
        label="Pacientes"
        tabs={TOPO}
        selected={onde.tela}
        onChange={(k) => navegar(k === 'lista' ? CAMINHO_LISTA : (ultimo ?? '/pacientes'))}
      />
      {onde.tela === 'lista' ? (
        <ListaPacientes
          onEditar={(p) => setEdicao({ paciente: p })}
          onNovo={() => setEdicao({ paciente: null })}
        />
      ) : (
        <FichaPaciente
          id={onde.id}
          aba={onde.aba}
          onEditar={(p) => setEdicao({ paciente: p })}
          onNovo={() => setEdicao({ paciente: null })}
        />
      )}
      <PacienteDialog
        aberto={edicao !== null}
        paciente={edicao?.paciente ?? null}
        onFechar={() => setEdicao(null)}
      />
    </div>
  );
}
