/** The product version (one constant in contracts): the login screen, the news, the server's OpenAPI. */
export { VERSAO_APP as VERSAO } from '@clinica/contracts';
