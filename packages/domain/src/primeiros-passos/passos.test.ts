import { describe, expect, it } from 'vitest';
import { type FatosPrimeirosPassos, PASSOS_PRIMEIROS_PASSOS, passosFeitos } from './passos';

const nada: FatosPrimeirosPassos = {
  temLogo: false,
  endereco: { endereco: null, cidade: null, estado: null },
  temTratamento: false,
  temTipoReceita: false,
  temTipoDespesa: false,
  usuarios: 1,
  temPaciente: false,
  temAgendamento: false,
};

describe('primeiros passos', () => {
  it('uma clínica recém-criada (só a dona, nada cadastrado) não tem nenhum passo feito', () => {
    const feitos = passosFeitos(nada);
    expect(Object.keys(feitos)).toEqual([...PASSOS_PRIMEIROS_PASSOS]);
    expect(Object.values(feitos).every((f) => !f)).toBe(true);
  });

  it('tudo cadastrado: todos feitos', () => {
    const tudo: FatosPrimeirosPassos = {
      temLogo: true,
      endereco: { endereco: 'Rua Augusta', cidade: 'São Paulo', estado: 'SP' },
      temTratamento: true,
      temTipoReceita: true,
      temTipoDespesa: true,
      usuarios: 2,
      temPaciente: true,
      temAgendamento: true,
    };
    expect(Object.values(passosFeitos(tudo)).every(Boolean)).toBe(true);
  });

  it('o endereço conta com rua, cidade e estado preenchidos (espaços não contam)', () => {
    const com = (endereco: FatosPrimeirosPassos['endereco']) => passosFeitos({ ...nada, endereco }).endereco;
    expect(com({ endereco: 'Rua Augusta', cidade: 'São Paulo', estado: 'SP' })).toBe(true);
    expect(com({ endereco: 'Rua Augusta', cidade: 'São Paulo', estado: null })).toBe(false);
    expect(com({ endereco: '   ', cidade: 'São Paulo', estado: 'SP' })).toBe(false);
  });

  it('tipos de pagamento: é preciso poder receber e pagar', () => {
    expect(passosFeitos({ ...nada, temTipoReceita: true }).tipos_pagamento).toBe(false);
    expect(passosFeitos({ ...nada, temTipoDespesa: true }).tipos_pagamento).toBe(false);
    expect(passosFeitos({ ...nada, temTipoReceita: true, temTipoDespesa: true }).tipos_pagamento).toBe(true);
  });

  it('a equipe conta a partir de alguém além da dona da conta', () => {
    expect(passosFeitos({ ...nada, usuarios: 1 }).usuarios).toBe(false);
    expect(passosFeitos({ ...nada, usuarios: 2 }).usuarios).toBe(true);
  });
});
