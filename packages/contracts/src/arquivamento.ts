import { z } from 'zod';

/**
 * Retention (issue 19): 'Excluir' archives patients, documents, anamneses, photos and files.
 * Every list of them takes `arquivados`: absent or false = the active rows (as before), true =
 * only the archived ones (the 'Arquivados' filter). REST reads `?arquivados=true`.
 */
export const arquivadosSchema = z.object({ arquivados: z.boolean().optional() });

/** What the answers carry: when it was archived (null while active). An added field, never renamed. */
export const arquivadoEmSchema = z.string().nullable();

/** The records retention covers, as the tRPC `arquivamento.*` procedures name them. */
export const RECURSOS_ARQUIVAVEIS = ['paciente', 'documento', 'anamnese', 'foto', 'arquivo'] as const;
export type RecursoArquivavel = (typeof RECURSOS_ARQUIVAVEIS)[number];

export const recursoArquivavelSchema = z.object({
  recurso: z.enum(RECURSOS_ARQUIVAVEIS),
  id: z.number().int().positive().max(2_147_483_647),
});
