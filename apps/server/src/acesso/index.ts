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
  type AcessoClinica,
  type AcessoLogin,
  type AcessoLoja,
  clinica,
  LOGIN,
  loja,
} from './declaracao';
export { autenticar, autorizar } from './sessao';
