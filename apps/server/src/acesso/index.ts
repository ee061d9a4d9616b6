export {
  abrirSessaoWeb,
  type Credencial,
  credencialBearer,
  credencialDe,
  dispositivoDe,
  encerrarSessaoWeb,
} from './credencial';
export {
  type Acesso,
  type AcessoClinica,
  type AcessoLoja,
  ADM_SEM_GATE,
  clinica,
  LOGIN,
  listaDoPaciente,
  loja,
  pacientesDaLista,
  type Registra,
  registroDaResposta,
  separarRegistro,
} from './declaracao';
export { registrarLeitura } from './registro';
export { autenticar, autorizar } from './sessao';
export { sessaoAberta } from './sessao.repository';
