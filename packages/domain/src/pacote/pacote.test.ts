import { describe, expect, it } from 'vitest';
import { VALOR_MAXIMO_ORCAMENTO_CENTAVOS } from '../orcamento/total';
import {
  abrePacote,
  efeitoNoPacote,
  MAXIMO_SESSOES_ITEM,
  pacoteParaConsumir,
  statusDoPacote,
  textoPacoteEsgotado,
  textoSessaoDoPacote,
  validadeDoPacote,
  valorDoItem,
} from './pacote';

describe('valorDoItem', () => {
  it('um item antigo (sem quantidade) vale o seu preço', () => {
    expect(valorDoItem({ valor_venda: 15_000 })).toBe(15_000);
    expect(valorDoItem({ valor_venda: 15_000, quantidade: null, valor_pacote: null })).toBe(15_000);
  });
  it('sem preço de pacote, o preço vezes as sessões', () => {
    expect(valorDoItem({ valor_venda: 12_000, quantidade: 10 })).toBe(120_000);
  });
  it('o preço do pacote substitui o preço vezes as sessões', () => {
    expect(valorDoItem({ valor_venda: 12_000, quantidade: 10, valor_pacote: 100_000 })).toBe(100_000);
    expect(valorDoItem({ valor_venda: 12_000, quantidade: 10, valor_pacote: 0 })).toBe(0);
  });
  it('recusa quantidade fora de 1..100, valores que não são centavos e o que passa do limite', () => {
    expect(valorDoItem({ valor_venda: 100, quantidade: 0 })).toBeNull();
    expect(valorDoItem({ valor_venda: 100, quantidade: MAXIMO_SESSOES_ITEM + 1 })).toBeNull();
    expect(valorDoItem({ valor_venda: 100, quantidade: 2.5 })).toBeNull();
    expect(valorDoItem({ valor_venda: 100, quantidade: MAXIMO_SESSOES_ITEM })).toBe(10_000);
    expect(valorDoItem({ valor_venda: 100, quantidade: 2, valor_pacote: 10.5 })).toBeNull();
    expect(valorDoItem({ valor_venda: 100, quantidade: 2, valor_pacote: -1 })).toBeNull();
    expect(valorDoItem({ valor_venda: VALOR_MAXIMO_ORCAMENTO_CENTAVOS, quantidade: 2 })).toBeNull();
  });
});

describe('abrePacote', () => {
  it('só um item de mais de uma sessão abre pacote', () => {
    expect(abrePacote(undefined)).toBe(false);
    expect(abrePacote(1)).toBe(false);
    expect(abrePacote(2)).toBe(true);
  });
});

describe('statusDoPacote', () => {
  const p = { sessoes: 10, usadas: 3, validade: '2027-01-31' };
  it('aberto até o último dia de validade, inclusive', () => {
    expect(statusDoPacote(p, '2027-01-31')).toBe('aberto');
    expect(statusDoPacote(p, '2027-02-01')).toBe('expirado');
  });
  it('concluído quando todas as sessões foram usadas, mesmo depois da validade', () => {
    expect(statusDoPacote({ ...p, usadas: 10 }, '2026-12-01')).toBe('concluido');
    expect(statusDoPacote({ ...p, usadas: 10 }, '2030-01-01')).toBe('concluido');
  });
});

describe('pacoteParaConsumir', () => {
  const hoje = '2026-11-27';
  it('usa o aberto que vence primeiro; no empate, o mais antigo', () => {
    const pacotes = [
      { id: 3, sessoes: 5, usadas: 0, validade: '2027-06-30' },
      { id: 7, sessoes: 5, usadas: 1, validade: '2027-03-31' },
      { id: 5, sessoes: 5, usadas: 4, validade: '2027-03-31' },
    ];
    expect(pacoteParaConsumir(pacotes, hoje)?.id).toBe(5);
  });
  it('ignora os concluídos e os vencidos; nenhum aberto → null', () => {
    const pacotes = [
      { id: 1, sessoes: 5, usadas: 5, validade: '2027-01-01' },
      { id: 2, sessoes: 5, usadas: 1, validade: '2026-11-26' },
    ];
    expect(pacoteParaConsumir(pacotes, hoje)).toBeNull();
    expect(pacoteParaConsumir([...pacotes, { id: 9, sessoes: 2, usadas: 0, validade: hoje }], hoje)?.id).toBe(
      9,
    );
  });
});

describe('efeitoNoPacote', () => {
  it('finalizar usa uma sessão; sair de Finalizada devolve', () => {
    expect(efeitoNoPacote('Confirmado', 'Finalizada', false)).toBe(1);
    expect(efeitoNoPacote('Finalizada', 'Em Atendimento', false)).toBe(-1);
    expect(efeitoNoPacote('Finalizada', 'Finalizada', false)).toBe(0);
    expect(efeitoNoPacote('Agendado', 'Confirmado', false)).toBe(0);
  });
  it('Faltou só usa quando a clínica diz', () => {
    expect(efeitoNoPacote('Agendado', 'Faltou', false)).toBe(0);
    expect(efeitoNoPacote('Agendado', 'Faltou', true)).toBe(1);
    expect(efeitoNoPacote('Faltou', 'Finalizada', true)).toBe(0);
    expect(efeitoNoPacote('Faltou', 'Agendado', true)).toBe(-1);
  });
});

describe('validadeDoPacote', () => {
  it('o mesmo dia, meses depois', () => {
    expect(validadeDoPacote('2026-11-27')).toBe('2027-11-27');
    expect(validadeDoPacote('2026-11-27', 3)).toBe('2027-02-27');
  });
  it('o último dia do mês quando o dia não existe nele', () => {
    expect(validadeDoPacote('2027-01-31', 1)).toBe('2027-02-28');
    expect(validadeDoPacote('2028-01-31', 1)).toBe('2028-02-29');
    expect(validadeDoPacote('2026-08-31', 1)).toBe('2026-09-30');
  });
});

describe('textos', () => {
  it('diz a sessão e o pacote, e quando se esgotou', () => {
    expect(textoSessaoDoPacote(3, 10, 12)).toBe('Sessão 3 de 10 — pacote #12');
    expect(textoPacoteEsgotado(10, 10)).toBe('Pacote esgotado: 10 de 10 sessões usadas');
  });
});
