import {
  type AgendamentoOnline,
  type AgendamentoOnlineDados,
  MSG,
  slugAgendamentoSchema,
} from '@clinica/contracts';
import { TIPOS_QUE_ATENDEM } from '@clinica/domain';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { ehViolacaoUnica } from '../../platform/erros-pg';
import {
  contarProfissionaisAtivos,
  contarTratamentosAtivos,
  gravarConfiguracao,
  lerConfiguracao,
  slugDeOutraClinica,
} from './agendamento-online.repository';

const M = MSG.agendamentoOnline;

/** The defaults the issue names, before the ADM saves anything: off, 2 h notice, 60 days, 24 h. */
const PADRAO = {
  ativo: false,
  antecedencia_horas: 2,
  horizonte_dias: 60,
  passo_minutos: null,
  confirmacao: 'automatica',
  cancelamento_horas: 24,
  mensagem: null,
  max_por_celular: 2,
} as const;

/** The public page's address: /agendar/{slug} under APP_URL. */
const urlDaPagina = (deps: Deps, slug: string) => deps.urls.absoluta(`/agendar/${slug}`);

export async function obterAgendamentoOnline(deps: Deps, ator: Ator): Promise<AgendamentoOnline> {
  const c = await lerConfiguracao(deps.db, ator.idConta);
  const l = c.linha ?? PADRAO;
  return {
    ativo: l.ativo,
    slug: c.slug,
    url: c.slug ? urlDaPagina(deps, c.slug) : null,
    tratamentos: c.tratamentos,
    profissionais: c.profissionais,
    antecedencia_horas: l.antecedencia_horas,
    horizonte_dias: l.horizonte_dias,
    passo_minutos: l.passo_minutos,
    confirmacao: l.confirmacao,
    cancelamento_horas: l.cancelamento_horas,
    mensagem: l.mensagem,
    max_por_celular: l.max_por_celular,
    nomes: c.nomes,
  };
}

/** Saves the settings; what is offered must be the clinic's own, active treatments and professionals. */
export async function salvarAgendamentoOnline(
  deps: Deps,
  ator: Ator,
  d: AgendamentoOnlineDados,
): Promise<AgendamentoOnline> {
  const tratamentos = [...new Set(d.tratamentos)];
  const profissionais = [...new Set(d.profissionais)];
  if ((await contarTratamentosAtivos(deps.db, ator.idConta, tratamentos)) !== tratamentos.length)
    throw naoEncontrado(M.tratamentoNaoEncontrado);
  if (
    (await contarProfissionaisAtivos(deps.db, ator.idConta, profissionais, TIPOS_QUE_ATENDEM)) !==
    profissionais.length
  )
    throw naoEncontrado(M.profissionalNaoEncontrado);
  try {
    await deps.db
      .transaction()
      .execute((trx) => gravarConfiguracao(trx, ator.idConta, { ...d, tratamentos, profissionais }));
  } catch (e) {
    if (ehViolacaoUnica(e)) throw new DomainError('CONFLITO', M.slugEmUso);
    throw e;
  }
  return obterAgendamentoOnline(deps, ator);
}

/** The settings form's live check: is the address well formed, and free (or already this clinic's)? */
export async function slugLivre(deps: Deps, ator: Ator, slug: string) {
  const r = slugAgendamentoSchema.safeParse(slug);
  if (!r.success) return { valido: false, livre: false };
  return { valido: true, livre: !(await slugDeOutraClinica(deps.db, ator.idConta, r.data)) };
}
