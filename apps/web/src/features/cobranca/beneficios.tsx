import {
  ChatBubbleLeftRightIcon,
  CpuChipIcon,
  ShieldCheckIcon,
  Squares2X2Icon,
} from '@heroicons/react/24/outline';

const ITENS = [
  {
    titulo: 'Gestão Completa',
    texto: 'Pacientes, agenda, orçamentos, financeiro e estoque em um só lugar.',
    icone: Squares2X2Icon,
  },
  {
    titulo: 'Automação Inteligente',
    texto: 'Lembretes por WhatsApp e documentos assinados pelo celular do paciente.',
    icone: CpuChipIcon,
  },
  {
    titulo: 'Segurança Total',
    texto: 'Dados protegidos, acesso por perfil e registro de cada assinatura.',
    icone: ShieldCheckIcon,
  },
  {
    titulo: 'Suporte Especializado',
    texto: 'Uma equipe que conhece a rotina de clínicas para ajudar você.',
    icone: ChatBubbleLeftRightIcon,
  },
] as const;

/** The four benefits shown to a clinic without a plan. */
export function Beneficios() {
  return (
    <section aria-label="Benefícios" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {ITENS.map(({ titulo, texto, icone: Icone }) => (
        <div
          key={titulo}
          className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:block"
        >
          <div className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-600">
            <Icone className="size-5" aria-hidden="true" />
          </div>
          <div className="min-w-0">
            <h3 className="text-sm font-semibold text-slate-900 lg:mt-3">{titulo}</h3>
            <p className="mt-1 text-sm leading-5 text-slate-500">{texto}</p>
          </div>
        </div>
      ))}
    </section>
  );
}
