import {
  type CanalMensagem,
  destinoDoLembrete,
  emHorarioDeSilencio,
  escolherCanal,
  esperaAntesDaTentativa,
  FINALIDADE_DO_TIPO,
  foraDoSilencio,
  horaLocalDe,
  preencherTexto,
  primeiroNome,
  retornoAindaDevido,
  somenteDigitos,
  TENTATIVAS_LEMBRETE,
  TEXTO_ANIVERSARIO_PADRAO,
  TEXTO_RETORNO_PADRAO,
  textoFinal,
} from '@clinica/domain';
import type { Deps } from '../../platform/deps';
import { gerarCodigoPublico } from '../../platform/evidencia';
import type { ResultadoEnvio } from '../../platform/whatsapp/provedor';
import { codigoDeDescadastro } from '../consentimento/consentimento.service';
import {
  adiarMensagem,
  consentimentosDasMensagens,
  consultasDasMensagens,
  desistirDosPresos,
  linksDasConsultas,
  type MensagemReivindicada,
  pacientesDasMensagens,
  registrarTentativa,
  reivindicarMensagens,
  temConsultaFutura,
} from './saida.repository';

/** A reivindicadas message lost with its worker after this long is given up (never sent twice). */
const PRESO_APOS_MS = 10 * 60_000;
const LOTE = 20;
const CANAIS_PADRAO: CanalMensagem[] = ['whatsapp', 'email'];
const ASSUNTO = {
  lembrete: 'Lembrete da sua consulta',
  retorno: 'Hora do seu retorno',
  aniversario: 'Feliz aniversário!',
};

/** Why a reminder was dropped rather than sent after its appointment had begun. */
const DESCARTE = {
  comecou: 'A consulta já tinha começado quando o lembrete sairia',
  silencio: 'A consulta começa antes das 08:00: o lembrete só sairia depois dela',
};

const dataBr = (iso: string) => iso.split('-').reverse().join('/');
const falhaInesperada = (): ResultadoEnvio => ({
  ok: false,
  erro: 'Erro inesperado no envio',
  definitivo: false,
});

type Paciente = Awaited<ReturnType<typeof pacientesDasMensagens>>[number];
type Consulta = Awaited<ReturnType<typeof consultasDasMensagens>>[number];
type Lote = {
  pacientes: Map<string, Paciente>;
  consultas: Map<number, Consulta>;
  consentimentos: Awaited<ReturnType<typeof consentimentosDasMensagens>>;
  links: Map<number, string>;
};
const chave = (idConta: number, idPaciente: number) => `${idConta}:${idPaciente}`;

/** The text as sent, and how it goes on each channel. */
async function montar(deps: Deps, m: MensagemReivindicada, p: Paciente, lote: Lote) {
  if (m.tipo === 'lembrete') {
    const c = m.id_agenda ? lote.consultas.get(m.id_agenda) : undefined;
    const codigo = m.id_agenda ? lote.links.get(m.id_agenda) : undefined;
    if (!c || !codigo) return null;
    const local = horaLocalDe(c.inicio, p.fuso);
    const link = deps.urls.absoluta(`/consulta/${codigo}`);
    const texto =
      `Olá, ${primeiroNome(p.nome)}! Lembrete da sua consulta na ${p.clinica} em ${dataBr(local.data)} ` +
      `às ${local.hora} com ${c.profissional}. Confirme, cancele ou remarque: ${link}`;
    const whatsapp = () =>
      deps.whatsapp.enviarLembrete({
        para: `${p.ddi}${somenteDigitos(p.celular)}`,
        paciente: p.nome,
        clinica: p.clinica,
        data: dataBr(local.data),
        hora: local.hora,
        profissional: c.profissional,
        link,
      });
    return { texto, whatsapp };
  }
  const modelo =
    m.tipo === 'retorno'
      ? (p.retorno_texto ?? TEXTO_RETORNO_PADRAO)
      : (p.aniversario_texto ?? TEXTO_ANIVERSARIO_PADRAO);
  let corpo = preencherTexto(modelo, { nome: p.nome, clinica: p.clinica });
  if (m.tipo === 'retorno' && p.agendamento_ativo && p.slug) {
    corpo += `\nAgende online: ${deps.urls.absoluta(`/agendar/${p.slug}`)}`;
  }
  const codigo = await codigoDeDescadastro(deps.db, m.id_conta, m.id_paciente, FINALIDADE_DO_TIPO[m.tipo]);
  const texto = textoFinal(m.tipo, corpo, deps.urls.absoluta(`/descadastrar/${codigo}`));
  const whatsapp = () =>
    deps.whatsapp.enviarModelo({
      para: `${p.ddi}${somenteDigitos(p.celular)}`,
      modelo: deps.config.modelosWhatsapp[m.tipo === 'retorno' ? 'retorno' : 'aniversario'],
      parametros: [primeiroNome(p.nome), p.clinica, texto],
    });
  return { texto, whatsapp };
}

type Desfecho = Parameters<typeof registrarTentativa>[2];

