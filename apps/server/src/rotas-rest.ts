import { rotasAgenda } from './modules/agenda/agenda.rest';
import { rotasAgendamentoOnline } from './modules/agendamento-online/agendamento-online.rest';
import { rotasAgendamentoPublico } from './modules/agendamento-publico/agendamento-publico.rest';
import { rotasAnamnese } from './modules/anamnese/anamnese.rest';
import { rotasArquivamento } from './modules/arquivamento/arquivamento.rest';
import { rotasArquivoPaciente } from './modules/arquivo-paciente/arquivo-paciente.rest';
import { rotasAuditoria } from './modules/auditoria/auditoria.rest';
import { registrarEvento } from './modules/auditoria/auditoria.service';
import { rotasCadastro } from './modules/cadastro/cadastro.rest';
import { rotasCep } from './modules/cep/cep.rest';
import { rotasCobranca } from './modules/cobranca/cobranca.rest';
import { rotasComissao } from './modules/comissao/comissao.rest';
import { rotasConsentimento } from './modules/consentimento/consentimento.rest';
import { rotasDescadastro } from './modules/consentimento/consentimento-publico.rest';
import { rotasConta } from './modules/conta/conta.rest';
import { rotasDashboard } from './modules/dashboard/dashboard.rest';
import { rotasDocumento } from './modules/documento/documento.rest';
import { rotasEstoque } from './modules/estoque/estoque.rest';
import { rotasExportacaoPaciente } from './modules/exportacao-paciente/exportacao-paciente.rest';
import { rotasFoto } from './modules/foto/foto.rest';
import { rotasHorarioProfissional } from './modules/horario-profissional/horario-profissional.rest';
import { rotasImportacao } from './modules/importacao/importacao.rest';
import { rotasLojaArtista } from './modules/loja-artista/loja-artista.rest';
import { rotasLojaAssessor } from './modules/loja-assessor/assessor.rest';
import { rotasLojaBase } from './modules/loja-base/loja-base.rest';
import { rotasLojaCarteira } from './modules/loja-carteira/carteira.rest';
import { rotasLojaConfiguracao } from './modules/loja-configuracao/loja-configuracao.rest';
import { rotasLojaCupom } from './modules/loja-cupom/loja-cupom.rest';
import { rotasLojaLog } from './modules/loja-log/log.rest';
import { rotasLojaRelatorio } from './modules/loja-relatorio/relatorio.rest';
import { rotasMensagem } from './modules/mensagem/mensagem.rest';
import { rotasModeloAnamnese } from './modules/modelo-anamnese/modelo-anamnese.rest';
import { rotasOrcamento } from './modules/orcamento/orcamento.rest';
import { rotasPaciente } from './modules/paciente/paciente.rest';
import { rotasPacote } from './modules/pacote/pacote.rest';
import { rotasPerfil } from './modules/perfil/perfil.rest';
import { rotasQuestaoAnamnese } from './modules/questao-anamnese/questao-anamnese.rest';
import { BANCO, CATEGORIA } from './modules/registro-simples/definicoes';
import { rotasRegistro } from './modules/registro-simples/registro-simples.rest';
import { rotasSessao } from './modules/sessao/sessao.rest';
import { rotasTermo } from './modules/termo/termo.rest';
import { rotasTipoPagamento } from './modules/tipo-pagamento/tipo-pagamento.rest';
import { rotasTransacao } from './modules/transacao/transacao.rest';
import { rotasTratamento } from './modules/tratamento/tratamento.rest';
import { rotasUnidade } from './modules/unidade/unidade.rest';
import { rotasUsuario } from './modules/usuario/usuario.rest';
import type { Deps } from './platform/deps';
import { codigo } from './platform/erros-pg';
import type { RestApp } from './rest/acesso';
import { registrarExportacoes } from './rest/lista';

/** The REST compatibility API (/api): the spec's paths, calling the same services as tRPC. */
export function registrarRotasRest(app: RestApp, deps: Deps) {
  registrarExportacoes(app, deps.exportacoes, async (e) => {
    // Awaited before the first byte; a failed audit insert is logged by code only and never
    // blocks the list.
    await registrarEvento(deps.db, {
      idConta: e.idConta,
      idUsuario: e.idUsuario,
      acao: 'exportacao',
      descricao: `Lista completa: ${e.rota}`,
      origem: e.origem,
    }).catch((erro: unknown) => app.log.error({ codigo: codigo(erro) }, 'registro de exportação falhou'));
  });
  rotasSessao(app, deps);
  rotasCadastro(app, deps);
  rotasConta(app, deps);
  rotasDashboard(app, deps);
  rotasAuditoria(app, deps);
  rotasPerfil(app, deps);
  rotasCobranca(app, deps);
  rotasCep(app, deps);
  rotasRegistro(app, deps, BANCO);
  rotasRegistro(app, deps, CATEGORIA);
  rotasTratamento(app, deps);
  rotasTipoPagamento(app, deps);
  rotasUnidade(app, deps);
  rotasUsuario(app, deps);
  rotasPaciente(app, deps);
  rotasExportacaoPaciente(app, deps);
  rotasImportacao(app, deps);
  rotasAgenda(app, deps);
  rotasHorarioProfissional(app, deps);
  rotasAgendamentoOnline(app, deps);
  rotasAgendamentoPublico(app, deps);
  rotasOrcamento(app, deps);
  rotasPacote(app, deps);
  rotasComissao(app, deps);
  rotasTransacao(app, deps);
  rotasEstoque(app, deps);
  rotasFoto(app, deps);
  rotasArquivoPaciente(app, deps);
  rotasTermo(app, deps);
  rotasDocumento(app, deps);
  rotasQuestaoAnamnese(app, deps);
  rotasModeloAnamnese(app, deps);
  rotasAnamnese(app, deps);
  rotasArquivamento(app, deps);
  rotasConsentimento(app, deps);
  rotasMensagem(app, deps);
  rotasDescadastro(app, deps);
  // The store back office under /api/loja (DECISIONS.md 2, issue 16): one call per loja-* slice.
  rotasLojaBase(app, deps);
  rotasLojaCupom(app, deps);
  rotasLojaConfiguracao(app, deps);
  rotasLojaArtista(app, deps);
  rotasLojaCarteira(app, deps);
  rotasLojaRelatorio(app, deps);
  rotasLojaAssessor(app, deps);
  rotasLojaLog(app, deps);
}
