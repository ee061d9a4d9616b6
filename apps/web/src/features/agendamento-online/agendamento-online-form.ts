import {
  type AgendamentoOnline,
  type AgendamentoOnlineDados,
  CONFIRMACOES,
  campoInteiro,
  MSG,
} from '@clinica/contracts';
import { z } from 'zod';

const M = MSG.agendamentoOnline;
const inteiro = (min: number, max: number, msg: string) =>
  campoInteiro(z.number().int(msg).min(min, msg).max(max, msg), msg, msg);

/** The settings as typed: numbers as text, the step empty for 'each treatment's duration'. */
export const agendamentoOnlineFormSchema = z
  .object({
    ativo: z.boolean(),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => v === '' || /^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$/.test(v), M.slugInvalido),
    tratamentos: z.array(z.number().int()),
    profissionais: z.array(z.number().int()),
    antecedencia_horas: inteiro(0, 720, M.antecedenciaInvalida),
    horizonte_dias: inteiro(1, 365, M.horizonteInvalido),
    passo_minutos: z
      .string()
      .trim()
      .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 5 && Number(v) <= 480), M.passoInvalido),
    confirmacao: z.enum(CONFIRMACOES),
    cancelamento_horas: inteiro(0, 720, M.cancelamentoInvalido),
    mensagem: z.string().max(500),
    max_por_celular: inteiro(1, 20, M.maxPorCelularInvalido),
  })
  .refine((v) => !v.ativo || v.slug !== '', { path: ['slug'], message: M.slugObrigatorio })
  .transform(
    (v): AgendamentoOnlineDados => ({
      ...v,
      slug: v.slug || null,
      passo_minutos: v.passo_minutos ? Number(v.passo_minutos) : null,
      mensagem: v.mensagem.trim() || null,
    }),
  );
export type AgendamentoOnlineForm = z.input<typeof agendamentoOnlineFormSchema>;

export const valoresDoForm = (a: AgendamentoOnline): AgendamentoOnlineForm => ({
  ativo: a.ativo,
  slug: a.slug ?? '',
  tratamentos: a.tratamentos,
  profissionais: a.profissionais,
  antecedencia_horas: String(a.antecedencia_horas),
  horizonte_dias: String(a.horizonte_dias),
  passo_minutos: a.passo_minutos === null ? '' : String(a.passo_minutos),
  confirmacao: a.confirmacao,
  cancelamento_horas: String(a.cancelamento_horas),
  mensagem: a.mensagem ?? '',
  max_por_celular: String(a.max_por_celular),
});
