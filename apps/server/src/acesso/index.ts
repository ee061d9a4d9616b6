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
  LOGIN,
  loja,
} from './declaracao';
export { autenticar, autorizar } from './sessao';
