import { describe, expect, it } from 'vitest';
import { gerarCabecalho, tituloDocumento } from './cabecalho';

const semEndereco = {
  endereco: null,
  numero: null,
  complemento: null,
  bairro: null,
  cidade: null,
  estado: null,
  cep: null,
};

describe('tituloDocumento', () => {
  it('contrato e termo como o spec, com acentos', () => {
    expect(tituloDocumento('CONTRATO', 'x')).toBe('CONTRATO DE PRESTAÇÃO DE SERVIÇO');
    expect(tituloDocumento('TERMO', 'Clareamento')).toBe(
      'TERMO DE CONSENTIMENTO LIVRE E ESCLARECIDO - Clareamento',
    );
  });
});

describe('gerarCabecalho', () => {
  it('monta clínica e paciente com documentos formatados e endereço', () => {
    const html = gerarCabecalho(
      {
        nome: 'Clínica Sorriso',
        tipo: 'clinica',
        documento: '11222333000181',
        endereco: 'Av. Paulista',
        numero: '1000',
        complemento: 'sala 1',
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        estado: 'SP',
        cep: '01310100',
      },
      {
        ...semEndereco,
        nome: 'João da Silva',
        cpf: '52998224725',
        nascimento: '1990-05-17',
        cidade: 'Santos',
        estado: 'SP',
      },
    );
    expect(html).toBe(
      '<p><strong>CONTRATADA:</strong> Clínica Sorriso, CNPJ 11.222.333/0001-81, com endereço em Av. Paulista, 1000 - sala 1, Bela Vista, São Paulo/SP, CEP 01310-100.</p>' +
        '<p><strong>PACIENTE:</strong> João da Silva, CPF 529.982.247-25, nascido(a) em 17/05/1990, residente em Santos/SP.</p>',
    );
  });

  it('escapa o que vem dos cadastros', () => {
    const html = gerarCabecalho(
      { ...semEndereco, nome: '<script>x</script>', tipo: 'profissional', documento: null },
      { ...semEndereco, nome: 'Ana "A" & <b>', cpf: null, nascimento: null },
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('Ana &quot;A&quot; &amp; &lt;b&gt;');
  });
});
