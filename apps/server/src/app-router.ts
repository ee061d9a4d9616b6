import { anamnesePublicaRouter, anamneseRouter } from './modules/anamnese-paciente/anamnese.router';
import { arquivoRouter } from './modules/arquivo-paciente/arquivo-paciente.router';
import { assinaturaRouter } from './modules/assinatura/assinatura.router';
import { auditoriaRouter } from './modules/auditoria/auditoria.router';
import { authRouter } from './modules/auth/auth.router';
import { cepRouter } from './modules/cep/cep.router';
import { cobrancaRouter } from './modules/cobranca/cobranca.router';
import { contaRouter } from './modules/conta/conta.router';
import { documentoPublicoRouter, documentoRouter } from './modules/documento-paciente/documento.router';
import { fotoRouter } from './modules/foto/foto.router';
import { modeloAnamneseRouter } from './modules/modelo-anamnese/modelo-anamnese.router';
import { pacienteRouter } from './modules/paciente/paciente.router';
import { perfilRouter } from './modules/perfil/perfil.router';
import { questaoAnamneseRouter } from './modules/questao-anamnese/questao-anamnese.router';
import { BANCO, CATEGORIA } from './modules/registro-simples/definicoes';
import { criarRouterRegistro } from './modules/registro-simples/registro-simples.router';
import { termoRouter } from './modules/termo/termo.router';
import { tipoPagamentoRouter } from './modules/tipo-pagamento/tipo-pagamento.router';
import { tratamentoRouter } from './modules/tratamento/tratamento.router';
import { unidadeRouter } from './modules/unidade/unidade.router';
import { usuarioRouter } from './modules/usuario/usuario.router';
import { router } from './trpc/init';

/** The whole tRPC API: one key per business area. */
export const appRouter = router({
  auth: authRouter,
  conta: contaRouter,
  assinatura: assinaturaRouter,
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
  foto: fotoRouter,
  arquivo: arquivoRouter,
  termo: termoRouter,
  documento: documentoRouter,
  documentoPublico: documentoPublicoRouter,
  questaoAnamnese: questaoAnamneseRouter,
  modeloAnamnese: modeloAnamneseRouter,
  anamnese: anamneseRouter,
  anamnesePublica: anamnesePublicaRouter,
});

export type AppRouter = typeof appRouter;
