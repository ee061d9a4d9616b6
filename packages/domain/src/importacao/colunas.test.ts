import { describe, expect, it } from 'vitest';
import { normalizarCabecalho, sugerirMapeamento } from './colunas';

describe('sugerirMapeamento', () => {
  it('maps the peers’ headers without accents or case', () => {
    const m = sugerirMapeamento([
      'Paciente',
      'Celular/WhatsApp',
      'Data de Nascimento',
      'CPF',
      'E-mail',
      'Endereço',
      'CEP',
      'UF',
    ]);
    expect(m).toEqual({
      nome: 'Paciente',
      celular: 'Celular/WhatsApp',
      nascimento: 'Data de Nascimento',
      cpf: 'CPF',
      email: 'E-mail',
      endereco: 'Endereço',
      cep: 'CEP',
      estado: 'UF',
    });
  });

  it.each([
    ['Nome', 'nome'],
    ['TELEFONE', 'celular'],
    ['WhatsApp', 'celular'],
    ['Nascimento', 'nascimento'],
    ['Sexo', 'sexo'],
    ['Observações', 'observacao'],
  ])('%s → %s', (cabecalho, campo) => {
    expect(sugerirMapeamento([cabecalho])).toEqual({ [campo]: cabecalho });
  });

  it('gives one column to one field and leaves unknown headers out', () => {
    expect(sugerirMapeamento(['Telefone', 'Celular', 'Convênio'])).toEqual({ celular: 'Celular' });
  });

  it('prefers what the clinic mapped last time', () => {
    expect(sugerirMapeamento(['Cliente', 'Fone 2'], { celular: 'Fone 2' })).toEqual({
      nome: 'Cliente',
      celular: 'Fone 2',
    });
  });

  it('normalizes headers', () => {
    expect(normalizarCabecalho('  Data_de  Nascimento ')).toBe('data de nascimento');
    expect(normalizarCabecalho('E-MAIL')).toBe('e mail');
  });
});
