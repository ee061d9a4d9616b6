import { describe, expect, it } from 'vitest';
import { formatarCentavos } from '../valores/brl';
import {
  botaoPlanoDesabilitado,
  CHAVES_PLANO,
  type ChavePlano,
  PLANOS,
  planoPorPriceId,
  planosVisiveis,
} from './catalogo';

describe('catálogo de planos', () => {
  it.each<[ChavePlano, string, string, 'mes' | 'semestre']>([
    ['essencial_novo', 'Essencial Novo', 'R$ 147,00', 'mes'],
    ['essencial', 'Essencial', 'R$ 89,90', 'mes'],
    ['profissional', 'Profissional', 'R$ 189,90', 'mes'],
    ['premium', 'Premium', 'R$ 257,00', 'mes'],
    ['liga', 'Liga', 'R$ 0,00', 'semestre'],
  ])('%s: %s a %s por %s', (chave, nome, preco, periodo) => {
    expect(PLANOS[chave]).toMatchObject({ chave, nome, periodo });
    expect(formatarCentavos(PLANOS[chave].centavos)).toBe(preco);
  });

  it('selos e botões dos cartões', () => {
    expect([PLANOS.essencial_novo.selo, PLANOS.essencial_novo.botao]).toEqual([
      'Mais Popular',
      'Começar Agora',
    ]);
    expect([PLANOS.essencial.selo, PLANOS.essencial.botao]).toEqual(['Promoção', 'Aproveitar Oferta']);
    expect([PLANOS.liga.titulo, PLANOS.liga.botao]).toEqual(['A Liga', 'Começar Grátis']);
    expect([PLANOS.premium.selo, PLANOS.premium.botao]).toEqual(['Recomendado', 'Escolher Premium']);
  });

  it('Essencial Novo tem a garantia de 7 dias e o WhatsApp oficial; Premium lista os exclusivos', () => {
    expect(PLANOS.essencial_novo.destaques).toContain('Garantia de 7 dias');
    expect(PLANOS.essencial_novo.recursos.join(' ')).toMatch(/WhatsApp/);
    expect(PLANOS.premium.recursos).toContain('Múltiplas unidades');
    expect(PLANOS.premium.recursos).toContain('Suporte prioritário 24/7');
  });
});

describe('planosVisiveis', () => {
  it.each<[string | null, ChavePlano[]]>([
    [null, ['essencial_novo', 'premium']],
    ['promo', ['essencial', 'premium']],
    ['liga', ['liga', 'premium']],
    ['qualquer-outro', ['essencial_novo', 'premium']],
  ])('status %s → %j', (status, esperado) => {
    expect(planosVisiveis(status)).toEqual(esperado);
  });

  it('o Profissional nunca tem cartão', () => {
    for (const s of [null, 'promo', 'liga']) expect(planosVisiveis(s)).not.toContain('profissional');
  });
});

describe('planoPorPriceId', () => {
  const precos = Object.fromEntries(CHAVES_PLANO.map((c) => [c, `price_${c}`])) as Record<ChavePlano, string>;

  it.each(CHAVES_PLANO)('price_%s → o plano', (chave) => {
    expect(planoPorPriceId(precos, `price_${chave}`)).toBe(chave);
  });

  it.each([['price_desconhecido'], [null], [undefined], ['']])('%s → nenhum plano', (id) => {
    expect(planoPorPriceId(precos, id)).toBeNull();
  });

  it('um plano sem price id configurado nunca casa', () => {
    expect(planoPorPriceId({ premium: 'price_p' }, 'price_essencial')).toBeNull();
  });
});

describe('botaoPlanoDesabilitado', () => {
  it.each<[ChavePlano, boolean, boolean, boolean]>([
    ['essencial_novo', true, false, true],
    ['essencial_novo', false, true, true],
    ['essencial_novo', false, false, false],
    ['liga', false, true, true],
    ['premium', true, false, true],
    ['premium', false, true, false],
    ['premium', false, false, false],
  ])('%s carregando=%s assinatura=%s → %s', (chave, carregando, temPlano, esperado) => {
    expect(botaoPlanoDesabilitado(chave, { carregando, temPlano })).toBe(esperado);
  });
});
