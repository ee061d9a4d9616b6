import { describe, expect, it } from 'vitest';
import { atalhosDe } from './atalhos-rapidos';

const rotulos = (u: Parameters<typeof atalhosDe>[0]) => atalhosDe(u).map((a) => a.rotulo);

describe("'Acesso rápido'", () => {
  it('oferece só o que o perfil abre, com a Ajuda, e nada da loja sem papel na loja (issue 40)', () => {
    expect(rotulos({ tipo: 'USUARIO', permissoes: ['PACIENTES_LISTAR'] })).toEqual([
      'Pacientes',
      'Tutoriais',
      'Ajuda',
    ]);
    const adm = rotulos({ tipo: 'ADM', permissoes: [], papel_loja: 'nenhum' });
    expect(adm).toContain('Minha Conta');
    expect(adm).not.toContain('Cupons');
    expect(adm).not.toContain('Dashboard');
  });

  it('o dono de uma loja vê as telas dele, não as do operador', () => {
    const dono = rotulos({ tipo: 'USUARIO', permissoes: [], papel_loja: 'admin_store' });
    expect(dono).toEqual(expect.arrayContaining(['Cupons', 'Artistas', 'Carteira']));
    expect(dono).not.toContain('Logs');
    expect(rotulos({ tipo: 'USUARIO', permissoes: [], papel_loja: 'admin' })).toContain('Logs');
  });
});
