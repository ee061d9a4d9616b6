import { agendaRouter } from './modules/agenda/agenda.router';
import { agendamentoOnlineRouter } from './modules/agendamento-online/agendamento-online.router';
import {
  agendamentoPublicoRouter,
  consultaPublicaRouter,
} from './modules/agendamento-publico/agendamento-publico.router';
import { anamnesePublicaRouter, anamneseRouter } from './modules/anamnese/anamnese.router';
import { arquivamentoRouter } from './modules/arquivamento/arquivamento.router';
import { arquivoRouter } from './modules/arquivo-paciente/arquivo-paciente.router';
import { auditoriaRouter } from './modules/auditoria/auditoria.router';
import { cadastroRouter } from './modules/cadastro/cadastro.router';
import { cepRouter } from './modules/cep/cep.router';
import { cobrancaRouter } from './modules/cobranca/cobranca.router';
import { comissaoRouter } from './modules/comissao/comissao.router';
import { consentimentoRouter, descadastroPublicoRouter } from './modules/consentimento/consentimento.router';
import { contaRouter } from './modules/conta/conta.router';
import { dashboardRouter } from './modules/dashboard/dashboard.router';
import { documentoPublicoRouter, documentoRouter } from './modules/documento/documento.router';
import { movimentacaoRouter, produtoRouter } from './modules/estoque/estoque.router';
import { fotoRouter } from './modules/foto/foto.router';
import { horarioProfissionalRouter } from './modules/horario-profissional/horario-profissional.router';
import { importacaoRouter } from './modules/importacao/importacao.router';
import { lojaArtistaRouter } from './modules/loja-artista/loja-artista.router';
import { lojaAssessorRouter } from './modules/loja-assessor/assessor.router';
import { lojaBaseRouter } from './modules/loja-base/loja-base.router';
import { lojaCarteiraRouter } from './modules/loja-carteira/carteira.router';
import { lojaConfiguracaoRouter } from './modules/loja-configuracao/loja-configuracao.router';
import { lojaCupomRouter } from './modules/loja-cupom/loja-cupom.router';
import { lojaLogRouter } from './modules/loja-log/log.router';
import { lojaRelatorioRouter } from './modules/loja-relatorio/relatorio.router';
import { mensagemRouter } from './modules/mensagem/mensagem.router';
import { modeloAnamneseRouter } from './modules/modelo-anamnese/modelo-anamnese.router';
import { notificacaoRouter } from './modules/notificacao/notificacao.router';
import { orcamentoRouter } from './modules/orcamento/orcamento.router';
import { pacienteRouter } from './modules/paciente/paciente.router';
import { pacoteRouter } from './modules/pacote/pacote.router';
import { perfilRouter } from './modules/perfil/perfil.router';
import { primeirosPassosRouter } from './modules/primeiros-passos/primeiros-passos.router';
import { questaoAnamneseRouter } from './modules/questao-anamnese/questao-anamnese.router';
import { BANCO, CATEGORIA } from './modules/registro-simples/definicoes';
import { criarRouterRegistro } from './modules/registro-simples/registro-simples.router';
import { sessaoRouter } from './modules/sessao/sessao.router';
import { termoRouter } from './modules/termo/termo.router';
import { tipoPagamentoRouter } from './modules/tipo-pagamento/tipo-pagamento.router';
import { transacaoRouter } from './modules/transacao/transacao.router';
import { tratamentoRouter } from './modules/tratamento/tratamento.router';
import { unidadeRouter } from './modules/unidade/unidade.router';
import { usuarioRouter } from './modules/usuario/usuario.router';
import { router } from './trpc/init';

/** The whole tRPC API: one key per business area. */
export const appRouter = router({
  sessao: sessaoRouter,
  cadastro: cadastroRouter,
  conta: contaRouter,
  dashboard: dashboardRouter,
  primeirosPassos: primeirosPassosRouter,
  auditoria: auditoriaRouter,
  perfil: perfilRouter,
  cobranca: cobrancaRouter,
  cep: cepRouter,
  banco: criarRouterRegistro(BANCO),
  categoria: criarRouterRegistro(CATEGORIA),
  tratamento: tratamentoRouter,
  tipoPagamento: tipoPagamentoRouter,
  unidade: unidadeRouter,
  usuario: usuarioRouter,
  paciente: pacienteRouter,
  agenda: agendaRouter,
  horarioProfissional: horarioProfissionalRouter,
  agendamentoOnline: agendamentoOnlineRouter,
  agendamentoPublico: agendamentoPublicoRouter,
  consultaPublica: consultaPublicaRouter,
  orcamento: orcamentoRouter,
  pacote: pacoteRouter,
  comissao: comissaoRouter,
  transacao: transacaoRouter,
  produto: produtoRouter,
  movimentacao: movimentacaoRouter,
  foto: fotoRouter,
  importacao: importacaoRouter,
  arquivo: arquivoRouter,
  arquivamento: arquivamentoRouter,
  termo: termoRouter,
  documento: documentoRouter,
  documentoPublico: documentoPublicoRouter,
  questaoAnamnese: questaoAnamneseRouter,
  modeloAnamnese: modeloAnamneseRouter,
  anamnese: anamneseRouter,
  anamnesePublica: anamnesePublicaRouter,
  notificacao: notificacaoRouter,
  consentimento: consentimentoRouter,
  mensagem: mensagemRouter,
  descadastroPublico: descadastroPublicoRouter,
  // The store back office (issue 16): one sub-router per loja-* slice.
  loja: router({
    base: lojaBaseRouter,
    cupom: lojaCupomRouter,
    configuracao: lojaConfiguracaoRouter,
    artista: lojaArtistaRouter,
    carteira: lojaCarteiraRouter,
    relatorio: lojaRelatorioRouter,
    assessor: lojaAssessorRouter,
    log: lojaLogRouter,
  }),
});

export type AppRouter = typeof appRouter;
