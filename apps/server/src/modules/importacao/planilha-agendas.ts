import { type LinhaAgendaPrevia, type Mapeamento, MSG, type Previa } from '@clinica/contracts';
import {
  type AgendamentoDaPlanilha,
  acharPaciente,
  acharPorNome,
  chavePrincipal,
  formatarDataHoraLocal,
  instanteDeHoraLocal,
  lerLinhaAgenda,
  ocupaHorario,
  type PacienteImportado,
  type StatusAgendamento,
} from '@clinica/domain';
import type { Db } from '../../db/kysely';
import {
  agendamentosNosHorarios,
  type ContextoAgenda,
  horariosOcupados,
  pacientesParaAgenda,
} from './importacao-agendas.repository';
import type { Planilha } from './planilha';

const I = MSG.importacao;
const AMOSTRA = 10;
const MAX_MOTIVOS = 50;
const LOTE_CONSULTA = 1000;

/** What an appointments' mapping still lacks to import anything, or null. */
export const faltaNoMapeamentoAgenda = (m: Mapeamento) =>
  m.nome && m.data && m.hora_inicio && m.profissional && m.tratamento ? null : I.semColunasAgenda;

type Lida = { linha: number; agendamento: AgendamentoDaPlanilha; avisos: string[] };
export type AgendasLidas = { validas: Lida[]; recusadas: { linha: number; motivo: string }[] };

/** Rows `desde`..`ate` read with the mapping; row numbers as the spreadsheet shows them (header = 1). */
export function lerLinhasAgenda(
  planilha: Planilha,
  mapeamento: Mapeamento,
  desde = 0,
  ate = planilha.linhas.length,
): AgendasLidas {
  const lidas: AgendasLidas = { validas: [], recusadas: [] };
  planilha.linhas.slice(desde, ate).forEach((celulas, i) => {
    const linha = desde + i + 2;
    const r = lerLinhaAgenda(celulas, mapeamento);
    if (r.ok) lidas.validas.push({ linha, agendamento: r.agendamento, avisos: r.avisos });
    else lidas.recusadas.push({ linha, motivo: r.erro });
  });
  return lidas;
}

/** An appointment ready to be written: its patient found here, or to be registered (`novo`). */
export type AgendamentoResolvido = {
  linha: number;
  paciente: { id: number; nome: string } | { novo: PacienteImportado; chave: string };
  idProfissional: number;
  profissional: string;
  idTratamento: number;
  tratamento: string;
  inicio: Date;
  duracao: number;
  status: StatusAgendamento;
  observacao: string | null;
  avisos: string[];
  /** Patient + professional + start: what makes two appointments the same. */
  chave: string;
};

export type AgendasResolvidas = {
  novos: AgendamentoResolvido[];
  duplicados: { linha: number; nome: string; motivo: string }[];
  recusadas: { linha: number; motivo: string }[];
};

const pacienteNovo = (p: { nome: string; celular: string; cpf: string | null }): PacienteImportado => ({
  nome: p.nome,
  celular: p.celular,
  cpf: p.cpf,
  nascimento: null,
  email: null,
  sexo: null,
  rg: null,
  cep: null,
  endereco: null,
  numero: null,
  complemento: null,
  bairro: null,
  cidade: null,
  estado: null,
  observacao: null,
  cadastro_incompleto: true,
});

/** The clinic's patients any of these rows may be for, looked up in chunks. */
async function conhecidos(db: Db, idConta: number, validas: Lida[]) {
  const todos = new Map<number, { id: number; nome: string; celular: string; cpf: string | null }>();
  for (let i = 0; i < validas.length; i += LOTE_CONSULTA) {
    const ps = validas.slice(i, i + LOTE_CONSULTA).map((v) => v.agendamento.paciente);
    const achados = await pacientesParaAgenda(db, idConta, {
      cpfs: [...new Set(ps.flatMap((p) => (p.cpf ? [p.cpf] : [])))],
      celulares: [...new Set(ps.flatMap((p) => (p.celular ? [p.celular] : [])))],
      nomes: [...new Set(ps.map((p) => p.nome))],
    });
    for (const p of achados) todos.set(p.id, p);
  }
  return [...todos.values()];
}

