import { ABAS_PACIENTE } from '@clinica/contracts';
import { temPermissao } from '@clinica/domain';
import { ICONES_TELAS } from '../../lib/icones-telas';

/** The record's sub-tabs as the Tabs kit draws them; who may open each is the catalogue's. */
const ABAS = ABAS_PACIENTE.map((a) => ({
  key: a.aba,
  label: a.rotulo,
  permissao: a.permissao,
  icon: ICONES_TELAS[a.icone],
}));

export const abasPermitidas = (usuario: Parameters<typeof temPermissao>[0] | undefined) =>
  usuario ? ABAS.filter((a) => temPermissao(usuario, a.permissao)) : [];

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
