import {
  CANAIS_MENSAGEM,
  ESTADOS_MENSAGEM,
  marcadoresDesconhecidos,
  RETORNO_DIAS_MAXIMO,
  TIPOS_MENSAGEM,
} from '@clinica/domain';
import { z } from 'zod';
import { limiteRestSchema } from './lista';
import { MSG } from './mensagens';

/**
 * A patient's messages (issue 35): every kind of the one outbox, with the text as sent, for the
 * record's 'Mensagens' tab and `GET /api/pacientes/{id}/mensagens`.
 */
export const mensagemPacienteSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_MENSAGEM),
  /** Chosen when it goes; null while scheduled or when none was consented. */
  canal: z.enum(CANAIS_MENSAGEM).nullable(),
  texto: z.string().nullable(),
  status: z.enum(ESTADOS_MENSAGEM),
  /** When it goes (scheduled) or went. */
  enviar_em: z.string(),
  enviado_em: z.string().nullable(),
  tentativas: z.number().int(),
  ultimo_erro: z.string().nullable(),
});
export type MensagemPaciente = z.infer<typeof mensagemPacienteSchema>;

export const paginaMensagensSchema = z.object({
  itens: z.array(mensagemPacienteSchema),
  total: z.number().int(),
});

/** `?page=&limit=` of the history (newest first); a `limit` above 100 is 100 (issue 33). */
export const mensagensQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: limiteRestSchema(100).default(20),
});

const M = MSG.mensagensClinica;

const textoSchema = (vazio: string) =>
  z
    .string({ error: vazio })
    .trim()
    .min(1, vazio)
    .max(1000, 'Máximo de 1000 caracteres.')
    .refine((t) => !marcadoresDesconhecidos(t).length, {
      error: (i) => `${M.marcadorDesconhecido} ${marcadoresDesconhecidos(String(i.input)).join(', ')}`,
    });

/** A clinic's message settings (`GET/PUT /api/mensagens/configuracao`). */
export const configuracaoMensagensSchema = z.object({
  aniversario_ativo: z.boolean({ error: M.ativoInvalido }),
  aniversario_texto: textoSchema(M.textoObrigatorio),
  retorno_texto: textoSchema(M.textoObrigatorio),
  /** In order of preference; at least one. */
  canais: z
    .array(z.enum(CANAIS_MENSAGEM, { error: MSG.consentimentos.canalInvalido }))
    .min(1, M.canalObrigatorio)
    .max(CANAIS_MENSAGEM.length)
    .refine((c) => new Set(c).size === c.length, M.canalObrigatorio),
});
export type ConfiguracaoMensagens = z.infer<typeof configuracaoMensagensSchema>;

/** `GET /api/retornos?inicio=&fim=`: a period of at most a year (YYYY-MM-DD, clinic dates). */
export const retornosQuerySchema = z
  .object({
    inicio: z.iso.date({ error: M.periodoInvalido }),
    fim: z.iso.date({ error: M.periodoInvalido }),
  })
  .refine((p) => p.inicio <= p.fim, M.periodoInvalido)
  .refine((p) => Date.parse(p.fim) - Date.parse(p.inicio) <= 366 * 86_400_000, M.periodoLongo);

/** A patient due for a return in the period: whether messaged, whether they booked. */
export const retornoDevidoSchema = z.object({
  id: z.number().int(),
  id_paciente: z.number().int(),
  paciente: z.string(),
  tratamento: z.string(),
  retorno_dias: z.number().int().max(RETORNO_DIAS_MAXIMO).nullable(),
  /** The day the return is due (clinic date, YYYY-MM-DD). */
  devido_em: z.string(),
  status: z.enum(ESTADOS_MENSAGEM),
  mensagem_enviada: z.boolean(),
  /** The patient's next booked appointment, if any (ISO instant). */
  proxima_consulta: z.string().nullable(),
});
export type RetornoDevido = z.infer<typeof retornoDevidoSchema>;
