import type { RequisitoPermissao } from '../permissoes';
import type { NomeIcone } from './tipos';

/** The patient record's tabs, each behind its permission (spec 02 §2), in the record's order. */
export const ABAS_PACIENTE = [
  {
    aba: 'sobre',
    rotulo: 'Agendamentos',
    permissao: 'AGENDAMENTOS_LISTAR',
    icone: 'agenda',
    procedimento: 'agenda.doPaciente',
  },
  {
    aba: 'documentos',
    rotulo: 'Documentos e Termos',
    permissao: 'TERMOS_LISTAR',
    icone: 'documentos',
    procedimento: 'documento.list',
  },
  { aba: 'fotos', rotulo: 'Fotos', permissao: 'FOTOS_LISTAR', icone: 'fotos', procedimento: 'foto.list' },
  {
    aba: 'arquivos',
    rotulo: 'Arquivos',
    permissao: 'ARQUIVOS_LISTAR',
    icone: 'arquivos',
    procedimento: 'arquivo.list',
  },
  {
    aba: 'anamnese',
    rotulo: 'Anamnese',
    permissao: 'FICHAS_ANAMNESE_LISTAR',
    icone: 'anamnese',
    procedimento: 'anamnese.list',
  },
  {
    aba: 'orcamentos',
    rotulo: 'Orçamentos',
    permissao: 'ORCAMENTOS_LISTAR',
    icone: 'orcamentos',
    procedimento: 'orcamento.doPaciente',
  },
  // What the patient bought in sessions and used (issue 36): sold in budgets, read with them.
  {
    aba: 'pacotes',
    rotulo: 'Pacotes',
    permissao: 'ORCAMENTOS_LISTAR',
    icone: 'pacotes',
    procedimento: 'pacote.doPaciente',
  },
  // Consent to messages and, with the outbox's kinds, the messages themselves (issue 35).
  {
    aba: 'mensagens',
    rotulo: 'Mensagens',
    permissao: 'PACIENTES_LISTAR',
    icone: 'mensagens',
    procedimento: 'consentimento.doPaciente',
  },
  // Who saw this record (issue 19): administrators, or whoever holds PACIENTES_AUDITORIA.
  {
    aba: 'acessos',
    rotulo: 'Acessos',
    permissao: 'PACIENTES_AUDITORIA',
    icone: 'acessos',
    procedimento: 'paciente.acessos',
  },
] as const satisfies readonly {
  aba: string;
  rotulo: string;
  permissao: RequisitoPermissao;
  icone: NomeIcone;
  procedimento: string;
}[];

export type AbaPaciente = (typeof ABAS_PACIENTE)[number]['aba'];

/** The record is in the URL, so it can be linked, reloaded and opened in a new tab. */
export const caminhoFicha = (id: number, aba?: AbaPaciente | null) =>
  `/pacientes/${id}${aba ? `/${aba}` : ''}`;
