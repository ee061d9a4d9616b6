import {
  AcademicCapIcon,
  ArchiveBoxIcon,
  CalendarDaysIcon,
  ClipboardDocumentListIcon,
  DevicePhoneMobileIcon,
  ReceiptPercentIcon,
  RocketLaunchIcon,
  ShieldCheckIcon,
  UserPlusIcon,
} from '@heroicons/react/24/outline';
import type { ComponentType, SVGProps } from 'react';

type Icone = ComponentType<SVGProps<SVGSVGElement>>;

/** Each guide's picture on its card (by file name in docs/guias); others get the cap. */
const ICONES: Record<string, Icone> = {
  'primeiros-passos': RocketLaunchIcon,
  'cadastrar-paciente': UserPlusIcon,
  'assinatura-whatsapp': DevicePhoneMobileIcon,
  anamnese: ClipboardDocumentListIcon,
  agenda: CalendarDaysIcon,
  'orcamento-financeiro': ReceiptPercentIcon,
  estoque: ArchiveBoxIcon,
  'usuarios-permissoes': ShieldCheckIcon,
};

export const iconeDoGuia = (slug: string): Icone => ICONES[slug] ?? AcademicCapIcon;
