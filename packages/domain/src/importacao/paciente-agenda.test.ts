import { describe, expect, it } from 'vitest';
import { acharPaciente, acharPorNome } from './paciente-agenda';

const MAE = { id: 1, nome: 'Maria Souza', celular: '11987654321', cpf: '52998224725' };
const FILHO = { id: 2, nome: 'Pedro Souza', celular: '11987654321', cpf: null };
const HOMONIMO_A = { id: 3, nome: 'José Lima', celular: '21999990000', cpf: null };
const HOMONIMO_B = { id: 4, nome: 'Jose Lima', celular: '31999990000', cpf: null };
const TODOS = [MAE, FILHO, HOMONIMO_A, HOMONIMO_B];

describe('acharPaciente', () => {
  it('finds by CPF first, whatever the name says', () => {
    expect(acharPaciente({ nome: 'M. Souza', celular: null, cpf: '52998224725' }, TODOS)).toEqual({
      tipo: 'achado',
      id: 1,
    });
  });

  it('finds by the mobile with the name: the son on his mother mobile is the son', () => {
    expect(acharPaciente({ nome: 'PEDRO souza', celular: '11987654321', cpf: null }, TODOS)).toEqual({
      tipo: 'achado',
      id: 2,
    });
    // The shared mobile with a new name is somebody else: not booked on the mother.
    expect(acharPaciente({ nome: 'Ana Souza', celular: '11987654321', cpf: null }, TODOS)).toEqual({
      tipo: 'nenhum',
    });
  });

  it('finds by the exact name (accents aside) when only one patient has it', () => {
    expect(acharPaciente({ nome: 'maría souza', celular: null, cpf: null }, TODOS)).toEqual({
      tipo: 'achado',
      id: 1,
    });
  });

  it('two patients with the name and nothing else to tell them apart: ambiguous, never guessed', () => {
    expect(acharPaciente({ nome: 'José Lima', celular: null, cpf: null }, TODOS)).toEqual({
      tipo: 'ambiguo',
    });
    expect(acharPaciente({ nome: 'José Lima', celular: '31999990000', cpf: null }, TODOS)).toEqual({
      tipo: 'achado',
      id: 4,
    });
  });

  it('a CPF nobody has is not a namesake who has another CPF', () => {
    expect(acharPaciente({ nome: 'Maria Souza', celular: null, cpf: '11144477735' }, TODOS)).toEqual({
      tipo: 'nenhum',
    });
  });
});

describe('acharPorNome', () => {
  const profissionais = [
    { id: 10, nome: 'Dra. Ana Lúcia', email: 'ana@clinica.com' },
    { id: 11, nome: 'Dr. Bruno', email: 'bruno@clinica.com' },
    { id: 12, nome: 'Dr. Bruno', email: 'bruno2@clinica.com' },
  ];
  it('by e-mail, or by the exact name; none or two is null', () => {
    expect(acharPorNome('ANA@clinica.com', profissionais)?.id).toBe(10);
    expect(acharPorNome('dra. ana lucia', profissionais)?.id).toBe(10);
    expect(acharPorNome('Dr. Bruno', profissionais)).toBeNull();
    expect(acharPorNome('Dra. Carla', profissionais)).toBeNull();
  });
});
