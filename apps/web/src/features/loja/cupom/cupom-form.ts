import {
  type Cupom,
  type CupomInput,
  campoData,
  campoInteiro,
  cupomInputSchema,
  descontoNoLimite,
  MSG,
} from '@clinica/contracts';
import { z } from 'zod';
import { diaParaBr } from '../../../lib/datas-br';

const M = MSG.cupons;
const c = cupomInputSchema.shape;

/** Quantity typed as text, validity as DD/MM/AAAA: the contract's messages when missing. */
const quantidade = campoInteiro(c.quantidade, M.quantidadeObrigatoria, M.quantidadeObrigatoria);
const validade = campoData(c.validade, M.validadeObrigatoria, M.validadeObrigatoria);

/** '12,5' → 1250 hundredths of a percent; anything else → 0 (the schema's 'obrigatório'). */
const percentualEmCentesimos = (texto: string) => {
  const n = Number(texto.replace(',', '.'));
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
};

/** The discount the form means: a percentage typed with a comma, or an amount in cents. */
const descontoDe = (v: { tipo: string; percentual: string; centavos: number | null }) =>
  v.tipo === 'percentage' ? percentualEmCentesimos(v.percentual) : (v.centavos ?? 0);

/**
 * The contract's coupon with the discount as the screen shows it (a percentage field or a money
 * field, by type). NEW: the discount's own rules run beside the others, so every missing field
 * says so at once, under the field on screen. EDIT: code, discount and type are read-only once
 * created; only quantity and validity are checked (a code kept from an old client stays as it is).
 */
const campos = (editando: boolean) =>
  z.object({
    codigo: editando ? z.string() : c.codigo,
    tipo: c.tipo,
    percentual: z.string(),
    centavos: z.number().nullable(),
    quantidade,
    validade,
  });

export const cupomForm = (editando: boolean) =>
  editando
    ? campos(true)
    : campos(false).superRefine((v, ctx) => {
        if (v.tipo !== 'percentage' && v.tipo !== 'fixed') return;
        const path = [v.tipo === 'percentage' ? 'percentual' : 'centavos'];
        const desconto = c.desconto.safeParse(descontoDe(v));
        const mensagem = !desconto.success
          ? desconto.error.issues[0]?.message
          : !descontoNoLimite({ tipo: v.tipo, desconto: desconto.data })
            ? M.descontoPercentualMaximo
            : undefined;
        if (mensagem) ctx.addIssue({ code: 'custom', path, message: mensagem });
      });

export type CupomForm = z.input<ReturnType<typeof campos>>;
export type CupomSaida = z.output<ReturnType<typeof campos>>;

export const valoresIniciais = (cupom: Cupom | null): CupomForm => ({
  codigo: cupom?.codigo ?? '',
  tipo: cupom?.tipo ?? 'percentage',
  percentual: cupom && cupom.tipo === 'percentage' ? String(cupom.desconto / 100).replace('.', ',') : '',
  centavos: cupom && cupom.tipo === 'fixed' ? cupom.desconto : null,
  quantidade: cupom ? String(cupom.quantidade) : '',
  validade: cupom ? diaParaBr(cupom.validade) : '',
});

/** A new coupon's call: the discount in hundredths. */
export const paraEntrada = ({ percentual, centavos, ...v }: CupomSaida): CupomInput => ({
  ...v,
  desconto: descontoDe({ tipo: v.tipo, percentual, centavos }),
});
