import { describe, expect, it } from 'vitest';
import { TIPOS_QUE_ATENDEM, veApenasOsProprios } from './profissional';

describe('profissionais da agenda', () => {
  it('atendem PROFISSIONAL, MEDICO e ADM; a recepção (USUARIO) não', () => {
    expect(TIPOS_QUE_ATENDEM).toEqual(expect.arrayContaining(['PROFISSIONAL', 'MEDICO', 'ADM']));
    expect(TIPOS_QUE_ATENDEM).not.toContain('USUARIO');
  });
  it('só o PROFISSIONAL fica restrito aos próprios agendamentos', () => {
    expect(veApenasOsProprios('PROFISSIONAL')).toBe(true);
    expect(veApenasOsProprios('MEDICO')).toBe(false);
    expect(veApenasOsProprios('ADM')).toBe(false);
  });
});
