import type { Config } from 'kysely-codegen';

/**
 * kysely-codegen's configuration: `pnpm --filter @clinica/server db:codegen` (src/db/codegen.ts)
 * runs it on a freshly migrated database and writes src/db/schema.gen.ts, the only table types.
 * The database knows a `text` column with a CHECK as `string`; the overrides give such columns
 * their narrow type (the domain's union where it has one), and JSON columns their shape. An
 * override replaces the whole column type: it says itself when the column has a default
 * (`Generated<…>`) or takes null.
 */
const texto = (...valores: string[]) => valores.map((v) => `'${v}'`).join(' | ');

const config: Config = {
  dialect: 'postgres',
  // How the pg driver hands values to the code (db/kysely.ts): `date` stays 'YYYY-MM-DD' text
  // (DECISIONS.md 7: no UTC conversion) and int8 (count, sum) arrives as a number.
  dateParser: 'string',
  numericParser: 'string',
  typeMapping: { int8: 'number' },
  excludePattern: 'kysely_*',
  logLevel: 'error',
  outFile: 'src/db/schema.gen.ts',
  customImports: {
    // Relative to src/db/schema.gen.ts.
    AcaoAcesso: '../platform/registro-acessos',
    CategoriaArtista: '@clinica/contracts',
    Confirmacao: '@clinica/contracts',
    DiaSemana: '@clinica/domain',
    CanalMensagem: '@clinica/domain',
    FinalidadeMensagem: '@clinica/domain',
    OrigemConsentimento: '@clinica/domain',
    EstadoLembrete: '@clinica/domain',
    PapelLoja: '@clinica/domain',
    PerguntaSnapshot: '@clinica/domain',
    RespostaValida: '@clinica/domain',
    RegistroImportado: '@clinica/domain',
    Ddi: '@clinica/domain',
    Sexo: '@clinica/domain',
    StatusAgendamento: '@clinica/domain',
    StatusImportacao: '@clinica/domain',
    TipoImportacao: '@clinica/domain',
    TipoDadoImportacao: '@clinica/domain',
    Mapeamento: '@clinica/contracts',
    Previa: '@clinica/contracts',
    ResultadoDesfazer: '@clinica/contracts',
    StatusCobranca: '@clinica/domain',
    StatusOrcamentoGravado: '@clinica/domain',
    StatusSaque: '@clinica/domain',
    TipoCupom: '@clinica/domain',
    TipoDocumentoPaciente: '@clinica/domain',
    TipoMensagem: '@clinica/domain',
    TipoMovimento: '@clinica/domain',
    TipoPergunta: '@clinica/domain',
    TipoUsuario: '@clinica/domain',
  },
  overrides: {
    columns: {
      'acesso_paciente.acao': 'AcaoAcesso',
      'agendamento_online.confirmacao': 'Generated<Confirmacao>',
      'agenda.status': 'Generated<StatusAgendamento>',
      'carteira_movimento.tipo': 'TipoMovimento',
      'cobranca.status': 'StatusCobranca',
      'consentimento_paciente.canal': 'CanalMensagem',
      'consentimento_paciente.finalidade': 'FinalidadeMensagem',
      'consentimento_paciente.origem': 'OrigemConsentimento',
      'descadastro_link.finalidade': 'FinalidadeMensagem',
      'conta.tipo': texto('clinica', 'profissional'),
      'cupom.tipo': 'TipoCupom',
      'importacao.origem': texto('planilha', 'api'),
      'importacao.tipo': 'TipoImportacao',
      'importacao.etapa': 'TipoDadoImportacao | null',
      'importacao.status': 'Generated<StatusImportacao>',
      'importacao.cabecalhos': 'ColumnType<string[], string | undefined, string>',
      'importacao.mapeamento': 'ColumnType<Mapeamento, string | undefined, string>',
      'importacao.previa': 'ColumnType<Previa, string | undefined, string>',
      'importacao.desfazer': 'ColumnType<ResultadoDesfazer | null, string | null | undefined, string | null>',
      'importacao_contagem.tipo_dado': 'TipoDadoImportacao',
      'importacao_mapa.tipo_dado': 'TipoDadoImportacao',
      'importacao_erro.tipo_dado': 'TipoDadoImportacao',
      'importacao_erro.nivel': texto('erro', 'aviso'),
      'horario_profissional.dia_semana': 'DiaSemana',
      'mensagem.status': 'EstadoLembrete',
      'mensagem.tipo': 'Generated<TipoMensagem>',
      'mensagem.canal': 'CanalMensagem | null',
      'mensagem_configuracao.canais': 'Generated<CanalMensagem[]>',
      'loja.categoria': 'CategoriaArtista | null',
      'movimentacao.tipo': texto('ENTRADA', 'SAIDA'),
      'orcamento.status': 'Generated<StatusOrcamentoGravado>',
      'paciente.ddi': 'Generated<Ddi>',
      // Null only on a pre-registration from online booking (cadastro_incompleto, issue 34).
      'paciente.sexo': 'Sexo | null',
      // GENERATED ALWAYS AS (f_busca(…)) STORED: read by the searches, never written.
      'paciente.nome_busca': 'ColumnType<string, never, never>',
      'paciente.email_busca': 'ColumnType<string | null, never, never>',
      // The questions as the patient saw them and the answers, written as JSON text.
      'paciente_anamnese.perguntas': 'ColumnType<PerguntaSnapshot[], string, string>',
      'paciente_anamnese.respostas': 'ColumnType<RespostaValida[] | null, string | null, string | null>',
      'paciente_anamnese.importado_de':
        'ColumnType<RegistroImportado | null, string | null | undefined, string | null>',
      'paciente_termo.importado_de':
        'ColumnType<RegistroImportado | null, string | null | undefined, string | null>',
      'paciente_termo.tipo': 'TipoDocumentoPaciente',
      'paciente_termo.tipo_termo': `Generated<${texto('geral', 'uso_imagem')}>`,
      'pagamento.tipo': texto('RECEITA', 'DESPESA'),
      'pagamento_plano_loja.pago_com': texto('cartao', 'pix', 'boleto'),
      // f_busca(nome), stored by Postgres for the name searches (migration 202611250100).
      'produto.nome_busca': 'Generated<string>',
      'questao_anamnese.tipo_pergunta': 'TipoPergunta',
      'saque.status': 'Generated<StatusSaque>',
      'termo.tipo': `Generated<${texto('geral', 'uso_imagem')}>`,
      'tipo_pagamento.tipo': texto('R', 'D'),
      'transacao.tipo': texto('RECEITA', 'DESPESA'),
      'usuario.papel_loja': 'Generated<PapelLoja>',
      'usuario.tipo': 'TipoUsuario',
    },
  },
};

export default config;
