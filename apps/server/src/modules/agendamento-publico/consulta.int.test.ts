import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  celularUnico,
  clinicaComAgendamentoOnline,
  criarAppDeTeste,
  rest,
  trpc,
} from '../../testing';

/** The patient's link /consulta/{codigo} (issue 34, G11), with a clock the test moves. */
let agora = new Date('2030-03-01T12:00:00Z'); // Friday 09:00 in São Paulo
let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'), {}, { agora: () => agora });
});
afterAll(() => t.fechar());

const M = MSG.agendamentoPublico;

async function reservado(dataHora = '2030-03-04 09:00') {
  agora = new Date('2030-03-01T12:00:00Z');
  const c = await clinicaComAgendamentoOnline(t);
  const r = await rest(t.app, 'POST', `/api/publico/agendar/${c.slug}`, {
    id_tratamento: c.idTratamento,
    id_profissional: c.profA.idUsuario,
    data_hora: dataHora,
    nome: 'Paula Reis',
    celular: celularUnico(),
    email: 'paula@teste.com.br',
    consentimento: true,
  });
  expect(r.status).toBe(201);
  const url = `/api/publico/consulta/${r.body.codigo}`;
  return { ...c, codigo: r.body.codigo as string, url };
}

describe('o link da consulta', () => {
  it('mostra data, hora, profissional, tratamento e a clínica, e nada mais do paciente', async () => {
    const c = await reservado();
    const r = await rest(t.app, 'GET', c.url);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      data_hora: '2030-03-04 09:00',
      duracao: 30,
      status: 'Agendado',
      profissional: 'Dra. Carla',
      pode_alterar: true,
      pode_confirmar: true,
    });
    const texto = JSON.stringify(r.body);
    for (const pessoal of ['Paula', 'paula@teste.com.br']) expect(texto).not.toContain(pessoal);
    expect((await trpc(t.app, 'query', 'consultaPublica.get', { codigo: c.codigo })).body).toEqual(r.body);
    expect((await rest(t.app, 'GET', '/api/publico/consulta/naoexisteesteCodigoDeTeste00')).status).toBe(404);
  });

  it('confirmar presença → Confirmado; cancelar dentro do prazo → Cancelado pelo paciente, libera o horário', async () => {
    const c = await reservado();
    const conf = await rest(t.app, 'POST', `${c.url}/confirmar`);
    expect(conf.status).toBe(200);
    expect(conf.body.message).toBe(M.confirmada);
    expect(conf.body.consulta.status).toBe('Confirmado');
    expect((await rest(t.app, 'POST', `${c.url}/confirmar`)).status).toBe(200);
    const canc = await trpc(t.app, 'mutation', 'consultaPublica.cancelar', { codigo: c.codigo });
    expect(canc.status).toBe(200);
    expect(canc.body.consulta).toMatchObject({ status: 'Cancelado pelo paciente', pode_alterar: false });
    const agenda = await rest(
      t.app,
      'GET',
      '/api/agendas?inicio=2030-03-04&fim=2030-03-04',
      undefined,
      c.token,
    );
    expect(agenda.body[0].status).toBe('Cancelado pelo paciente');
    const vagas = await rest(
      t.app,
      'GET',
      `/api/publico/agendar/${c.slug}/horarios?id_tratamento=${c.idTratamento}&id_profissional=${c.profA.idUsuario}&data=2030-03-04`,
    );
    expect(vagas.body[0].hora).toBe('08:00');
    expect(vagas.body.map((v: { hora: string }) => v.hora)).toContain('09:00');
    expect((await rest(t.app, 'POST', `${c.url}/confirmar`)).status).toBe(409);
  });

  it('escolher outro horário: a antiga vira Reagendada, a nova tem o link e o lembrete', async () => {
    const c = await reservado();
    const r = await rest(t.app, 'POST', `${c.url}/reagendar`, { data_hora: '2030-03-05 08:30' });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(M.reagendada);
    expect(r.body.consulta).toMatchObject({ data_hora: '2030-03-05 08:30', status: 'Agendado' });
    const linhas = await t.db
      .selectFrom('agenda')
      .select(['id', 'status', 'inicio'])
      .where('id_conta', '=', c.idConta)
      .orderBy('id')
      .execute();
    expect(linhas.map((l) => l.status)).toEqual(['Reagendada', 'Agendado']);
    const lembretes = await t.db
      .selectFrom('mensagem')
      .select(['id_agenda', 'status'])
      .where('id_conta', '=', c.idConta)
      .execute();
    expect(lembretes).toEqual([{ id_agenda: linhas[1]!.id, status: 'pendente' }]);
    // A slot outside the offer, and one taken, are refused and change nothing.
    expect((await rest(t.app, 'POST', `${c.url}/reagendar`, { data_hora: '2030-03-05 12:00' })).status).toBe(
      400,
    );
    await rest(t.app, 'POST', `/api/publico/agendar/${c.slug}`, {
      id_tratamento: c.idTratamento,
      id_profissional: c.profA.idUsuario,
      data_hora: '2030-03-05 09:00',
      nome: 'Outra',
      celular: celularUnico(),
      consentimento: true,
    });
    const tomado = await rest(t.app, 'POST', `${c.url}/reagendar`, { data_hora: '2030-03-05 09:00' });
    expect(tomado.status).toBe(409);
    expect(tomado.body.message).toBe(M.horarioOcupado);
    expect(tomado.body.vagas.map((v: { hora: string }) => v.hora)).not.toContain('09:00');
  });

  it('depois do prazo da clínica: cancelar e remarcar dizem para ligar; depois da consulta o link expira', async () => {
    const c = await reservado();
    await t.db
      .updateTable('usuario')
      .set({ whatsapp: '11912345678' })
      .where('id', '=', c.idUsuario)
      .execute();
    agora = new Date('2030-03-03T12:30:00Z'); // 23 h 30 before 09:00 on the 4th: past the 24 h window
    const g = await rest(t.app, 'GET', c.url);
    expect(g.body.pode_alterar).toBe(false);
    expect(g.body.clinica.telefone).toBe('11912345678');
    const canc = await rest(t.app, 'POST', `${c.url}/cancelar`);
    expect(canc.status).toBe(409);
    expect(canc.body.message).toBe(M.foraDoPrazo('11912345678'));
    expect((await rest(t.app, 'POST', `${c.url}/reagendar`, { data_hora: '2030-03-05 08:00' })).status).toBe(
      409,
    );
    // Confirming still works until the appointment.
    expect((await rest(t.app, 'POST', `${c.url}/confirmar`)).status).toBe(200);
    agora = new Date('2030-03-04T12:30:00Z'); // 09:30, the appointment is over
    const fim = await rest(t.app, 'GET', c.url);
    expect(fim.status).toBe(410);
    expect(fim.body.message).toBe(MSG.geral.linkExpirado);
  });
});

