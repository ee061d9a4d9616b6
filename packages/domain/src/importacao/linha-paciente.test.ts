import { describe, expect, it } from 'vitest';
import { lerLinhaPaciente } from './linha-paciente';

const mapa = {
  nome: 'Nome',
  celular: 'Celular',
  cpf: 'CPF',
  nascimento: 'Nascimento',
  sexo: 'Sexo',
  email: 'E-mail',
};

describe('lerLinhaPaciente', () => {
  it('reads a full row', () => {
    const r = lerLinhaPaciente(
      {
        Nome: ' João  da Silva ',
        Celular: '+55 11 98765-4321',
        CPF: '529.982.247-25',
        Nascimento: '05/03/1990',
        Sexo: 'M',
        'E-mail': 'joao@ex.com.br',
      },
      mapa,
    );
    expect(r).toMatchObject({
      ok: true,
      avisos: [],
      paciente: {
        nome: 'João da Silva',
        celular: '11987654321',
        cpf: '52998224725',
        nascimento: '1990-03-05',
        sexo: 'Masculino',
        email: 'joao@ex.com.br',
        cadastro_incompleto: false,
      },
    });
  });

  it('keeps an invalid CPF out and says why', () => {
    const r = lerLinhaPaciente({ Nome: 'Ana', Celular: '11987654321', CPF: '123.456.789-00' }, mapa);
    expect(r.ok && r.paciente.cpf).toBeNull();
    expect(r.ok && r.avisos).toEqual(['CPF inválido: importado sem CPF.']);
    expect(r.ok && r.paciente.cadastro_incompleto).toBe(true);
  });

  it('refuses a row without a name or a mobile', () => {
    expect(lerLinhaPaciente({ Nome: '', Celular: '11987654321' }, mapa)).toEqual({
      ok: false,
      erro: 'Nome ausente.',
    });
    expect(lerLinhaPaciente({ Nome: 'Ana' }, mapa)).toEqual({ ok: false, erro: 'Celular ausente.' });
    expect(lerLinhaPaciente({ Nome: 'Ana', Celular: '123' }, mapa)).toEqual({
      ok: false,
      erro: 'Celular inválido (DDD e número).',
    });
  });

  it('says what else was left out', () => {
    const r = lerLinhaPaciente(
      { Nome: 'Ana', Celular: '11987654321', Nascimento: '32/01/1990', Sexo: '?', 'E-mail': 'x@' },
      mapa,
    );
    expect(r.ok && r.avisos).toEqual([
      'Data de nascimento inválida: importado sem ela.',
      'E-mail inválido: importado sem e-mail.',
      'Sexo não reconhecido: importado sem ele.',
    ]);
  });
});
