import { temPermissao } from '@clinica/domain';
import { describe, expect, it } from 'vitest';
import {
  CHAVES_PERMISSAO,
  type ChavePermissao,
  ehChavePermissao,
  MODULOS,
  type RequisitoPermissao,
} from './permissoes';

describe('catálogo de permissões', () => {
  it('ids de módulo e de função nunca se repetem', () => {
    const modulos = MODULOS.map((m) => m.id);
    const funcoes = MODULOS.flatMap((m) => m.funcoes.map((f) => f.id));
    expect(new Set(modulos).size).toBe(modulos.length);
    expect(new Set(funcoes).size).toBe(funcoes.length);
    expect(new Set(CHAVES_PERMISSAO).size).toBe(CHAVES_PERMISSAO.length);
  });

  it('tem todas as chaves do menu, escritas como no spec', () => {
    for (const chave of [
      'PACIENTES_LISTAR',
      'AGENDAMENTOS_LISTAR',
      'USUARIOS_LISTAR',
      'PRODUTOS_LISTAR',
      'PRODUTOS_MOVIMENTAR_ESTOQUE',
      'ORCAMENTOS_LISTAR',
      'FINANCEIRO_LISTAR_TRANSACOES',
      'TRATAMENTOS_LISTAR',
      'BANCOS_LISTAR',
      'CATEGORIAS_LISTAR',
      'TIPOS_PAGAMENTOS_LISTAR',
      'TERMOS_LISTAR',
      'QUESTOES_ANAMNESE_LISTAR',
      'FICHAS_ANAMNESE_LISTAR',
      'FINANCEIRO_DAR_BAIXA_RECEBER',
    ]) {
      expect(CHAVES_PERMISSAO).toContain(chave);
    }
  });

  it('cada função aponta para o seu módulo', () => {
    for (const m of MODULOS) for (const f of m.funcoes) expect(f.idModulo).toBe(m.id);
  });
});

describe('chaves tipadas (o typecheck confere os @ts-expect-error)', () => {
  it('uma chave com erro de digitação não compila, nem em temPermissao', () => {
    // @ts-expect-error: chave inexistente
    const errada: ChavePermissao = 'PACIENTES_LISTR';
    const especiais: RequisitoPermissao[] = ['ADM', 'open', 'PACIENTES_LISTAR'];
    const usuario = { tipo: 'USUARIO' as const, permissoes: ['PACIENTES_LISTAR'] };
    // @ts-expect-error: temPermissao recebe as chaves registradas por este pacote
    expect(temPermissao(usuario, 'PACIENTES_LISTR')).toBe(false);
    expect(ehChavePermissao(errada)).toBe(false);
    expect(especiais.map((r) => temPermissao(usuario, r))).toEqual([false, true, true]);
  });
});