/**
 * The rows as appointments of this clinic, nothing written: the professional and the treatment
 * found by name (or the professional's e-mail) — unknown ones refuse the row with the reason —,
 * the instant on the clinic's clock, the patient found (`acharPaciente`) or to be registered,
 * and the appointments already here or earlier in the file (same patient, professional and
 * start) left out. The preview and each batch of the job run exactly this.
 */
export async function resolverAgendas(
  db: Db,
  idConta: number,
  ctx: ContextoAgenda,
  lidas: AgendasLidas,
  vistos = new Set<string>(),
): Promise<AgendasResolvidas> {
  const r: AgendasResolvidas = { novos: [], duplicados: [], recusadas: [...lidas.recusadas] };
  const pacientes = await conhecidos(db, idConta, lidas.validas);
  const candidatos: AgendamentoResolvido[] = [];
  for (const { linha, agendamento: a, avisos } of lidas.validas) {
    const prof = acharPorNome(a.profissional, ctx.profissionais);
    if (!prof) {
      r.recusadas.push({ linha, motivo: I.profissionalDesconhecido(a.profissional.slice(0, 80)) });
      continue;
    }
    const trat = acharPorNome(a.tratamento, ctx.tratamentos);
    if (!trat) {
      r.recusadas.push({ linha, motivo: I.tratamentoDesconhecido(a.tratamento.slice(0, 80)) });
      continue;
    }
    const inicio = instanteDeHoraLocal(a.data, a.hora, ctx.fuso);
    if (!inicio) {
      r.recusadas.push({ linha, motivo: I.dataHoraInvalida });
      continue;
    }
    const achado = acharPaciente(a.paciente, pacientes);
    if (achado.tipo === 'ambiguo') {
      r.recusadas.push({ linha, motivo: I.pacienteAmbiguo });
      continue;
    }
    let paciente: AgendamentoResolvido['paciente'];
    const extras = [...avisos];
    if (achado.tipo === 'achado') {
      paciente = { id: achado.id, nome: pacientes.find((p) => p.id === achado.id)?.nome ?? a.paciente.nome };
    } else if (a.paciente.celular) {
      const novo = pacienteNovo({ ...a.paciente, celular: a.paciente.celular });
      paciente = { novo, chave: chavePrincipal(novo) };
      extras.push(I.pacienteNovo);
    } else {
      r.recusadas.push({ linha, motivo: I.pacienteSemCelular });
      continue;
    }
    const quem = 'id' in paciente ? `id:${paciente.id}` : paciente.chave;
    candidatos.push({
      linha,
      paciente,
      idProfissional: prof.id,
      profissional: prof.nome,
      idTratamento: trat.id,
      tratamento: trat.nome,
      inicio,
      duracao: a.duracao ?? trat.duracao,
      status: a.status,
      observacao: a.observacao,
      avisos: extras,
      chave: `${quem}|${prof.id}|${inicio.toISOString()}`,
    });
  }
  const existentes = new Set(
    (
      await agendamentosNosHorarios(
        db,
        idConta,
        candidatos.map((c) => c.idProfissional),
        [...new Set(candidatos.map((c) => c.inicio.getTime()))].map((t) => new Date(t)),
      )
    ).map((e) => `id:${e.id_paciente}|${e.id_profissional}|${e.inicio.toISOString()}`),
  );
  const unicos: AgendamentoResolvido[] = [];
  for (const c of candidatos) {
    const nome = 'id' in c.paciente ? c.paciente.nome : c.paciente.novo.nome;
    if (existentes.has(c.chave)) r.duplicados.push({ linha: c.linha, nome, motivo: I.agendamentoExistente });
    else if (vistos.has(c.chave)) r.duplicados.push({ linha: c.linha, nome, motivo: I.agendamentoRepetido });
    else {
      vistos.add(c.chave);
      unicos.push(c);
    }
  }
  r.novos = await semSobreposicao(db, idConta, unicos, r.recusadas);
  r.recusadas.sort((a, b) => a.linha - b.linha);
  return r;
}