describe('remarcar pelo link só com a página de agendamento da clínica ligada', () => {
  it('página desligada: cancelar continua, remarcar não é oferecido e responde 409', async () => {
    const c = await reservado();
    expect((await rest(t.app, 'GET', c.url)).body).toMatchObject({ pode_alterar: true, pode_remarcar: true });
    await t.db
      .updateTable('agendamento_online')
      .set({ ativo: false })
      .where('id_conta', '=', c.idConta)
      .execute();
    const g = await rest(t.app, 'GET', c.url);
    expect(g.body).toMatchObject({ pode_alterar: true, pode_remarcar: false });
    const r = await rest(t.app, 'POST', `${c.url}/reagendar`, { data_hora: '2030-03-05 08:30' });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(M.naoPodeAlterar);
    expect((await rest(t.app, 'POST', `${c.url}/cancelar`)).status).toBe(200);
  });
});

describe('o pré-cadastro completa o cadastro pelo link (G13)', () => {
  const completo = {
    sexo: 'Feminino',
    nascimento: '15/04/1990',
    cpf: '111.444.777-35',
    cep: '01310-100',
    endereco: 'Avenida Paulista',
    numero: '1000',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    estado: 'sp',
  };
  const pacienteDa = async (idConta: number) =>
    (
      await t.db
        .selectFrom('agenda')
        .select('id_paciente')
        .where('id_conta', '=', idConta)
        .executeTakeFirstOrThrow()
    ).id_paciente;
  /** The clinic owner's (ADM) notices of this kind. */
  const avisos = (c: { idConta: number; idUsuario: number }) =>
    t.db
      .selectFrom('notificacao')
      .select(['texto', 'id_recurso', 'id_paciente'])
      .where('id_conta', '=', c.idConta)
      .where('id_usuario', '=', c.idUsuario)
      .where('tipo', '=', 'cadastro_completado')
      .execute();

  it('uma vez: os dados vão para a ficha, o selo sai, a equipe é avisada; a página não devolve os dados', async () => {
    const c = await reservado();
    expect((await rest(t.app, 'GET', c.url)).body.completar_cadastro).toBe(true);
    const idPaciente = await pacienteDa(c.idConta);
    // Bad input: the patient form's pt-BR messages, nothing written.
    const ruim = await rest(t.app, 'POST', `${c.url}/cadastro`, { ...completo, cpf: '111.444.777-00' });
    expect(ruim.status).toBe(400);
    expect(JSON.stringify(ruim.body)).toContain(MSG.pacientes.cpfInvalido);
    expect((await rest(t.app, 'POST', `${c.url}/cadastro`, { sexo: 'Feminino' })).status).toBe(400);
    expect(await avisos(c)).toEqual([]);

    const ok = await rest(t.app, 'POST', `${c.url}/cadastro`, completo);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(M.cadastroCompleto);
    expect(ok.body.consulta.completar_cadastro).toBe(false);
    expect(JSON.stringify(ok.body)).not.toContain('11144477735');
    const ficha = await rest(t.app, 'GET', `/api/pacientes/${idPaciente}`, undefined, c.token);
    expect(ficha.body).toMatchObject({
      cadastro_incompleto: false,
      sexo: 'Feminino',
      nascimento: '1990-04-15',
      cpf: '11144477735',
      cep: '01310100',
      estado: 'SP',
      nome: 'Paula Reis',
    });
    expect(await avisos(c)).toEqual([
      { texto: MSG.notificacoes.cadastroCompletado, id_recurso: idPaciente, id_paciente: idPaciente },
    ]);
    // Once: the link can't overwrite a complete record (on either API).
    const deNovo = await trpc(t.app, 'mutation', 'consultaPublica.completarCadastro', {
      codigo: c.codigo,
      ...completo,
      nascimento: '01/01/1980',
    });
    expect(deNovo.status).toBe(409);
    expect(deNovo.body.message).toBe(M.cadastroJaCompleto);
    const depois = await rest(t.app, 'GET', `/api/pacientes/${idPaciente}`, undefined, c.token);
    expect(depois.body.nascimento).toBe('1990-04-15');
  });

  it('um CPF que já está em outra ficha fica de fora sem que a página saiba; só a equipe é avisada', async () => {
    const c = await reservado();
    const idPaciente = await pacienteDa(c.idConta);
    await t.db
      .insertInto('paciente')
      .values({
        id_conta: c.idConta,
        nome: 'Outra Pessoa',
        celular: celularUnico(),
        sexo: 'Feminino',
        nascimento: '1980-01-01',
        cpf: '39053344705',
      })
      .execute();
    const r = await rest(t.app, 'POST', `${c.url}/cadastro`, { ...completo, cpf: '390.533.447-05' });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(M.cadastroCompleto);
    const ficha = await rest(t.app, 'GET', `/api/pacientes/${idPaciente}`, undefined, c.token);
    expect(ficha.body).toMatchObject({ cadastro_incompleto: false, cpf: null, nascimento: '1990-04-15' });
    expect((await avisos(c)).map((a) => a.texto)).toEqual([MSG.notificacoes.cadastroCpfEmOutraFicha]);
  });

  it('um paciente já completo (achado pelo CPF) não vê o formulário e não muda nada pelo link', async () => {
    const c = await clinicaComAgendamentoOnline(t);
    await t.db
      .insertInto('paciente')
      .values({
        id_conta: c.idConta,
        nome: 'Paciente Antiga',
        celular: celularUnico(),
        sexo: 'Feminino',
        nascimento: '1970-05-05',
        cpf: '52998224725',
      })
      .execute();
    const b = await rest(t.app, 'POST', `/api/publico/agendar/${c.slug}`, {
      id_tratamento: c.idTratamento,
      id_profissional: c.profA.idUsuario,
      data_hora: '2030-03-04 10:00',
      nome: 'Paciente Antiga',
      celular: celularUnico(),
      cpf: '529.982.247-25',
      consentimento: true,
    });
    expect(b.status).toBe(201);
    const url = `/api/publico/consulta/${b.body.codigo}`;
    expect((await rest(t.app, 'GET', url)).body.completar_cadastro).toBe(false);
    const r = await rest(t.app, 'POST', `${url}/cadastro`, { ...completo, cpf: null });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(M.cadastroJaCompleto);
    const p = await t.db
      .selectFrom('paciente')
      .select('nascimento')
      .where('id_conta', '=', c.idConta)
      .where('cpf', '=', '52998224725')
      .executeTakeFirstOrThrow();
    expect(p.nascimento).toBe('1970-05-05');
  });
});
