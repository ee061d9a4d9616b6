import { somenteDigitos, validarCnpj, validarCpf } from '@clinica/domain';
import { z } from 'zod';
import { TIPOS_CONTA } from './acesso';
import { obrigatorio as campoObrigatorio, enderecoObrigatorio, enderecoSaida } from './campos';
import { MSG } from './mensagens';

/** The account (conta) as the API answers it. The logo is a URL, never inline bytes (DECISIONS.md 8). */
export const contaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  tipo: z.enum(TIPOS_CONTA),
  documento: z.string().nullable(),
  ...enderecoSaida,
  imagem_perfil: z.string().nullable(),
  plano: z.string().nullable(),
  codigo_checkout: z.string().nullable(),
  codigo_cliente: z.string().nullable(),
  status: z.string().nullable(),
  cupom: z.boolean(),
  criado_em: z.string(),
  atualizado_em: z.string(),
});
export type Conta = z.infer<typeof contaSchema>;

const obrigatorio = (max = 200) => campoObrigatorio(MSG.conta.campoObrigatorio, max);

/**
 * The account form's rules (PUT /conta and the /conta screen): required fields, CPF or CNPJ
 * check digits by tipo, CEP with 8 digits, estado with 2 letters. Values are trimmed.
 */
export const contaDadosSchema = z
  .object({
    nome: obrigatorio(),
    tipo: z.enum(TIPOS_CONTA, { error: MSG.conta.campoObrigatorio }),
    documento: obrigatorio(30).transform(somenteDigitos),
    ...enderecoObrigatorio({
      obrigatorio: MSG.conta.campoObrigatorio,
      cepInvalido: MSG.conta.cepInvalido,
      estadoInvalido: MSG.conta.estadoInvalido,
    }),
  })
  .superRefine((c, ctx) => {
    const cpf = c.tipo === 'profissional';
    if (!(cpf ? validarCpf(c.documento) : validarCnpj(c.documento))) {
      ctx.addIssue({
        code: 'custom',
        path: ['documento'],
        message: cpf ? MSG.conta.cpfInvalido : MSG.conta.cnpjInvalido,
      });
    }
  });

/**
 * PUT /conta: the account fields plus the logo as the spec sends it: `imagem_perfil` is a new
 * image as a data URL, or the current logo's URL (kept), or null (removed). Other fields of the
 * account (plano, status...) may be sent back and are ignored.
 */
export const contaUpdateInputSchema = contaDadosSchema.and(
  z.object({
    imagem_perfil: z.string().max(4_000_000).nullish(),
    imagem_perfilPreview: z.string().max(4_000_000).nullish(),
  }),
);
export type ContaUpdateInput = z.input<typeof contaUpdateInputSchema>;

export const contaUpdateOutputSchema = z.object({ message: z.string(), conta: contaSchema });

/** GET /cep/{cep}: the address in ViaCEP's field names. */
export const cepOutputSchema = z.object({
  cep: z.string(),
  logradouro: z.string(),
  bairro: z.string(),
  localidade: z.string(),
  uf: z.string(),
});
export type CepOutput = z.infer<typeof cepOutputSchema>;

/** Days an unsigned document's or anamnesis' public link stays valid, per clinic (issue 19). */
export const validadeLinkSchema = z.object({
  validade_link_dias: z
    .number({ error: MSG.conta.validadeLinkInvalida })
    .int(MSG.conta.validadeLinkInvalida)
    .min(1, MSG.conta.validadeLinkInvalida)
    .max(365, MSG.conta.validadeLinkInvalida),
});
