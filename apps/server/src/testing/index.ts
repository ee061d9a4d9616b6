export { PARAMETROS_TESTE } from '../platform/senha';
export * from './app-de-teste';
export * from './cenario-agenda';
export * from './cenario-orcamento';
export * from './eventos-stripe';
export * from './fabrica';
export * from './http';
export * from './recursos-alheios';
export * from './stripe-fake';
