/**
 * The product's version: one constant for the server (`/api/openapi.json` info.version), the
 * login screen and the what's-new dialog (a news list is "read" per version, spec 01 §4).
 * Bump it with each release that brings news.
 */
export const VERSAO_APP = '1.1.6';
