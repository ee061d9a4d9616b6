import { type RequisitoAcesso, temPermissao } from '@clinica/domain';
import {
  CalendarDaysIcon,
  ClipboardDocumentListIcon,
  DocumentIcon,
  DocumentTextIcon,
  EyeIcon,
  PhotoIcon,
  ReceiptPercentIcon,
} from '@heroicons/react/24/outline';
import type { ComponentType, SVGProps } from 'react';

export type Aba = 'sobre' | 'documentos' | 'fotos' | 'arquivos' | 'anamnese' | 'orcamentos' | 'acessos';

/**
 * The record's sub-tabs, each behind its permission (spec 02 §2).
 */
export const ABAS: {
  key: Aba;
  label: string;
  permissao: RequisitoAcesso;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { key: 'sobre', label: 'Agendamentos', permissao: 'AGENDAMENTOS_LISTAR', icon: CalendarDaysIcon },
  { key: 'documentos', label: 'Documentos e Termos', permissao: 'TERMOS_LISTAR', icon: DocumentTextIcon },
  { key: 'fotos', label: 'Fotos', permissao: 'FOTOS_LISTAR', icon: PhotoIcon },
  { key: 'arquivos', label: 'Arquivos', permissao: 'ARQUIVOS_LISTAR', icon: DocumentIcon },
  {
    key: 'anamnese',
    label: 'Anamnese',
    permissao: 'FICHAS_ANAMNESE_LISTAR',
    icon: ClipboardDocumentListIcon,
  },
  { key: 'orcamentos', label: 'Orçamentos', permissao: 'ORCAMENTOS_LISTAR', icon: ReceiptPercentIcon },
  // Who saw this record (issue 19): administrators, or whoever holds PACIENTES_AUDITORIA.
  { key: 'acessos', label: 'Acessos', permissao: 'PACIENTES_AUDITORIA', icon: EyeIcon },
];

export const abasPermitidas = (usuario: Parameters<typeof temPermissao>[0] | undefined) =>
  usuario ? ABAS.filter((a) => temPermissao(usuario, a.permissao)) : [];

/** The record is in the URL, so it can be linked, reloaded and opened in a new tab. */
export const caminhoFicha = (id: number, aba?: Aba | null) => `/pacientes/${id}${aba ? `/${aba}` : ''}`;
export const CAMINHO_LISTA = '/pacientes/lista';

export type LocalPacientes = { tela: 'lista' } | { tela: 'ficha'; id: number | null; aba: string | null };

export function lerLocal(local: string): LocalPacientes {
  const partes = local
    .replace(/^\/pacientes\/?/, '')
    .split('/')
    .filter(Boolean);
  if (partes[0] === 'lista') return { tela: 'lista' };
  const id = partes[0] && /^\d{1,9}$/.test(partes[0]) ? Number(partes[0]) : null;
  return { tela: 'ficha', id, aba: partes[1] ?? null };
}
