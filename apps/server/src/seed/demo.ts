import { registrarConta } from '../modules/conta/registro.service';
import type { Deps } from '../platform/deps';

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
  const { id_conta } = await registrarConta(
    deps,
    { ip: '127.0.0.1', userAgent: 'seed' },
    {
      nome: DEMO.clinica,
      tipo: 'clinica',
      usuario: { nome: 'Ana Demonstração', email: DEMO.email, senha: DEMO.senha, whatsapp: '5511987654321' },
    },
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
    .insertInto('assinatura')
    .values({
      id_conta,
      status: 'active',
      price_id: 'demo_essencial_novo',
      provedor: 'demo',
      current_period_start: agora,
      current_period_end: fim,
    })
    .execute();
  return true;
}
