import { PAPEIS_LOJA, SENHA_MINIMO, TIPOS_USUARIO } from '@clinica/domain';
import { z } from 'zod';
import { emailObrigatorio } from './campos';
import { MSG } from './mensagens';

export const loginInputSchema = z.object({
  email: emailObrigatorio(MSG.login.preenchaTodos, MSG.login.emailInvalido),
  senha: z.string({ error: MSG.login.preenchaTodos }).min(1, MSG.login.preenchaTodos).max(200),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** The user's own password change; the new one passes the server's password rule. */
export const alterarSenhaInputSchema = z.object({
  senha_atual: z.string({ error: MSG.login.preenchaTodos }).min(1, MSG.login.preenchaTodos).max(200),
  nova_senha: z
    .string({ error: MSG.login.preenchaTodos })
    .min(SENHA_MINIMO, MSG.registro.senhaCurta)
    .max(200),
});
export type AlterarSenhaInput = z.infer<typeof alterarSenhaInputSchema>;

export const TIPOS_CONTA = ['clinica', 'profissional'] as const;
export type TipoConta = (typeof TIPOS_CONTA)[number];

export const usuarioSessaoSchema = z.object({
  id: z.number().int(),
  id_conta: z.number().int(),
  nome: z.string(),
  email: z.string(),
  tipo: z.enum(TIPOS_USUARIO),
  id_perfil: z.number().int().nullable(),
  permissoes: z.array(z.string()),
  /** The store back office role (issue 16): the 'Loja' menu group shows unless 'nenhum'. */
  papel_loja: z.enum(PAPEIS_LOJA),
  conta: z.object({ id: z.number().int(), nome: z.string(), tipo: z.enum(TIPOS_CONTA) }),
});
export type UsuarioSessao = z.infer<typeof usuarioSessaoSchema>;

export const loginOutputSchema = z.object({ token: z.string(), user: usuarioSessaoSchema });
export type LoginOutput = z.infer<typeof loginOutputSchema>;
/** The web client's log-in answer: the session itself travels in HttpOnly cookies. */
export const loginWebOutputSchema = z.object({ user: usuarioSessaoSchema });
