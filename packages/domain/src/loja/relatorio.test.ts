import { describe, expect, it } from 'vitest';
import { cabecalhoCsvRelatorio, linhaCsvRelatorio } from './relatorio';

describe('CSV dos relatórios', () => {
  it('cabeçalho com BOM e os nomes de campo da especificação', () => {
    expect(cabecalhoCsvRelatorio('users')).toBe('\uFEFFCodigo_Usuario;Nome;Whatsapp;Data_Cadastro\r\n');
  });

  it('linha na ordem do cabeçalho; nulo vazio; booleano Sim/Não; texto escapado', () => {
    expect(
      linhaCsvRelatorio('users', {
        Nome: 'Ana; "Aninha"',
        Codigo_Usuario: 7,
        Data_Cadastro: '24/11/2026',
        Whatsapp: null,
      }),
    ).toBe('7;"Ana; ""Aninha""";;24/11/2026\r\n');
    const pedido = linhaCsvRelatorio('orders', {
      Codigo_Pedido: 'PED000001',
      Comprador: '=cmd()',
      Comissao_Repassada: false,
      link: null,
    });
    expect(pedido.startsWith("PED000001;'=cmd()")).toBe(true);
    expect(pedido.endsWith(';Não;\r\n')).toBe(true);
  });
});
