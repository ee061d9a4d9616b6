import { describe, expect, it } from 'vitest';
import { proximaEtapa, TIPOS_DADO_IMPORTACAO, textoProgresso } from './estado';
import {
  chaveAntiga,
  lerAgendamento,
  lerMovimentacao,
  lerOrcamento,
  lerProfissional,
  lerTransacao,
  lerTratamento,
  lerUnidade,
} from './itens-api';

describe('stages of an API import', () => {
  it("run in dependency order and end with the patients' files", () => {
    expect(TIPOS_DADO_IMPORTACAO.indexOf('pacientes')).toBeLessThan(TIPOS_DADO_IMPORTACAO.indexOf('agendas'));
    expect(TIPOS_DADO_IMPORTACAO.indexOf('orcamentos')).toBeLessThan(
      TIPOS_DADO_IMPORTACAO.indexOf('transacoes'),
    );
    expect(proximaEtapa('unidades')).toBe('bancos');
    expect(proximaEtapa('pacientes')).toBe('agendas');
    expect(proximaEtapa('movimentacoes')).toBe('termos');
    expect(proximaEtapa('documentos')).toBe('questoes_anamnese');
    expect(proximaEtapa('anamneses')).toBe('fotos');
    expect(proximaEtapa('arquivos')).toBeNull();
    expect(textoProgresso('agendas', 1200, 5000)).toBe('Agendamentos 1.200 de 5.000');
    expect(textoProgresso('movimentacoes', 3, 10)).toBe('Movimentações de estoque 3 de 10');
  });
});

describe('old items read as rows', () => {
  it('keys by the old id, and refuses an item without one', () => {
    expect(chaveAntiga(12)).toBe('id:12');
    expect(chaveAntiga('12')).toBe('id:12');
    expect(chaveAntiga('x')).toBeNull();
    expect(lerTratamento({ nome: 'Limpeza' })).toEqual({
      ok: false,
      motivo: expect.stringContaining('identificador'),
    });
  });
  it('a treatment in cents, a unit with a valid CNPJ only', () => {
    expect(
      lerTratamento({
        id: 3,
        nome: ' Limpeza ',
        preco_venda: 150.5,
        preco_custo: 20,
        duracao: 30,
        status: false,
      }),
    ).toEqual({
      ok: true,
      chave: 'id:3',
      dados: {
        nome: 'Limpeza',
        preco_venda: 15050,
        preco_custo: 2000,
        duracao: 30,
        status: false,
        descricao: null,
      },
    });
    expect(lerUnidade({ id: 1, nome_fantasia: 'Centro', cnpj: '11.222.333/0001-81' })).toMatchObject({
      ok: true,
      dados: { cnpj: '11222333000181' },
    });
    expect(lerUnidade({ id: 1, fantasyName: 'Centro', cnpj: '123' }).ok).toBe(false);
  });
  it('a user keeps a valid e-mail and WhatsApp only', () => {
    expect(
      lerProfissional({ id: 5, nome: 'Dra. Ana', email: 'ANA@X.COM.BR', whatsapp: '11987654321', cpf: '1' }),
    ).toEqual({
      ok: true,
      chave: 'id:5',
      dados: { nome: 'Dra. Ana', email: 'ana@x.com.br', whatsapp: '5511987654321', cpf: null, cro: null },
    });
  });
  it('an appointment points at its patient, professional and treatment by old key', () => {
    const r = lerAgendamento({
      id: 9,
      paciente: { id: 1 },
      id_profissional: 2,
      tratamento: { id: 3 },
      inicio: '2031-03-10T10:00:00-03:00',
      duracao: 30,
      status: 'Finalizada',
    });
    expect(r).toMatchObject({
      ok: true,
      dados: {
        paciente: 'id:1',
        profissional: 'id:2',
        tratamento: 'id:3',
        status: 'Finalizada',
        duracao: 30,
      },
    });
    expect(r.ok && r.dados.inicio.toISOString()).toBe('2031-03-10T13:00:00.000Z');
    expect(lerAgendamento({ id: 9, id_paciente: 1, id_profissional: 2, inicio: 'x', duracao: 30 }).ok).toBe(
      false,
    );
  });
  it('a budget with its items; VENCIDO kept as ATIVO', () => {
    const r = lerOrcamento({
      id: 4,
      id_paciente: 1,
      vencimento: '2031-01-31',
      status: 'VENCIDO',
      valor_total: 300,
      tratamentos: [
        { id_tratamento: 3, id_profissional: 2, nome: 'Limpeza', valor_venda: 300, quantidade: 1 },
      ],
    });
    expect(r).toMatchObject({
      ok: true,
      dados: {
        status: 'ATIVO',
        valor_total: 30000,
        itens: [{ tratamento: 'id:3', profissional: 'id:2', valor_venda: 30000 }],
      },
    });
    expect(lerOrcamento({ id: 4, id_paciente: 1, vencimento: '2031-01-31', tratamentos: [] }).ok).toBe(false);
  });
  it('a transaction with its payments and references', () => {
    const r = lerTransacao({
      id: 7,
      tipo: 'RECEITA',
      paciente: { id: 1, nome: 'x' },
      orcamento: { id: 4 },
      categoria: null,
      banco: { id: 2 },
      vencimento: '2031-01-31',
      valor_total: 300,
      pagamentos: [
        { id_tipo_pagamento: 6, valor: 100, data: '2031-01-10', qnt_parcelas: 1 },
        { id_tipo_pagamento: 6, valor: 50.25, data: '2031-01-11', qnt_parcelas: 2 },
      ],
    });
    expect(r).toMatchObject({
      ok: true,
      dados: { paciente: 'id:1', orcamento: 'id:4', categoria: null, banco: 'id:2', valor_total: 30000 },
    });
    expect(r.ok && r.dados.pagamentos.map((p) => p.valor)).toEqual([10000, 5025]);
    expect(lerTransacao({ id: 7, tipo: 'X', vencimento: '2031-01-31', valor_total: 1 }).ok).toBe(false);
  });
  it('a movement: an exit has no expiry, an entry no professional', () => {
    expect(
      lerMovimentacao({
        id: 1,
        id_produto: 2,
        tipo: 'SAIDA',
        quantidade: 3,
        preco_custo: 1.5,
        id_usuario: 5,
        vencimento: '2031-01-01',
      }),
    ).toMatchObject({
      ok: true,
      dados: { produto: 'id:2', profissional: 'id:5', vencimento: null, preco_custo: 150 },
    });
    expect(
      lerMovimentacao({
        id: 1,
        id_produto: 2,
        tipo: 'ENTRADA',
        quantidade: 3,
        id_usuario: 5,
        vencimento: '2031-01-01',
      }),
    ).toMatchObject({ ok: true, dados: { profissional: null, vencimento: '2031-01-01' } });
    expect(lerMovimentacao({ id: 1, id_produto: 2, tipo: 'ENTRADA', quantidade: 0 }).ok).toBe(false);
  });
});
