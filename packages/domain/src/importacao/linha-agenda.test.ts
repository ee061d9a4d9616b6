import { describe, expect, it } from 'vitest';
import { sugerirMapeamento } from './colunas';
import { lerDuracao, lerHora, lerLinhaAgenda, lerStatusAgenda } from './linha-agenda';

const CABECALHOS = [
  'Paciente',
  'Celular',
  'CPF',
  'Data',
  'Hora início',
  'Hora fim',
  'Profissional',
  'Procedimento',
  'Status',
  'Observações',
];
const mapa = sugerirMapeamento(CABECALHOS, {}, 'agendas');
const linha = (c: Partial<Record<string, string>>) => ({
  Paciente: 'João Conceição',
  Celular: '+55 (11) 98765-4321',
  CPF: '529.982.247-25',
  Data: '05/03/2026',
  'Hora início': '9:00',
  'Hora fim': '09:45',
  Profissional: 'Dra. Ana',
  Procedimento: 'Limpeza',
  Status: 'Atendido',
  Observações: '',
  ...c,
});

describe('sugerirMapeamento for agendas', () => {
  it('maps the peers agenda headers, and only the agenda fields', () => {
    expect(mapa).toEqual({
      nome: 'Paciente',
      celular: 'Celular',
      cpf: 'CPF',
      data: 'Data',
      hora_inicio: 'Hora início',
      hora_fim: 'Hora fim',
      profissional: 'Profissional',
      tratamento: 'Procedimento',
      status: 'Status',
      observacao: 'Observações',
    });
    // A patients' import of the same headers takes no agenda field.
    expect(sugerirMapeamento(CABECALHOS).data).toBeUndefined();
  });
});

describe('an export with date-and-time columns (Início, Fim) and no date column', () => {
  it('maps Início as both the date and the start, and reads the row', () => {
    const m = sugerirMapeamento(
      ['Cliente', 'Telefone', 'Início', 'Fim', 'Dentista', 'Serviço'],
      {},
      'agendas',
    );
    expect(m).toMatchObject({
      data: 'Início',
      hora_inicio: 'Início',
      hora_fim: 'Fim',
      profissional: 'Dentista',
    });
    const r = lerLinhaAgenda(
      {
        Cliente: 'Ana',
        Telefone: '11987654321',
        Início: '05/03/2026 09:00',
        Fim: '05/03/2026 09:50',
        Dentista: 'Dra. Ana',
        Serviço: 'Limpeza',
      },
      m,
    );
    expect(r.ok && [r.agendamento.data, r.agendamento.hora, r.agendamento.duracao]).toEqual([
      '2026-03-05',
      '09:00',
      50,
    ]);
  });
});

describe('lerLinhaAgenda', () => {
  it('reads a peer row: DD/MM/AAAA, the phone with 55, the duration from the end time, the status word', () => {
    const r = lerLinhaAgenda(linha({}), mapa);
    expect(r).toEqual({
      ok: true,
      avisos: [],
      agendamento: {
        paciente: { nome: 'João Conceição', celular: '11987654321', cpf: '52998224725' },
        data: '2026-03-05',
        hora: '09:00',
        duracao: 45,
        profissional: 'Dra. Ana',
        tratamento: 'Limpeza',
        status: 'Finalizada',
        observacao: null,
      },
    });
  });

  it('refuses what an appointment cannot lack, with the reason', () => {
    expect(lerLinhaAgenda(linha({ Paciente: ' ' }), mapa)).toEqual({ ok: false, erro: 'Paciente ausente.' });
    expect(lerLinhaAgenda(linha({ Data: '31/02/2026' }), mapa)).toEqual({
      ok: false,
      erro: 'Data inválida (use DD/MM/AAAA).',
    });
    expect(lerLinhaAgenda(linha({ 'Hora início': '25:00' }), mapa)).toMatchObject({ ok: false });
    expect(lerLinhaAgenda(linha({ Profissional: '' }), mapa)).toEqual({
      ok: false,
      erro: 'Profissional ausente.',
    });
    expect(lerLinhaAgenda(linha({ Procedimento: '' }), mapa)).toEqual({
      ok: false,
      erro: 'Tratamento ausente.',
    });
  });

  it('says what it left out: an unknown status becomes Agendado, a bad end time the treatment duration', () => {
    const r = lerLinhaAgenda(linha({ Status: 'Talvez', 'Hora fim': '08:00', Celular: '123' }), mapa);
    expect(r.ok && r.agendamento.status).toBe('Agendado');
    expect(r.ok && r.agendamento.duracao).toBeNull();
    expect(r.ok && r.avisos).toEqual([
      'Hora de fim ou duração inválida: usada a duração do tratamento.',
      'Status não reconhecido: importado como Agendado.',
      'Celular inválido: não usado para achar o paciente.',
    ]);
  });

  it('reads one date-and-time column mapped as both the date and the start', () => {
    const m = { ...mapa, hora_inicio: 'Data', hora_fim: undefined };
    const r = lerLinhaAgenda(linha({ Data: '05/03/2026 14:10' }), m);
    expect(r.ok && [r.agendamento.data, r.agendamento.hora, r.agendamento.duracao]).toEqual([
      '2026-03-05',
      '14:10',
      null,
    ]);
  });

  it('takes a duration column when there is no end time', () => {
    const m = { ...mapa, hora_fim: undefined, duracao: 'Duração' };
    const r = lerLinhaAgenda({ ...linha({}), Duração: '1h30' }, m);
    expect(r.ok && r.agendamento.duracao).toBe(90);
  });
});

describe('the peers words', () => {
  it.each([
    ['Agendado', 'Agendado'],
    ['CONFIRMADO', 'Confirmado'],
    ['Atendido', 'Finalizada'],
    ['Finalizado', 'Finalizada'],
    ['Cancelado', 'Cancelado pelo paciente'],
    ['Faltou', 'Faltou'],
    ['Não compareceu', 'Faltou'],
  ])('%s → %s', (de, para) => expect(lerStatusAgenda(de)).toBe(para));

  it('reads times and durations as written', () => {
    expect(
      ['9:00', '09:00:00', '9h', '14h30', '0900', '9', '2026-03-05 13:30', '05/03/2026 08:15'].map(lerHora),
    ).toEqual(['09:00', '09:00', '09:00', '14:30', null, null, '13:30', '08:15']);
    expect(['30', '30 min', '1h', '01:30', '0', 'meia hora'].map(lerDuracao)).toEqual([
      30,
      30,
      60,
      90,
      null,
      null,
    ]);
  });
});
