export {
  abrirSessaoWeb,
  CABECALHO_CSRF,
  type Credencial,
  credencialBearer,
  credencialDe,
  dispositivoDe,
  encerrarSessaoWeb,
} from './credencial';
export {
  type Acesso,
  type AcessoAdm,
  type AcessoClinica,
  type AcessoLogin,
  type AcessoLoja,
  ADM_SEM_GATE,
  clinica,
  type LeitorRegistro,
  LOGIN,
  listaDoPaciente,
  loja,
  type Registra,
  registroDaResposta,
  separarRegistro,
} from './declaracao';
export { registrarLeitura } from './registro';
export { autenticar, autorizar } from './sessao';
export { sessaoAberta } from './sessao.repository';
