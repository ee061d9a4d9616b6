import { FUSO_PADRAO } from '@clinica/domain';
import { cadastrarConta } from '../modules/cadastro/cadastro.service';
import type { Ator } from '../platform/ator';
import type { Deps } from '../platform/deps';
import { semearAgendaDemo } from './agenda-demo';
import { calendarioDemo, sorteador } from './calendario-demo';
import { semearEquipeDemo } from './equipe-demo';
import { semearEstoqueDemo } from './estoque-demo';
import { semearFinanceiroDemo } from './financeiro-demo';
import { semearCarteirasDemo } from './loja-carteira-demo';
import { DEMO_LOJA, semearLojaDemo } from './loja-demo';
import { semearPacientesDemo } from './pacientes-demo';
import { semearTermosDemo } from './termos-demo';

export const DEMO = {
  email: 'demo@clinica.app',
  senha: 'demo1234',
  clinica: 'Clínica Demonstração',
} as const;

/** The pseudo-random sequence's seed: the same start date seeds the same clinic. */
const SEMENTE = 40;

/**
 * First embedded start: the demo clinic, its ADM user and an active demo subscription, and a
 * living clinic (issue 40): a team, the 3 past months and the current one of appointments,
 * budgets, revenues with their payments and commissions, expenses and stock movements, all
 * through the services the screens use. Idempotent: does nothing once the demo user exists.
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
  // The store's seed hashes a password on the thread pool while the clinic's is written; the
  // database takes one statement at a time either way (issue 40: the first start is timed).
  const loja = semearLojaDemo(deps, id_conta).then((lojas) =>
    semearCarteirasDemo(
      deps.db,
      id_conta,
      lojas,
      {
        operador: {
          nome: DEMO_LOJA.operador.nome,
          email: DEMO_LOJA.operador.email,
          whatsapp: '5511976543210',
        },
        dono: { nome: DEMO_LOJA.dono.nome, email: DEMO_LOJA.dono.email, whatsapp: '5521998761234' },
      },
      agora,
    ),
  );
  // Awaited below; a failure there while the clinic's part is still running is not 'unhandled'.
  loja.catch(() => undefined);
  const cal = calendarioDemo(agora, ator.conta.fuso);
  const r = sorteador(SEMENTE);
  const [pacientes, equipe] = await Promise.all([
    semearPacientesDemo(deps, ator),
    semearEquipeDemo(deps, ator, DEMO.senha),
  ]);
  await semearAgendaDemo(deps, ator, cal, equipe, pacientes, r);
  await semearFinanceiroDemo(deps, ator, cal, equipe, pacientes, r);
  await semearEstoqueDemo(deps, ator, cal, equipe);
  await semearTermosDemo(deps, ator);
  await loja;
  return true;
}
