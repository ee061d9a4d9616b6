import type { PaginaAgendamento, VagaPublica } from '@clinica/contracts';
import { MSG } from '@clinica/contracts';
import { diasComVaga, janelaDeReserva, prepararDia, TIPOS_QUE_ATENDEM, vagasDoDia } from '@clinica/domain';
import type { Deps, Origem } from '../../platform/deps';
import { urlDoLogo } from '../conta/logo.service';
import { profissionaisOferecidos, tratamentosOferecidos } from './agendamento-publico.repository';
import { agendasDoPeriodo, clinicaPublica, type Oferta, ofertaDe, regrasDe } from './contexto-publico';

/** What the booking page opens with: the clinic, what it offers, the consent text, the bookable days. */
export async function paginaDeAgendamento(
  deps: Deps,
  origem: Origem,
  slug: string,
): Promise<PaginaAgendamento> {
  await deps.limitePublico.consumir(origem.ip);
  const c = await clinicaPublica(deps.db, slug);
  const [tratamentos, profissionais] = await Promise.all([
    tratamentosOferecidos(deps.db, c.id_conta),
    profissionaisOferecidos(deps.db, c.id_conta, TIPOS_QUE_ATENDEM),
  ]);
  const janela = janelaDeReserva({
    fuso: c.fuso_horario,
    agora: deps.agora(),
    antecedenciaHoras: c.antecedencia_horas,
    horizonteDias: c.horizonte_dias,
    duracaoMin: 1,
    passoMin: 1,
  });
  return {
    clinica: {
      nome: c.nome,
      telefone: c.telefone,
      endereco: [c.endereco, c.numero, c.bairro].filter(Boolean).join(', ') || null,
      cidade: c.cidade,
      estado: c.estado,
      // The logo's signed URL, as the signing pages show it.
      imagem_perfil: urlDoLogo(deps, c.id_conta, c.id_logo),
    },
    mensagem: c.mensagem,
    tratamentos,
    profissionais,
    consentimento: MSG.agendamentoPublico.consentimento(c.nome),
    primeiro_dia: janela.hoje,
    ultimo_dia: janela.ultimoDia,
  };
}

/** The free slots of one clinic day for a treatment (one professional, or every offered one). */
export async function vagasDaOferta(deps: Deps, o: Oferta, data: string): Promise<VagaPublica[]> {
  const regras = regrasDe(o, deps.agora());
  const agendas = await agendasDoPeriodo(deps.db, o, data, data);
  const dia = prepararDia(data, regras.fuso);
  const janela = janelaDeReserva(regras);
  const vagas: VagaPublica[] = [];
  for (const p of o.profissionais) {
    const agenda = agendas.get(p.id);
    if (!agenda) continue;
    for (const v of vagasDoDia(data, agenda, regras, dia, Number.POSITIVE_INFINITY, janela))
      vagas.push({
        hora: v.hora,
        data_hora: `${data} ${v.hora}`,
        id_profissional: p.id,
        profissional: p.nome,
      });
  }
  return vagas.sort((a, b) => a.hora.localeCompare(b.hora) || a.profissional.localeCompare(b.profissional));
}

export async function vagasDoDiaPublicas(
  deps: Deps,
  origem: Origem,
  slug: string,
  q: { id_tratamento: number; id_profissional?: number | undefined; data: string },
): Promise<VagaPublica[]> {
  await deps.limitePublico.consumir(origem.ip);
  const o = await ofertaDe(deps.db, await clinicaPublica(deps.db, slug), q.id_tratamento, q.id_profissional);
  return vagasDaOferta(deps, o, q.data);
}

/**
 * The day picker: the days of [de, ate] (default: the whole horizon) with a free slot. The window
 * is clipped to today … today + horizon, so a question never reads more than the horizon.
 */
export async function diasComVagaPublicos(
  deps: Deps,
  origem: Origem,
  slug: string,
  q: {
    id_tratamento: number;
    id_profissional?: number | undefined;
    de?: string | undefined;
    ate?: string | undefined;
  },
): Promise<{ dias: string[] }> {
  await deps.limitePublico.consumir(origem.ip);
  const o = await ofertaDe(deps.db, await clinicaPublica(deps.db, slug), q.id_tratamento, q.id_profissional);
  const regras = regrasDe(o, deps.agora());
  const janela = janelaDeReserva(regras);
  const de = q.de && q.de > janela.hoje ? q.de : janela.hoje;
  const ate = q.ate && q.ate < janela.ultimoDia ? q.ate : janela.ultimoDia;
  if (ate < de) return { dias: [] };
  const agendas = await agendasDoPeriodo(deps.db, o, de, ate);
  return { dias: diasComVaga([...agendas.values()], regras, de, ate) };
}
