import { type TipoUsuario, temPermissao } from '@clinica/domain';
import { describe, expect, it } from 'vitest';
import { type EntradaMenu, ehGrupo, menuVisivel } from './menu';

const rotulos = (m: EntradaMenu[]) =>
  m.flatMap((e) => (ehGrupo(e) ? [e.rotulo, ...e.itens.map((i) => i.rotulo)] : [e.rotulo]));
const para = (tipo: TipoUsuario, permissoes: string[]) =>
  menuVisivel((p) => temPermissao({ tipo, permissoes }, p));

describe('menuVisivel', () => {
  it('um usuário sem permissões vê só os itens abertos', () => {
    expect(rotulos(para('USUARIO', []))).toEqual(['Dashboard', 'Tutoriais']);
  });

  it('o grupo Recursos aparece quando algum filho é visível, só com os filhos permitidos', () => {
    expect(rotulos(para('USUARIO', ['TERMOS_LISTAR', 'PACIENTES_LISTAR']))).toEqual([
      'Dashboard',
      'Pacientes',
      'Recursos',
      'Termos',
      'Tutoriais',
    ]);
  });

  it('Perfis, Planos e Minha Conta exigem ADM, mesmo com todas as outras chaves', () => {
    const todas = ['PACIENTES_LISTAR', 'USUARIOS_LISTAR', 'BANCOS_LISTAR'];
    expect(rotulos(para('MEDICO', todas))).not.toContain('Perfis');
    expect(rotulos(para('ADM', []))).toEqual(
      expect.arrayContaining(['Perfis', 'Planos', 'Minha Conta', 'Modelos Anamnese']),
    );
    expect(rotulos(para('ADM', []))).toHaveLength(21);
  });

  it('Comissões vem logo depois de Transações para o financeiro, e aparece sozinha para quem recebe comissão', () => {
    const financeiro = rotulos(para('USUARIO', ['FINANCEIRO_LISTAR_TRANSACOES']));
    expect(financeiro).toEqual(['Dashboard', 'Transações', 'Comissões', 'Tutoriais']);
    expect(rotulos(para('PROFISSIONAL', []))).toEqual(['Dashboard', 'Comissões', 'Tutoriais']);
    expect(rotulos(para('MEDICO', []))).toContain('Comissões');
    expect(rotulos(para('USUARIO', ['ORCAMENTOS_LISTAR']))).not.toContain('Comissões');
    const adm = rotulos(para('ADM', []));
    expect(adm.indexOf('Comissões')).toBe(adm.indexOf('Transações') + 1);
  });
});
