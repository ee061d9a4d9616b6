import { describe, expect, it } from 'vitest';
import {
  dataExclusaoDefinitivaBr,
  exclusaoDefinitivaPossivelEm,
  podeExcluirDefinitivamente,
  ultimaAlteracao,
} from './retencao';

const d = (s: string) => new Date(s);

describe('ultimaAlteracao', () => {
  it('is the latest of creation, edit, archiving and signature, across records', () => {
    expect(
      ultimaAlteracao(
        {
          criado_em: d('2001-01-01T00:00:00Z'),
          atualizado_em: d('2003-05-01T00:00:00Z'),
          arquivado_em: null,
        },
        { criado_em: d('2002-01-01T00:00:00Z'), assinado_em: d('2004-02-02T10:00:00Z') },
        { arquivado_em: d('2003-12-31T00:00:00Z') },
      ),
    ).toEqual(d('2004-02-02T10:00:00Z'));
  });

  it('archiving restarts the clock', () => {
    expect(
      ultimaAlteracao({ atualizado_em: d('2000-01-01T00:00:00Z'), arquivado_em: d('2010-06-01T00:00:00Z') }),
    ).toEqual(d('2010-06-01T00:00:00Z'));
  });

  it('is null without any date', () => {
    expect(ultimaAlteracao({}, { arquivado_em: null })).toBeNull();
  });
});

describe('podeExcluirDefinitivamente', () => {
  const ultima = d('2006-03-10T12:00:00Z');

  it('refuses before 20 years, to the millisecond', () => {
    expect(podeExcluirDefinitivamente(ultima, d('2026-03-10T11:59:59.999Z'))).toBe(false);
    expect(podeExcluirDefinitivamente(ultima, d('2016-03-10T12:00:00Z'))).toBe(false);
  });

  it('allows from the same day and time 20 years on', () => {
    expect(podeExcluirDefinitivamente(ultima, d('2026-03-10T12:00:00Z'))).toBe(true);
    expect(podeExcluirDefinitivamente(ultima, d('2027-01-01T00:00:00Z'))).toBe(true);
  });

  it('keeps a record without a known last change', () => {
    expect(podeExcluirDefinitivamente(null, d('2100-01-01T00:00:00Z'))).toBe(false);
    expect(podeExcluirDefinitivamente(d('x'), d('2100-01-01T00:00:00Z'))).toBe(false);
  });

  it('29 February waits until 1 March in a non-leap year', () => {
    expect(exclusaoDefinitivaPossivelEm(d('2008-02-29T12:00:00Z'))).toEqual(d('2028-02-29T12:00:00Z'));
    expect(exclusaoDefinitivaPossivelEm(d('2004-02-29T12:00:00Z'))).toEqual(d('2024-02-29T12:00:00Z'));
    expect(exclusaoDefinitivaPossivelEm(d('2012-02-29T12:00:00Z'))).toEqual(d('2032-02-29T12:00:00Z'));
    expect(podeExcluirDefinitivamente(d('2000-02-29T12:00:00Z'), d('2020-02-29T11:00:00Z'))).toBe(false);
  });
});

describe('dataExclusaoDefinitivaBr', () => {
  it("is the clinic's wall-clock day (São Paulo), not UTC's", () => {
    // 02:00 UTC on 1 April is still 31 March in São Paulo.
    expect(dataExclusaoDefinitivaBr(d('2010-04-01T02:00:00Z'))).toBe('31/03/2030');
    expect(dataExclusaoDefinitivaBr(d('2010-04-01T15:00:00Z'))).toBe('01/04/2030');
  });
});
