import { describe, expect, it } from 'vitest';
import { estaAssinado, podeAlterar, statusAssinatura } from './assinado';

describe('assinado é definitivo', () => {
  const pendente = { assinado_em: null };
  const assinado = { assinado_em: new Date('2026-11-22T10:00:00Z') };

  it.each(['editar', 'assinar', 'excluir'] as const)('%s: permitido só antes da assinatura', (alteracao) => {
    expect(podeAlterar(pendente, alteracao)).toBe(true);
    expect(podeAlterar(assinado, alteracao)).toBe(false);
  });

  it('reconhece a assinatura em data ou texto e dá o status da lista', () => {
    expect(estaAssinado({ assinado_em: '2026-11-22T10:00:00Z' })).toBe(true);
    expect(estaAssinado(pendente)).toBe(false);
    expect(statusAssinatura(assinado)).toBe('Assinado');
    expect(statusAssinatura(pendente)).toBe('Pendente');
  });
});
