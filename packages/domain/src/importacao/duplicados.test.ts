import { describe, expect, it } from 'vitest';
import { chavesPaciente, deduplicar } from './duplicados';
import type { PacienteImportado } from './linha-paciente';

const p = (
  nome: string,
  celular: string,
  cpf: string | null,
  extra: Partial<PacienteImportado> = {},
): PacienteImportado => ({
  nome,
  celular,
  cpf,
  nascimento: null,
  email: null,
  sexo: null,
  rg: null,
  cep: null,
  endereco: null,
  numero: null,
  complemento: null,
  bairro: null,
  cidade: null,
  estado: null,
  observacao: null,
  cadastro_incompleto: true,
  ...extra,
});

describe('chavesPaciente', () => {
  it('is the CPF, and the mobile with the name', () => {
    expect(chavesPaciente(p('José', '11987654321', '52998224725'))).toEqual([
      'cpf:52998224725',
      'tel:11987654321:jose',
    ]);
    expect(chavesPaciente(p('JOSÉ ', '11987654321', null))).toEqual(['tel:11987654321:jose']);
  });
});

describe('deduplicar', () => {
  it('merges rows of one patient in the file and fills the empty fields', () => {
    const r = deduplicar(
      [
        { linha: 2, paciente: p('Ana', '11987654321', '52998224725') },
        {
          linha: 3,
          paciente: p('Ana Maria', '11911112222', '52998224725', {
            email: 'ana@ex.com',
            sexo: 'Feminino',
            nascimento: '1990-01-01',
          }),
        },
        { linha: 4, paciente: p('Ana', '11987654321', null) },
      ],
      new Set(),
    );
    expect(r.novos.map((l) => l.linha)).toEqual([2]);
    expect(r.mesclados.map((l) => l.linha)).toEqual([3, 4]);
    expect(r.novos[0]?.paciente).toMatchObject({
      nome: 'Ana',
      email: 'ana@ex.com',
      cadastro_incompleto: false,
    });
  });

  it('keeps a child with the mother’s mobile as another patient', () => {
    const r = deduplicar(
      [
        { linha: 2, paciente: p('Maria', '11987654321', null) },
        { linha: 3, paciente: p('Pedro', '11987654321', null) },
      ],
      new Set(),
    );
    expect(r.novos).toHaveLength(2);
  });

  it('counts a patient already in the clinic as a duplicate', () => {
    const r = deduplicar(
      [
        { linha: 2, paciente: p('Ana', '11987654321', '52998224725') },
        { linha: 3, paciente: p('Bia', '11900001111', null) },
      ],
      new Set(['cpf:52998224725']),
    );
    expect(r.duplicados.map((l) => l.linha)).toEqual([2]);
    expect(r.novos.map((l) => l.linha)).toEqual([3]);
  });
});
