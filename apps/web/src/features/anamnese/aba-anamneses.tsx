import { MSG } from '@clinica/contracts';
import { EyeIcon } from '@heroicons/react/20/solid';
import { ClipboardDocumentListIcon } from '@heroicons/react/24/outline';
import { formatarData } from '../../lib/formatar';
import type { AbaRegistro } from '../assinatura-digital/registros-paciente';
import { NovaAnamneseDialog } from './nova-anamnese-dialog';
import { VerAnamneseDialog } from './ver-anamnese-dialog';

/**
 * Record tab 'Anamnese': the patient's forms on the signable records' tab. What only an
 * anamnesis has: its model's name, the 'Nova Anamnese' picker, and the answers, seen once signed.
 */
export const ABA_ANAMNESES: AbaRegistro<'anamnese'> = {
  tipo: 'anamnese',
  titulo: 'Anamnese',
  legenda: 'Anamneses do paciente',
  busca: 'Pesquisar por modelo...',
  icone: ClipboardDocumentListIcon,
  vazio: MSG.anamneses.vazio,
  nome: (a) => a.modelo_anamnese.nome,
  rotuloAcoes: (a) => `Ações da anamnese ${a.id}`,
  colunas: [
    {
      key: 'modelo',
      header: 'Modelo',
      render: (a) => <span className="font-medium text-slate-900">{a.modelo_anamnese.nome}</span>,
    },
    { key: 'criado', header: 'Criada em', hideOnMobile: true, render: (a) => formatarData(a.criado_em) },
  ],
  novo: {
    rotulo: 'Nova Anamnese',
    requisito: 'FICHAS_ANAMNESE_CRIAR',
    dialogo: (idPaciente, fechar) => <NovaAnamneseDialog idPaciente={idPaciente} onFechar={fechar} />,
  },
  acoes: (a, abrir) => [
    {
      rotulo: 'Visualizar',
      Icone: EyeIcon,
      acao: () => abrir((fechar) => <VerAnamneseDialog anamnese={a} onFechar={fechar} />),
      desligado: a.status !== 'Assinada',
    },
  ],
};
