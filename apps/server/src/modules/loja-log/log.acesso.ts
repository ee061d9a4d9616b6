import { LOJA_OPERADOR } from '../loja-base/loja-base.acesso';

/** Spec 03 §6: the logs are an admin-only screen. */
export const ACESSO_LOG_LOJA = { list: LOJA_OPERADOR } as const;
