import { type TipoUsuario, temPermissao } from '@clinica/domain';
import { describe, expect, it } from 'vitest';
import { type EntradaMenu, ehGrupo } from '../shell/menu-lateral';
import { menuVisivel } from './menu';

const rotulos = (m: EntradaMenu[]) =>
  m.flatMap((e) => (ehGrupo(e) ? [e.rotulo, ...e.itens.map((i) => i.rotulo)] : [e.rotulo]));
const para = (tipo: TipoUsuario, permissoes: string[]) =>
  menuVisivel((p) => temPermissao({ tipo, permissoes }, p));

describe('menuVisivel', () => {
  it('um usuário sem permissões vê só os itens abertos', () => {
    expect(rotulos(para('USUARIO', []))).toEqual(['Dashboard', 'Tutoriais', 'Ajuda']);
  });

  it('o grupo Recursos aparece quando algum filho é visível, só com os filhos permitidos', () => {
    expect(rotulos(para('USUARIO', ['TERMOS_LISTAR', 'PACIENTES_LISTAR']))).toEqual([
      'Dashboard',
      'Pacientes',
      'Recursos',
      'Termos',
      'Tutoriais',
      'Ajuda',
    ]);
  });

  it('Perfis, Planos e Minha Conta exigem ADM, mesmo com todas as outras chaves', () => {
    const todas = ['PACIENTES_LISTAR', 'USUARIOS_LISTAR', 'BANCOS_LISTAR'];
    expect(rotulos(para('MEDICO', todas))).not.toContain('Perfis');
    expect(rotulos(para('ADM', []))).toEqual(
      expect.arrayContaining(['Perfis', 'Planos', 'Minha Conta', 'Modelos Anamnese']),
    );
    expect(rotulos(para('ADM', []))).toHaveLength(23);
  });

  it('Comissões vem logo depois de Transações para o financeiro, e aparece sozinha para quem recebe comissão', () => {
    const financeiro = rotulos(para('USUARIO', ['FINANCEIRO_LISTAR_TRANSACOES']));
    expect(financeiro).toEqual(['Dashboard', 'Transações', 'Comissões', 'Tutoriais', 'Ajuda']);
    expect(rotulos(para('PROFISSIONAL', []))).toEqual(['Dashboard', 'Comissões', 'Tutoriais', 'Ajuda']);
    expect(rotulos(para('MEDICO', []))).toContain('Comissões');
    expect(rotulos(para('USUARIO', ['ORCAMENTOS_LISTAR']))).not.toContain('Comissões');
    const adm = rotulos(para('ADM', []));
    expect(adm.indexOf('Comissões')).toBe(adm.indexOf('Transações') + 1);
  });

  it("o grupo 'Loja' aparece só para quem tem papel na loja; o dono não vê as telas do operador", () => {
    const pode = (p: Parameters<typeof temPermissao>[1]) =>
      temPermissao({ tipo: 'USUARIO', permissoes: [] }, p);
    expect(rotulos(menuVisivel(pode))).not.toContain('Loja');
    expect(rotulos(menuVisivel(pode, 'nenhum'))).not.toContain('Loja');
    const operador = rotulos(menuVisivel(pode, 'admin'));
    expect(operador).toEqual(
      expect.arrayContaining(['Loja', 'Cupons', 'Artistas', 'Configurações da loja', 'Marketing']),
    );
    const dono = rotulos(menuVisivel(pode, 'admin_store'));
    expect(dono).toEqual(expect.arrayContaining(['Loja', 'Cupons', 'Marketing']));
    expect(dono).not.toContain('Logs');
    // The reports are the operator's too (spec 03 §6, issue 33).
    for (const relatorio of ['Pedidos', 'Assessores', 'Pagamentos']) expect(dono).not.toContain(relatorio);
    expect(operador).toEqual(expect.arrayContaining(['Pedidos', 'Assessores', 'Pagamentos', 'Logs']));
  });
});