/** What one reivindicadas message comes to: held, dropped, not consented, sent, retried or given up. */
async function tratar(
  deps: Deps,
  m: MensagemReivindicada,
  lote: Lote,
  agora: Date,
): Promise<Desfecho | 'adiada'> {
  const base = { proxima: null, sucesso: false, agora };
  const p = lote.pacientes.get(chave(m.id_conta, m.id_paciente));
  if (!p) return { ...base, status: 'falhou', detalhe: 'Paciente não encontrado' };
  const consulta = m.tipo === 'lembrete' && m.id_agenda ? lote.consultas.get(m.id_agenda) : undefined;
  if (consulta) {
    const destino = destinoDoLembrete(agora, p.fuso, consulta.inicio);
    if (destino.acao === 'descartar')
      return { ...base, status: 'cancelado', detalhe: DESCARTE[destino.motivo] };
    if (destino.acao === 'adiar') {
      await adiarMensagem(deps.db, m, destino.ate, agora);
      return 'adiada';
    }
  } else if (emHorarioDeSilencio(agora, p.fuso)) {
    await adiarMensagem(deps.db, m, foraDoSilencio(agora, p.fuso), agora);
    return 'adiada';
  }
  if (m.tipo === 'retorno') {
    const futura = await temConsultaFutura(deps.db, m.id_conta, m.id_paciente, agora);
    if (!retornoAindaDevido({ temConsultaFutura: futura }))
      return { ...base, status: 'cancelado', detalhe: 'Paciente já tem consulta marcada' };
  }
  const escolha = escolherCanal({
    tipo: m.tipo,
    canais: p.canais ?? CANAIS_PADRAO,
    consentimentos: lote.consentimentos
      .filter((c) => c.id_conta === m.id_conta && c.id_paciente === m.id_paciente)
      .map((c) => ({ finalidade: c.finalidade, canal: c.canal, consentido: c.consentido, em: c.criado_em })),
    contato: { whatsapp: Boolean(somenteDigitos(p.celular ?? '')), email: Boolean(p.email) },
  });
  if (!escolha.canal) {
    return escolha.motivo === 'sem_consentimento'
      ? {
          ...base,
          status: 'sem_consentimento',
          detalhe: 'Sem consentimento do paciente para esta finalidade',
        }
      : { ...base, status: 'falhou', detalhe: 'Paciente sem celular ou e-mail para os canais consentidos' };
  }
  const msg = await montar(deps, m, p, lote);
  if (!msg) return { ...base, status: 'falhou', detalhe: 'Agendamento não encontrado' };
  const envio =
    escolha.canal === 'whatsapp'
      ? msg.whatsapp()
      : deps.email.enviar({ para: p.email ?? '', assunto: ASSUNTO[m.tipo], texto: msg.texto });
  const r = await envio.catch(falhaInesperada);
  const comum = { canal: escolha.canal, texto: msg.texto, agora: deps.agora() };
  if (r.ok) return { ...comum, status: 'enviado', proxima: null, sucesso: true, detalhe: r.detalhe };
  const desiste = r.definitivo || m.tentativas >= TENTATIVAS_LEMBRETE;
  return {
    ...comum,
    status: desiste ? 'falhou' : 'pendente',
    proxima: desiste ? null : new Date(agora.getTime() + esperaAntesDaTentativa(m.tentativas)),
    sucesso: false,
    detalhe: r.erro,
  };
}

/**
 * One pass of the worker over the one outbox (reminders, returns, birthdays): give up messages
 * lost with a dead worker, claim the due ones, and for each: hold it until 08:00 in the clinic's
 * quiet hours; drop a return whose patient already booked; pick the channel the patient consents
 * to for the kind's purpose (none: 'sem_consentimento', never sent); send it (the reminder with the
 * patient's appointment link, the others ending with the opt-out link); record the attempt (sent;
 * retried with backoff; given up after TENTATIVAS_LEMBRETE attempts or a definitive refusal).
 * Safe to run on several instances at once.
 */
export async function processarMensagens(deps: Deps): Promise<{ enviados: number; falhas: number }> {
  const agora = deps.agora();
  await desistirDosPresos(deps.db, new Date(agora.getTime() - PRESO_APOS_MS), agora);
  const reivindicadas = await reivindicarMensagens(deps.db, agora, LOTE);
  if (!reivindicadas.length) return { enviados: 0, falhas: 0 };
  const lembretes = reivindicadas.filter((m) => m.tipo === 'lembrete' && m.id_agenda !== null);
  const [pacientes, consultas, consentimentos, links] = await Promise.all([
    pacientesDasMensagens(deps.db, reivindicadas),
    consultasDasMensagens(
      deps.db,
      lembretes.map((m) => m.id_agenda ?? 0),
    ),
    consentimentosDasMensagens(deps.db, reivindicadas),
    linksDasConsultas(
      deps.db,
      lembretes.map((m) => ({ id_conta: m.id_conta, id_agenda: m.id_agenda ?? 0 })),
      gerarCodigoPublico,
    ),
  ]);
  const lote: Lote = {
    pacientes: new Map(pacientes.map((p) => [chave(p.id_conta, p.id), p])),
    consultas: new Map(consultas.map((c) => [c.id, c])),
    consentimentos,
    links,
  };
  let enviados = 0;
  let falhas = 0;
  for (const m of reivindicadas) {
    const d = await tratar(deps, m, lote, agora).catch(
      (): Desfecho => ({
        status: 'falhou',
        proxima: null,
        sucesso: false,
        detalhe: 'Erro inesperado',
        agora,
      }),
    );
    if (d === 'adiada') continue;
    if (d.sucesso) enviados++;
    else if (d.status !== 'cancelado') falhas++;
    await registrarTentativa(deps.db, { id: m.id, idConta: m.id_conta, tentativa: m.tentativas }, d);
  }
  return { enviados, falhas };
}
