import { describe, expect, it } from 'vitest';
import { recusaDeConcessao } from './concessao';

const adm = { id: 1, tipo: 'ADM', permissoes: [] } as const;
const recepcao = {
  id: 2,
  tipo: 'USUARIO',
  permissoes: ['USUARIOS_CRIAR', 'USUARIOS_EDITAR', 'AGENDA'],
} as const;
const dono = { id: 1, tipo: 'ADM', id_perfil: 10 } as const;
const colega = { id: 3, tipo: 'USUARIO', id_perfil: 20 } as const;
const perfil = (
  id_perfil: number,
  tipo: 'ADM' | 'USUARIO' | 'MEDICO' = 'USUARIO',
  chavesPerfil: string[] = ['AGENDA'],
) => ({
  tipo,
  id_perfil,
  chavesPerfil,
});

describe('quem pode conceder o quê', () => {
  it('só um ADM cria um ADM', () => {
    expect(recusaDeConcessao(recepcao, null, perfil(20, 'ADM'))).toBe('SO_ADM_GERE_ADM');
    expect(recusaDeConcessao(adm, null, perfil(20, 'ADM'))).toBeNull();
  });
  it('ninguém se promove nem muda o próprio perfil, nem o ADM', () => {
    const eu = { id: 2, tipo: 'USUARIO', id_perfil: 20 } as const;
    expect(recusaDeConcessao(recepcao, eu, perfil(20, 'ADM'))).toBe('PROPRIO_TIPO_OU_PERFIL');
    expect(recusaDeConcessao(recepcao, eu, perfil(21))).toBe('PROPRIO_TIPO_OU_PERFIL');
    expect(recusaDeConcessao(adm, dono, perfil(10, 'USUARIO'))).toBe('PROPRIO_TIPO_OU_PERFIL');
    // The owner editing their own record: an ADM's profile grants nothing, so it may change.
    expect(recusaDeConcessao(adm, { ...dono, id_perfil: null }, perfil(11, 'ADM'))).toBeNull();
    // Editing one's own name or e-mail (same type and profile) is fine.
    expect(recusaDeConcessao(recepcao, eu, perfil(20, 'USUARIO', ['AGENDA', 'TUDO']))).toBeNull();
  });
  it('só um ADM promove, rebaixa, edita, desativa ou exclui um ADM', () => {
    expect(recusaDeConcessao(recepcao, colega, perfil(20, 'ADM'))).toBe('SO_ADM_GERE_ADM');
    expect(recusaDeConcessao(recepcao, dono, perfil(10, 'USUARIO'))).toBe('SO_ADM_GERE_ADM');
    expect(recusaDeConcessao(recepcao, dono, perfil(10, 'ADM'))).toBe('SO_ADM_GERE_ADM');
    expect(recusaDeConcessao(recepcao, dono, null)).toBe('SO_ADM_GERE_ADM');
    expect(recusaDeConcessao(adm, { ...colega, tipo: 'ADM' }, perfil(20, 'USUARIO'))).toBeNull();
  });
  it('ninguém dá um perfil com chaves que não tem; o ADM tem todas', () => {
    expect(recusaDeConcessao(recepcao, null, perfil(30, 'USUARIO', ['AGENDA', 'FINANCEIRO']))).toBe(
      'PERFIL_ACIMA_DO_PROPRIO',
    );
    expect(recusaDeConcessao(recepcao, colega, perfil(30, 'USUARIO', ['FINANCEIRO']))).toBe(
      'PERFIL_ACIMA_DO_PROPRIO',
    );
    expect(recusaDeConcessao(recepcao, colega, perfil(30, 'MEDICO', ['AGENDA']))).toBeNull();
    expect(recusaDeConcessao(adm, colega, perfil(30, 'USUARIO', ['FINANCEIRO']))).toBeNull();
  });
  it('um perfil que não muda não é reavaliado (quem o deu já podia)', () => {
    expect(recusaDeConcessao(recepcao, colega, perfil(20, 'MEDICO', ['FINANCEIRO']))).toBeNull();
    expect(recusaDeConcessao(recepcao, colega, null)).toBeNull();
  });
});