const fimDe = (c: AgendamentoResolvido) => new Date(c.inicio.getTime() + c.duracao * 60_000);

/**
 * The agenda's invariant, said before writing: an appointment that holds its professional's time
 * and overlaps one here (or an earlier row of the file) that holds it too is refused with the
 * reason. The database's exclusion constraint stays the last word (the job logs what it refuses).
 */
async function semSobreposicao(
  db: Db,
  idConta: number,
  unicos: AgendamentoResolvido[],
  recusadas: AgendasResolvidas['recusadas'],
) {
  const ocupam = unicos.filter((c) => ocupaHorario(c.status));
  const aqui = await horariosOcupados(
    db,
    idConta,
    ocupam.map((c) => ({ idProfissional: c.idProfissional, inicio: c.inicio, fim: fimDe(c) })),
  );
  const recusados = new Set(ocupam.filter((_, i) => aqui.has(i)));
  const aceitos = new Map<number, { ini: number; fim: number }[]>();
  for (const c of ocupam) {
    if (recusados.has(c)) continue;
    const lista = aceitos.get(c.idProfissional) ?? [];
    const ini = c.inicio.getTime();
    const fim = fimDe(c).getTime();
    if (lista.some((o) => o.ini < fim && ini < o.fim)) recusados.add(c);
    else {
      lista.push({ ini, fim });
      aceitos.set(c.idProfissional, lista);
    }
  }
  for (const c of recusados) recusadas.push({ linha: c.linha, motivo: I.horarioOcupado });
  return unicos.filter((c) => !recusados.has(c));
}

const paraAmostra = (c: AgendamentoResolvido, fuso: string): LinhaAgendaPrevia => {
  const [data = '', hora = ''] = formatarDataHoraLocal(c.inicio, fuso).split(' ');
  const [a, m, d] = data.split('-');
  return {
    linha: c.linha,
    paciente: 'id' in c.paciente ? c.paciente.nome : c.paciente.novo.nome,
    paciente_novo: !('id' in c.paciente),
    data_hora: `${d}/${m}/${a} ${hora}`,
    duracao: c.duracao,
    profissional: c.profissional,
    tratamento: c.tratamento,
    status: c.status,
  };
};

/** An appointments' spreadsheet previewed with a mapping: every row resolved, nothing written. */
export async function calcularPreviaAgendas(
  db: Db,
  idConta: number,
  ctx: ContextoAgenda,
  planilha: Planilha,
  mapeamento: Mapeamento,
): Promise<Previa> {
  const total = planilha.linhas.length;
  const vazia = { amostra: [], agendamentos: [], ignoradas: [], avisos: [], conflitos: [] };
  const falta = faltaNoMapeamentoAgenda(mapeamento);
  if (falta) {
    const resumo = { total, analisadas: 0, importar: 0, duplicados: 0, ignorados: 0, avisos: 0 };
    return { pendente: falta, resumo, ...vazia };
  }
  const lidas = lerLinhasAgenda(planilha, mapeamento);
  const r = await resolverAgendas(db, idConta, ctx, lidas);
  const avisos = r.novos.flatMap((n) => n.avisos.map((motivo) => ({ linha: n.linha, motivo })));
  return {
    pendente: null,
    resumo: {
      total,
      analisadas: total,
      importar: r.novos.length,
      duplicados: r.duplicados.length,
      ignorados: r.recusadas.length,
      avisos: avisos.length,
    },
    amostra: [],
    agendamentos: r.novos.slice(0, AMOSTRA).map((c) => paraAmostra(c, ctx.fuso)),
    ignoradas: r.recusadas.slice(0, MAX_MOTIVOS),
    avisos: avisos.slice(0, MAX_MOTIVOS),
    conflitos: r.duplicados.slice(0, MAX_MOTIVOS),
  };
}
