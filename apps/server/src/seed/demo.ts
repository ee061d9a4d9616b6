import { FUSO_PADRAO, horaLocalDe } from '@clinica/domain';
import { criarAgendamento } from '../modules/agenda/agenda.service';
import { cadastrarConta } from '../modules/cadastro/cadastro.service';
import { registrarMovimentacao } from '../modules/estoque/movimentacao.service';
import { criarProduto } from '../modules/estoque/produto.service';
import { criarPaciente } from '../modules/paciente/paciente.service';
import { criarTratamento } from '../modules/tratamento/tratamento.service';
import type { Ator } from '../platform/ator';
import type { Deps } from '../platform/deps';
import { semearCarteirasDemo } from './loja-carteira-demo';
import { DEMO_LOJA, semearLojaDemo } from './loja-demo';
import { semearTermosDemo } from './termos-demo';

export const DEMO = {
  email: 'demo@clinica.app',
  senha: 'demo1234',
  clinica: 'Clínica Demonstração',
} as const;

/**
 * First embedded start: the demo clinic, its ADM user and an active demo subscription.
 * Idempotent: does nothing once the demo user exists.
 */
export async function semearDemo(deps: Deps): Promise<boolean> {
  const existe = await deps.db
    .selectFrom('usuario')
    .select('id')
    .where('email', '=', DEMO.email)
    .executeTakeFirst();
  if (existe) return false;
  const { id_conta, id_usuario } = await cadastrarConta(
    deps,
    { ip: '127.0.0.1', userAgent: 'seed' },
    {
      nome: DEMO.clinica,
      tipo: 'clinica',
      usuario: { nome: 'Ana Demonstração', email: DEMO.email, senha: DEMO.senha, whatsapp: '5511987654321' },
    },
    // The payment types and categories a new clinic gets from the public sign-up (issue 40).
    { cadastrosIniciais: true },
  );
  const agora = deps.agora();
  const fim = new Date(agora);
  fim.setMonth(fim.getMonth() + 1);
  await deps.db
    .updateTable('conta')
    .set({
      documento: '11222333000181',
      cep: '01310100',
      endereco: 'Avenida Paulista',
      numero: '1000',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'SP',
    })
    .where('id', '=', id_conta)
    .execute();
  await deps.db
    .insertInto('cobranca')
    .values({
      id_conta,
      status: 'active',
      price_id: 'demo_essencial_novo',
      provedor: 'demo',
      current_period_start: agora,
      current_period_end: fim,
    })
    .execute();
  const ator: Ator = {
    idUsuario: id_usuario,
    idConta: id_conta,
    nome: 'Ana Demonstração',
    email: DEMO.email,
    tipo: 'ADM',
    idPerfil: null,
    permissoes: [],
    conta: { id: id_conta, nome: DEMO.clinica, tipo: 'clinica', fuso: FUSO_PADRAO, lembreteHora: '18:00' },
  };
  const pacientes = await semearPacientesDemo(deps, ator);
  await semearAgendaDemo(deps, ator, pacientes);
  await semearEstoqueDemo(deps, ator);
  await semearTermosDemo(deps, ator);
  const lojas = await semearLojaDemo(deps, id_conta);
  await semearCarteirasDemo(
    deps.db,
    id_conta,
    lojas,
    {
      operador: { nome: DEMO_LOJA.operador.nome, email: DEMO_LOJA.operador.email, whatsapp: '5511976543210' },
      dono: { nome: DEMO_LOJA.dono.nome, email: DEMO_LOJA.dono.email, whatsapp: '5521998761234' },
    },
    agora,
  );
  return true;
}

