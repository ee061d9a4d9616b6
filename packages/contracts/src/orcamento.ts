import {
  campoDe,
  MAXIMO_ITENS_ORCAMENTO,
  MAXIMO_SESSOES_ITEM,
  STATUS_ORCAMENTO,
  VALOR_MAXIMO_ORCAMENTO_CENTAVOS,
} from '@clinica/domain';
import { z } from 'zod';
import { diaSchema } from './agenda';
import { dataLeniente, idLeniente, idSchema, numeroLeniente, reaisParaCentavosSchema } from './leniente';
import { listaInputSchema } from './lista';
import { MSG } from './mensagens';

/**
 * Budgets (spec 02 §3, §5). tRPC speaks integer cents; the REST edge speaks reais (DECISIONS.md
 * 6). A client sends the patient, the due date and the treatment rows, never a price or a total:
 * the server reads each treatment's price when the budget is made and keeps it.
 */
const M = MSG.orcamentos;
const P = MSG.pacotes;

/**
 * Sessions an item sells (issue 36): 1 when absent, as every item of an old budget; a package
 * price, when given, replaces price × quantity and needs 2 or more sessions.
 */
export const quantidadeSessoesSchema = z
  .number({ error: P.quantidadeInvalida })
  .int(P.quantidadeInvalida)
  .min(1, P.quantidadeInvalida)
  .max(MAXIMO_SESSOES_ITEM, P.quantidadeInvalida);
export const valorPacoteCentavosSchema = z
  .number({ error: P.valorPacoteInvalido })
  .int(P.valorPacoteInvalido)
  .min(1, P.valorPacoteInvalido)
  .max(VALOR_MAXIMO_ORCAMENTO_CENTAVOS, M.totalExcedido);

/** The package price only on a row of 2 or more sessions (said on that row's field). */
const pacoteCoerente = <T extends z.ZodArray>(itens: T) =>
  itens.superRefine((linhas, ctx) => {
    linhas.forEach((i: unknown, k: number) => {
      const quantidade = campoDe(i, 'quantidade');
      const pacote = campoDe(i, 'valor_pacote');
      if (pacote != null && (typeof quantidade === 'number' ? quantidade : 1) < 2)
        ctx.addIssue({ code: 'custom', path: [k, 'valor_pacote'], message: P.valorPacoteSemSessoes });
    });
  });

/** A budget row as tRPC takes it: quantity 1 and no package price unless told. */
const itemOrcamentoInputSchema = z.object({
  id_tratamento: idSchema,
  id_profissional: idSchema,
  quantidade: quantidadeSessoesSchema.default(1),
  valor_pacote: valorPacoteCentavosSchema.nullish().transform((v) => v ?? null),
});

/** A budget's rows: 1 to the domain's maximum (the form reads its own rows through it too). */
export const tratamentosOrcamentoSchema = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: M.tratamentosObrigatorios })
    .min(1, M.tratamentosObrigatorios)
    .max(MAXIMO_ITENS_ORCAMENTO, M.tratamentosDemais);

const vencimentoSchema = diaSchema.refine((v) => v >= '1900-01-01' && v <= '2999-12-31', M.dataInvalida);

export const orcamentoInputSchema = z.object({
  id_paciente: idSchema,
  /** 'YYYY-MM-DD', the last day the quote holds. */
  vencimento: vencimentoSchema,
  tratamentos: pacoteCoerente(tratamentosOrcamentoSchema(itemOrcamentoInputSchema)),
});
export type DadosOrcamento = z.output<typeof orcamentoInputSchema>;

/** POST /api/orcamentos: the spec's payload; a valor_total or price in it is ignored; `quantidade` and `valor_pacote` (reais) are issue 36's. */
export const orcamentoRestInputSchema = z.object({
  id_paciente: idLeniente,
  vencimento: dataLeniente(vencimentoSchema),
  tratamentos: pacoteCoerente(
    tratamentosOrcamentoSchema(
      z.object({
        id_tratamento: idLeniente,
        id_profissional: idLeniente,
        quantidade: numeroLeniente(quantidadeSessoesSchema.nullish().transform((v) => v ?? 1)),
        valor_pacote: reaisParaCentavosSchema(
          P.valorPacoteInvalido,
          M.totalExcedido,
          VALOR_MAXIMO_ORCAMENTO_CENTAVOS,
        )
          .nullish()
          .transform((v) => v ?? null),
      }),
    ),
  ),
});

export const orcamentoListaInputSchema = listaInputSchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export const orcamentosDoPacienteInputSchema = orcamentoListaInputSchema.extend({ id_paciente: idSchema });

// --- Out ----------------------------------------------------------------------------------------

export const statusOrcamentoSchema = z.enum(STATUS_ORCAMENTO);

export const orcamentoSchema = z.object({
  id: z.number().int(),
  id_paciente: z.number().int(),
  paciente: z.object({
    id: z.number().int(),
    nome: z.string(),
    email: z.string().nullable(),
    celular: z.string().nullable(),
  }),
  /** Cents on tRPC, reais on REST. */
  valor_total: z.number(),
  vencimento: z.string(),
  /** VENCIDO is read from the due date and the clinic's date at the moment of the answer. */
  status: statusOrcamentoSchema,
  /** The revenue created from it (finance); null while there is none. */
  transacao: z.object({ id: z.number().int() }).nullable(),
  criado_em: z.string(),
});
export type Orcamento = z.infer<typeof orcamentoSchema>;

export const itemOrcamentoSchema = z.object({
  id: z.number().int(),
  id_tratamento: z.number().int(),
  /** The treatment's name and sale price as they were when the budget was made. */
  nome: z.string(),
  /** The treatment's description as it is today (spec 03: it appears in the budget context). */
  descricao: z.string().nullable(),
  valor_venda: z.number(),
  /** Sessions this row sells (1 for every row of an old budget). */
  quantidade: z.number().int(),
  /** The package price that replaces valor_venda × quantidade; null when there is none. */
  valor_pacote: z.number().nullable(),
  /** What the row charges: valor_pacote, or valor_venda × quantidade (cents on tRPC, reais on REST). */
  valor_item: z.number(),
  id_profissional: z.number().int(),
  profissional: z.object({ id: z.number().int(), nome: z.string() }),
});

export const orcamentoDetalheSchema = orcamentoSchema.extend({ tratamentos: z.array(itemOrcamentoSchema) });
export type OrcamentoDetalhe = z.infer<typeof orcamentoDetalheSchema>;

/** The treatment picker of the budget form: the price shows the running total as rows are added. */
export const opcaoTratamentoOrcamentoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  preco_venda: z.number().int(),
});
export type OpcaoTratamentoOrcamento = z.infer<typeof opcaoTratamentoOrcamentoSchema>;
