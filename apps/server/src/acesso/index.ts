export {
  abrirSessaoWeb,
  CABECALHO_CSRF,
  type Credencial,
  credencialBearer,
  credencialDe,
  encerrarSessaoWeb,
} from './credencial';
export { type Acesso, type AcessoClinica, type AcessoLogin, clinica, LOGIN } from './declaracao';
export { autenticar, autorizar } from './sessao';