/** A few sample patients, saved through the same service as the screens. */
async function semearPacientesDemo(deps: Deps, ator: Ator) {
  const base = {
    ddi: '55' as const,
    rg: null,
    observacao: null,
    responsavel_nome: null,
    responsavel_celular: null,
    responsavel_cpf: null,
    responsavel_nascimento: null,
    numero: null,
    complemento: null,
  };
  const endereco = {
    cep: '01310100',
    endereco: 'Avenida Paulista',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    estado: 'SP',
  };
  const pacientes = [
    {
      nome: 'João da Silva Conceição',
      celular: '11987651234',
      sexo: 'Masculino' as const,
      nascimento: '1985-03-15',
      cpf: '52998224725',
      email: 'joao.conceicao@exemplo.com.br',
    },
    {
      nome: 'Márcia Ávila Gonçalves',
      celular: '21998765432',
      sexo: 'Feminino' as const,
      nascimento: '1992-11-02',
      cpf: '11144477735',
      email: 'marcia.avila@exemplo.com.br',
    },
    {
      nome: 'Sebastião Araújo',
      celular: '31991234567',
      sexo: 'Masculino' as const,
      nascimento: '1958-07-21',
      cpf: null,
      email: null,
    },
    {
      nome: 'Letícia Magalhães',
      celular: '41996543210',
      sexo: 'Feminino' as const,
      nascimento: '2001-01-30',
      cpf: '39053344705',
      email: 'leticia.m@exemplo.com.br',
    },
    {
      nome: 'Heitor Magalhães',
      celular: '41996543210',
      sexo: 'Masculino' as const,
      nascimento: '2016-05-09',
      cpf: null,
      email: null,
      responsavel_nome: 'Letícia Magalhães',
      responsavel_celular: '41996543210',
      responsavel_cpf: '39053344705',
      responsavel_nascimento: '2001-01-30',
    },
  ];
  const ids: number[] = [];
  for (const p of pacientes) ids.push((await criarPaciente(deps, ator, { ...base, ...endereco, ...p })).id);
  return ids;
}

/**
 * Two treatments and a few appointments in the current week, so the agenda opens with
 * something on it. Booked through the agenda's own service (reminders included).
 */
async function semearAgendaDemo(deps: Deps, ator: Ator, pacientes: number[]) {
  const consulta = await criarTratamento(deps, ator, {
    nome: 'Consulta',
    preco_venda: 20_000,
    preco_custo: 0,
    duracao: 30,
  });
  const limpeza = await criarTratamento(deps, ator, {
    nome: 'Limpeza',
    preco_venda: 15_000,
    preco_custo: 2_000,
    duracao: 45,
  });
  const hoje = horaLocalDe(deps.agora(), FUSO_PADRAO).data;
  const dia = (n: number) => {
    const [a, m, d] = hoje.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(a, m - 1, d + n)).toISOString().slice(0, 10);
  };
  const plano = [
    [0, '08:30', consulta, 'Confirmado'],
    [0, '10:00', limpeza, 'Agendado'],
    [1, '09:00', consulta, 'Agendado'],
    [1, '14:00', limpeza, 'Agendado'],
    [2, '11:00', consulta, 'Agendado'],
    [-1, '15:00', limpeza, 'Finalizada'],
  ] as const;
  for (const [i, [n, hora, trat, status]] of plano.entries()) {
    await criarAgendamento(deps, ator, {
      id_paciente: pacientes[i % pacientes.length]!,
      id_profissional: ator.idUsuario,
      id_tratamento: trat.id,
      data_hora: `${dia(n)} ${hora}`,
      duracao: trat.duracao,
      status,
      observacao: null,
      notificacoes: true,
    });
  }
}

/**
 * A small stock through the stock's own service: one product fine, one below its minimum with a
 * lot expiring soon, one used up — so /produtos and the dashboard show each situation.
 */
async function semearEstoqueDemo(deps: Deps, ator: Ator) {
  const hoje = horaLocalDe(deps.agora(), FUSO_PADRAO).data;
  const emDias = (n: number) => {
    const [a, m, d] = hoje.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(a, m - 1, d + n)).toISOString().slice(0, 10);
  };
  const entrada = (id: number, quantidade: number, preco_custo: number, vencimento: string | null) =>
    registrarMovimentacao(deps, ator, {
      tipo: 'ENTRADA',
      id_produto: id,
      quantidade,
      preco_custo,
      vencimento,
      observacao: null,
      id_unidade: null,
    });
  const saida = (id: number, quantidade: number) =>
    registrarMovimentacao(deps, ator, {
      tipo: 'SAIDA',
      id_produto: id,
      quantidade,
      id_usuario: ator.idUsuario,
      observacao: null,
      id_unidade: null,
    });
  const luva = await criarProduto(deps, ator, { nome: 'Luva nitrílica (caixa com 100)', qnt_minima: 5 });
  await entrada(luva.id, 10, 3_890, emDias(400));
  await entrada(luva.id, 10, 4_290, emDias(500));
  await saida(luva.id, 4);
  const anestesico = await criarProduto(deps, ator, { nome: 'Anestésico lidocaína 2%', qnt_minima: 20 });
  await entrada(anestesico.id, 12, 1_150, emDias(21));
  await saida(anestesico.id, 3);
  const sugador = await criarProduto(deps, ator, { nome: 'Sugador descartável', qnt_minima: 50 });
  await entrada(sugador.id, 40, 35, null);
  await saida(sugador.id, 40);
}
