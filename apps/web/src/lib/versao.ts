/** The product version shown on the login screen and used by the what's-new dialog. */
export const VERSAO = __APP_VERSION__;
