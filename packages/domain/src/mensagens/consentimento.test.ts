import { describe, expect, it } from 'vitest';
import { consentimentoPadrao, consentimentoVigente, quadroDeConsentimento } from './consentimento';
import { FINALIDADE_DO_TIPO, levaLinkDeDescadastro } from './tipo';

const em = (iso: string) => new Date(iso);

describe('consentimento por finalidade e canal', () => {
  it('sem registro: lembrete sim (é o serviço); retorno e marketing não até o paciente dizer sim', () => {
    expect(consentimentoPadrao('lembrete')).toBe(true);
    expect(consentimentoPadrao('retorno')).toBe(false);
    expect(consentimentoPadrao('marketing')).toBe(false);
    expect(consentimentoVigente([], 'lembrete', 'whatsapp')).toBe(true);
    expect(consentimentoVigente([], 'retorno', 'email')).toBe(false);
  });

  it('vale o último registro do par; o de outro canal ou finalidade não conta', () => {
    const registros = [
      {
        finalidade: 'marketing' as const,
        canal: 'whatsapp' as const,
        consentido: true,
        em: em('2026-01-01T10:00:00Z'),
      },
      {
        finalidade: 'marketing' as const,
        canal: 'whatsapp' as const,
        consentido: false,
        em: em('2026-03-01T10:00:00Z'),
      },
      {
        finalidade: 'retorno' as const,
        canal: 'whatsapp' as const,
        consentido: true,
        em: em('2026-02-01T10:00:00Z'),
      },
      {
        finalidade: 'lembrete' as const,
        canal: 'email' as const,
        consentido: false,
        em: em('2026-02-01T10:00:00Z'),
      },
    ];
    expect(consentimentoVigente(registros, 'marketing', 'whatsapp')).toBe(false);
    expect(consentimentoVigente(registros, 'marketing', 'email')).toBe(false);
    expect(consentimentoVigente(registros, 'retorno', 'whatsapp')).toBe(true);
    expect(consentimentoVigente(registros, 'retorno', 'email')).toBe(false);
    expect(consentimentoVigente(registros, 'lembrete', 'email')).toBe(false);
    expect(consentimentoVigente(registros, 'lembrete', 'whatsapp')).toBe(true);
  });

  it('o quadro tem os seis pares, com a data da última mudança (ou nenhuma)', () => {
    const quadro = quadroDeConsentimento([
      { finalidade: 'retorno', canal: 'email', consentido: true, em: em('2026-02-01T10:00:00Z') },
    ]);
    expect(quadro).toHaveLength(6);
    expect(quadro.find((q) => q.finalidade === 'retorno' && q.canal === 'email')).toEqual({
      finalidade: 'retorno',
      canal: 'email',
      consentido: true,
      atualizadoEm: em('2026-02-01T10:00:00Z'),
    });
    expect(quadro.find((q) => q.finalidade === 'lembrete' && q.canal === 'whatsapp')).toMatchObject({
      consentido: true,
      atualizadoEm: null,
    });
  });

  it('aniversário é marketing; só o lembrete de consulta vai sem link de descadastro', () => {
    expect(FINALIDADE_DO_TIPO.aniversario).toBe('marketing');
    expect(levaLinkDeDescadastro('lembrete')).toBe(false);
    expect(levaLinkDeDescadastro('retorno')).toBe(true);
    expect(levaLinkDeDescadastro('aniversario')).toBe(true);
  });
});
