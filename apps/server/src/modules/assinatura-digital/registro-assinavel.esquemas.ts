import { assinarAnamneseSchema, assinarDocumentoSchema, codigoParamSchema } from '@clinica/contracts';
import type { z } from 'zod';
import type { TipoRegistro } from './registro-assinavel.repository';

/**
 * What the signer sends, per kind, beside the map of tables (registro-assinavel.repository.ts):
 * REST's body (the code is in the path) and tRPC's input (the same with the code).
 */
export const CORPO_ASSINATURA = {
  documento: assinarDocumentoSchema,
  anamnese: assinarAnamneseSchema,
} as const satisfies Record<TipoRegistro, z.ZodType>;

export const ENTRADA_ASSINATURA = {
  documento: codigoParamSchema.extend(assinarDocumentoSchema.shape),
  anamnese: codigoParamSchema.extend(assinarAnamneseSchema.shape),
} as const satisfies Record<TipoRegistro, z.ZodType>;

/** The parsed body of a kind's signing call. */
export type CorpoAssinatura<T extends TipoRegistro> = z.output<(typeof CORPO_ASSINATURA)[T]>;
/** The tRPC input of a kind's signing call, as the client writes it. */
export type EntradaAssinaturaCliente<T extends TipoRegistro> = z.input<(typeof ENTRADA_ASSINATURA)[T]>;
