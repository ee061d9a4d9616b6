export { type Acesso, type AcessoClinica, type AcessoLogin, clinica, LOGIN } from './declaracao';
export { autenticar, autorizar } from './sessao';
