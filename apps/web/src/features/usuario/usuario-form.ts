import { type Usuario, usuarioCreateSchema, usuarioUpdateSchema } from '@clinica/contracts';
import { chavesDe, formatarCpf, formatarTelefone, type TipoUsuario } from '@clinica/domain';
import type { BadgeTone } from '@clinica/ui/badge';
import { z } from 'zod';

/** Label and badge tone of each user type (the select and the 'Função' column). */
export const TIPOS: Record<TipoUsuario, { rotulo: string; tom: BadgeTone }> = {
  ADM: { rotulo: 'Administrador', tom: 'primary' },
  USUARIO: { rotulo: 'Usuário', tom: 'gray' },
  MEDICO: { rotulo: 'Médico', tom: 'blue' },
  PROFISSIONAL: { rotulo: 'Profissional', tom: 'yellow' },
};

export const OPCOES_TIPO = chavesDe(TIPOS).map((t) => ({
  value: t,
  label: TIPOS[t].rotulo,
}));

/** Profiles and units offered in the dialog: the first (and, in practice, only) page. */
export const ENTRADA_OPCOES = { page: 1, limit: 100, q: '' } as const;

const c = usuarioUpdateSchema.shape;

/**
 * The contract's rules over what the form holds: masked WhatsApp (national digits, sent with
 * the '55' country code), masked CPF, the select's text values.
 */
const camposFormulario = {
  nome: c.nome,
  email: c.email,
  whatsapp: z
    .string()
    .transform((v) => {
      const digitos = v.replace(/\D/g, '');
      return digitos ? `55${digitos}` : '';
    })
    .pipe(c.whatsapp),
  cpf: c.cpf,
  cro: c.cro,
  tipo: z.string().pipe(c.tipo),
  id_perfil: z
    .string()
    .transform((v) => Number(v) || 0)
    .pipe(c.id_perfil),
  clinicas: c.clinicas,
};

/** The password is asked (and checked) only when creating. */
export const esquemaFormulario = (criando: boolean) =>
  z.object({ ...camposFormulario, senha: criando ? usuarioCreateSchema.shape.senha : z.string() });

export type UsuarioForm = z.input<ReturnType<typeof esquemaFormulario>>;
export type UsuarioDados = z.output<ReturnType<typeof esquemaFormulario>>;

/** The stored WhatsApp ('5511987654321') as the national mask shows it. */
function whatsappNacional(numero: string | null): string {
  if (!numero) return '';
  const nacional = numero.length === 13 && numero.startsWith('55') ? numero.slice(2) : numero;
  return formatarTelefone(nacional, '55');
}

export const valoresIniciais = (u: Usuario | null): UsuarioForm => ({
  nome: u?.nome ?? '',
  email: u?.email ?? '',
  senha: '',
  whatsapp: whatsappNacional(u?.whatsapp ?? null),
  cpf: u?.cpf ? formatarCpf(u.cpf) : '',
  cro: u?.cro ?? '',
  tipo: u?.tipo ?? '',
  id_perfil: u?.id_perfil ? String(u.id_perfil) : '',
  clinicas: u?.clinicas.map((cl) => cl.id) ?? [],
});
