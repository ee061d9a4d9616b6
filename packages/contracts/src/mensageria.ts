import { CANAIS_MENSAGEM, FINALIDADES_MENSAGEM, ORIGENS_CONSENTIMENTO, objetoDe } from '@clinica/domain';
import { z } from 'zod';
import { MSG } from './mensagens';

/**
 * Consent to messages (issue 35): per patient, purpose and channel, every change recorded with
 * when, how and by whom (LGPD arts. 7, 8, 18; docs/decisions.md).
 */
export const finalidadeMensagemSchema = z.enum(FINALIDADES_MENSAGEM, {
  error: MSG.consentimentos.finalidadeInvalida,
});
export const canalMensagemSchema = z.enum(CANAIS_MENSAGEM, { error: MSG.consentimentos.canalInvalido });

/** What holds now for one purpose and channel (`GET /api/pacientes/{id}/consentimentos`). */
export const consentimentoSchema = z.object({
  finalidade: finalidadeMensagemSchema,
  canal: canalMensagemSchema,
  consentido: z.boolean(),
  /** ISO 8601 instant of the latest change; null while the purpose's default holds. */
  atualizado_em: z.string().nullable(),
  origem: z.enum(ORIGENS_CONSENTIMENTO).nullable(),
});
export type Consentimento = z.infer<typeof consentimentoSchema>;

/** One change asked for: a yes or a no for one purpose and channel. */
export const alteracaoConsentimentoSchema = z.object({
  finalidade: finalidadeMensagemSchema,
  canal: canalMensagemSchema,
  consentido: z.boolean(),
});

/** The changes of one save (`PUT …/consentimentos`): 1 to 6, each pair at most once. */
export const alteracoesConsentimentoSchema = z
  .array(alteracaoConsentimentoSchema)
  .min(1)
  .max(FINALIDADES_MENSAGEM.length * CANAIS_MENSAGEM.length)
  .refine(
    (itens) => new Set(itens.map((i) => `${i.finalidade}:${i.canal}`)).size === itens.length,
    MSG.consentimentos.repetido,
  );

/** A row of the history: what changed, when, how and by whom (the user's name, null if removed). */
export const historicoConsentimentoSchema = z.object({
  id: z.number().int(),
  finalidade: finalidadeMensagemSchema,
  canal: canalMensagemSchema,
  consentido: z.boolean(),
  origem: z.enum(ORIGENS_CONSENTIMENTO),
  id_usuario: z.number().int().nullable(),
  usuario: z.string().nullable(),
  criado_em: z.string(),
});

/** The record's consent section: the six pairs and the history, newest first. */
export const consentimentosPacienteSchema = z.object({
  atuais: z.array(consentimentoSchema),
  historico: z.array(historicoConsentimentoSchema),
});
export type ConsentimentosPaciente = z.infer<typeof consentimentosPacienteSchema>;

/** The record's consent dialog: one switch per purpose and channel (`retorno_email`...). */
export const CHAVES_CONSENTIMENTO = FINALIDADES_MENSAGEM.flatMap((f) =>
  CANAIS_MENSAGEM.map((c) => `${f}_${c}` as const),
);
export const consentimentosFormSchema = z.object(objetoDe(CHAVES_CONSENTIMENTO, () => z.boolean()));
export type ConsentimentosForm = z.infer<typeof consentimentosFormSchema>;

/** The opt-out link's code (128 bits, base64url: 22 characters). */
export const codigoDescadastroParamSchema = z.object({ codigo: z.string().min(1).max(100) });

/** Purposes the patient also turns off from the opt-out page (the code's own always goes). */
export const descadastroInputSchema = z.object({
  finalidades: z.array(finalidadeMensagemSchema).max(FINALIDADES_MENSAGEM.length).optional(),
});

/**
 * What the opt-out page shows (least data: the clinic's name and the purposes, never the patient's
 * name, phone or e-mail): the purpose just revoked and where each purpose stands now.
 */
export const descadastroSchema = z.object({
  clinica: z.string(),
  finalidade: finalidadeMensagemSchema,
  finalidades: z.array(z.object({ finalidade: finalidadeMensagemSchema, ativa: z.boolean() })),
  mensagem: z.string(),
});
export type Descadastro = z.infer<typeof descadastroSchema>;
