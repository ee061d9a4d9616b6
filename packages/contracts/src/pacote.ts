import { MAXIMO_SESSOES_ITEM } from '@clinica/domain';
import { z } from 'zod';
import { diaSchema } from './agenda';
import { mesComissaoSchema } from './comissao';
import { booleanoLeniente, dataLeniente, idLeniente, idSchema, inteiroLeniente } from './leniente';
import { MSG } from './mensagens';

/**
 * Session packages (issue 36): what a patient bought in sessions of one treatment, how many they
 * used and until when the rest are valid. Opened by the server when a budget becomes a revenue;
 * the only thing a person edits is the validity.
 */
const P = MSG.pacotes;

export const STATUS_PACOTE = ['aberto', 'concluido', 'expirado'] as const;

const validadeSchema = diaSchema.refine((v) => v >= '1900-01-01' && v <= '2999-12-31', P.validadeInvalida);

export const pacotesDoPacienteInputSchema = z.object({ id_paciente: idSchema });

/** tRPC's 'Editar validade'. */
export const pacoteValidadeInputSchema = z.object({ id: idSchema, validade: validadeSchema });
/** PUT /api/pacotes/{id}: { validade: 'YYYY-MM-DD' or 'DD/MM/YYYY' }. */
export const pacoteValidadeRestSchema = z.object({ validade: dataLeniente(validadeSchema) });

/** The appointment form asks which session an appointment uses (or would use). */
export const situacaoPacoteInputSchema = z.object({
  id_paciente: idSchema,
  id_tratamento: idSchema,
  /** The appointment being edited, when there is one (it may already hold a session). */
  id_agenda: idSchema.optional(),
});

/** The clinic's package settings: default validity in months, and whether 'Faltou' uses a session. */
export const configuracaoPacoteSchema = z.object({
  validade_meses: z
    .number({ error: P.validadeMesesInvalida })
    .int(P.validadeMesesInvalida)
    .min(1, P.validadeMesesInvalida)
    .max(120, P.validadeMesesInvalida),
  faltou_consome: z.boolean(),
});
export type ConfiguracaoPacote = z.infer<typeof configuracaoPacoteSchema>;
export const configuracaoPacoteRestSchema = z.object({
  validade_meses: inteiroLeniente(1, 120),
  faltou_consome: booleanoLeniente,
});

export const sessoesProfissionalInputSchema = z.object({ mes: mesComissaoSchema });
export const sessoesProfissionalExportarSchema = z.object({
  mes: mesComissaoSchema,
  id_profissional: idLeniente.optional(),
});

// --- Out ----------------------------------------------------------------------------------------

export const pacoteSchema = z.object({
  id: z.number().int(),
  id_paciente: z.number().int(),
  tratamento: z.object({ id: z.number().int(), nome: z.string() }),
  sessoes: z.number().int().min(1).max(MAXIMO_SESSOES_ITEM),
  usadas: z.number().int(),
  restantes: z.number().int(),
  /** 'YYYY-MM-DD', the last day a session may be used. */
  validade: z.string(),
  status: z.enum(STATUS_PACOTE),
  /** The budget the package was sold in. */
  id_orcamento: z.number().int(),
  /** The appointments that used its sessions, oldest first; `data_hora` on the clinic's clock. */
  sessoes_realizadas: z.array(z.object({ id_agenda: z.number().int(), data_hora: z.string() })),
});
export type Pacote = z.infer<typeof pacoteSchema>;

/**
 * What the appointment form says: the session this appointment uses (or would use), the patient's
 * packages of the treatment used up, or nothing to say.
 */
export const situacaoPacoteSchema = z.discriminatedUnion('tipo', [
  z.object({
    tipo: z.literal('sessao'),
    id_pacote: z.number().int(),
    sessao: z.number().int(),
    sessoes: z.number().int(),
  }),
  z.object({
    tipo: z.literal('esgotado'),
    id_pacote: z.number().int(),
    usadas: z.number().int(),
    sessoes: z.number().int(),
  }),
  z.object({ tipo: z.literal('nenhum') }),
]);
export type SituacaoPacote = z.infer<typeof situacaoPacoteSchema>;

/** Sessions performed (appointments that used a package session) per professional in a month. */
export const sessoesProfissionalSchema = z.object({
  mes: z.string(),
  profissionais: z.array(z.object({ id: z.number().int(), nome: z.string(), sessoes: z.number().int() })),
  total: z.number().int(),
});
export type SessoesProfissional = z.infer<typeof sessoesProfissionalSchema>;
