import { horaLocalDe } from '@clinica/domain';
import { sql } from 'kysely';
import type { AppDeTeste } from './app-de-teste';
import { clinicaComAgenda } from './cenario-agenda';
import { rest } from './http';

/* The scene the budgets' contract tests share: the agenda's clinic with two priced treatments. */

export const PERMISSOES_ORCAMENTO = ['ORCAMENTOS_LISTAR', 'ORCAMENTOS_CRIAR', 'ORCAMENTOS_EXCLUIR'] as const;
let seq = 0;

/** The clinic's date (São Paulo) `dias` from now, 'YYYY-MM-DD': VENCIDO is read against it. */
export function diaDaClinica(dias = 0) {
  return horaLocalDe(new Date(Date.now() + dias * 86_400_000), 'America/Sao_Paulo').data;
}

/**
 * The agenda's clinic (ADM token, patients Ana and Bruno, professionals Carla and Davi, a
 * R$ 100,00 treatment) plus a R$ 350,50 one.
 */
export async function clinicaComOrcamento(t: AppDeTeste) {
  const c = await clinicaComAgenda(t);
  const clareamento = await rest(
    t.app,
    'POST',
    '/api/tratamentos',
    { nome: `Clareamento ${seq++}`, preco_venda: 350.5, preco_custo: 80, duracao: 60 },
    c.token,
  );
  return { ...c, idLimpeza: c.idTratamento, idClareamento: clareamento.body.id as number };
}

export type ClinicaOrcamento = Awaited<ReturnType<typeof clinicaComOrcamento>>;

/** A new budget's tRPC input: Ana, both treatments with Dra. Carla, valid for 30 days. */
export const pedidoOrcamento = (c: ClinicaOrcamento, extra: Record<string, unknown> = {}) => ({
  id_paciente: c.ana,
  vencimento: diaDaClinica(30),
  tratamentos: [
    { id_tratamento: c.idLimpeza, id_profissional: c.profA.idUsuario },
    { id_tratamento: c.idClareamento, id_profissional: c.profB.idUsuario },
  ],
  ...extra,
});

/**
 * A revenue made from the budget, written straight into the table: it stands for the
 * finance screen's 'Receita' until that screen exists.
 */
export async function vincularReceita(t: AppDeTeste, idConta: number, idOrcamento: number) {
  const r = await sql<{ id: number }>`
    INSERT INTO transacao (id_conta, tipo, id_paciente, id_orcamento, vencimento, valor_total)
    SELECT id_conta, 'RECEITA', id_paciente, id, vencimento, valor_total FROM orcamento
    WHERE id = ${idOrcamento} AND id_conta = ${idConta}
    RETURNING id`.execute(t.db);
  return r.rows[0]!.id;
}
